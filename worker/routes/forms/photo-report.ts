/**
 * The report form of a photo's own page (decision 114): the lightbox's report as a plain form, with the same reasons
 * and the same call (`reportPhoto`: once a session, the record taken back when the service does not take it). Sent,
 * the page again with the thanks (`?report=sent`, the way back kept); refused, the page again at its own address
 * with the reason as chosen and the refusal at the reasons: already reported, or the service failed, which loses
 * nothing. A photo the service no longer has is the 404 page.
 */
import { HTTPException } from 'hono/http-exception'
import { PHOTO_ID } from '../../../shared/content/gallery'
import { reportPhoto } from '../../services/photos'
import type { AppContext } from '../../types'
import { PhotoReportSchema } from '../inputs'
import { photoReportedPath, renderPhotoPage } from '../pages/photo'
import { answerForm, pageStatus } from './page-form'

export function photoReportAction(c: AppContext, mediaId: string): Promise<Response> {
  if (!PHOTO_ID.test(mediaId)) throw new HTTPException(404, { message: 'Not a photo id' })
  return answerForm(c, {
    schema: PhotoReportSchema,
    act: async ({ reason }) => {
      await reportPhoto(c, mediaId, reason)
      return c.redirect(photoReportedPath(c, mediaId), 303)
    },
    refused: (refusal, typed) =>
      renderPhotoPage(c, mediaId, {
        reason: typed.get('reason') ?? undefined,
        error: refusal.detail.fields?.reason ?? refusal.message,
        status: pageStatus(refusal),
      }),
  })
}
