/**
 * `/api/photos/:mediaId/...`: what a shopper does with a photo in a gallery's lightbox (decision 092). A report
 * names one of the reasons the social media service takes and goes to its moderators; a session reports a photo
 * once (a second report is a conflict, as a review's is). A photo the service no longer has is a 404 that says so.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { PHOTO_ID, PHOTO_REPORT_REASONS } from '../../../shared/content/gallery'
import { ApiError } from '../../services/api-error'
import { onlyOnce } from '../../services/community'
import type { AppEnv } from '../../types'
import { UpstreamError } from '../../upstream/errors'
import { readCall } from './responder'

export const photosApi = new Hono<AppEnv>()

const ReportSchema = z.object({ reason: z.enum(PHOTO_REPORT_REASONS) })

photosApi.post('/:mediaId/reports', async (c) => {
  const mediaId = c.req.param('mediaId')
  if (!PHOTO_ID.test(mediaId)) throw new ApiError('PHOTO404')
  const { reason } = await readCall(c, ReportSchema)
  await onlyOnce(c, 'report', `photo-${mediaId}`, () =>
    c.var.services.social.reportPhoto(mediaId, reason).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) throw new ApiError('PHOTO404')
      throw error
    }),
  )
  return c.json({ reported: true })
})
