/**
 * `/api/photos/...`: what a shopper does with a photo in a gallery's lightbox (decisions 092 and 106).
 * - `GET /:mediaId/products`: "Shop this photo", the products it shows with their pages, pictures and prices; the
 *   same for every shopper, so shared caches may keep it a minute.
 * - `POST /:mediaId/reports`: a report names one of the reasons the social media service takes and goes to its
 *   moderators; a session reports a photo once (a second report is a conflict, as a review's is). A photo's own page
 *   (decision 114) posts the same report as a plain form (worker/routes/forms/photo-report.ts).
 * - `POST /api/photo-sets` (`photoSetsApi`): the shopper's set of photos saved at the service, answered with the set's
 *   page. A route of its own: `/sets` beside `/:mediaId` would cost the app its regular-expression router (decision 110).
 * A photo the service no longer has is a 404 that says so.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { PHOTO_ID, PHOTO_SET_MAX } from '../../../shared/content/gallery'
import { photoSetPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { reportPhoto, savePhotoSet, shopPhoto } from '../../services/photos'
import type { AppEnv } from '../../types'
import { PhotoReportSchema } from '../inputs'
import { readCall, sharePublicly } from './responder'

export const photosApi = new Hono<AppEnv>()

const SetSchema = z.object({ photos: z.array(z.string().regex(PHOTO_ID)).min(1).max(PHOTO_SET_MAX) })

photosApi.get('/:mediaId/products', async (c) => {
  const mediaId = c.req.param('mediaId')
  if (!PHOTO_ID.test(mediaId)) throw new ApiError('PHOTO404')
  const products = await shopPhoto(c, mediaId)
  sharePublicly(c, 60)
  return c.json({ products })
})

photosApi.post('/:mediaId/reports', async (c) => {
  const mediaId = c.req.param('mediaId')
  if (!PHOTO_ID.test(mediaId)) throw new ApiError('PHOTO404')
  const { reason } = await readCall(c, PhotoReportSchema)
  await reportPhoto(c, mediaId, reason)
  return c.json({ reported: true })
})

export const photoSetsApi = new Hono<AppEnv>().post('/', async (c) => {
  const { photos } = await readCall(c, SetSchema)
  const id = await savePhotoSet(c, photos)
  return c.json({ id, url: photoSetPath(c.var.locale.code, id) })
})
