/**
 * A shopper's own photo of a product, from the product's gallery (decision 104). The gallery's form posts to the
 * page it is on, named by `?form=photo`, as the newsletter block's does (decision 074), and as a multipart body: a
 * picture is larger than any other form's body, so this action reads it itself, within `PHOTO_SHARE_MAX_BODY`. The
 * fields are checked first (the picture by its first bytes), then the client address's limit is counted, and only
 * then is the social media service asked: the shopper registered, the picture uploaded for its moderators. Success
 * goes back to the gallery (named in the query, `&gallery=`) with `?photo=sent`; a refusal is the page again at its own address with what was typed
 * (never the picture, which a browser cannot be given back) and each message at its field.
 */

import {
  checkPhotoShare,
  PHOTO_GALLERY_PARAM,
  PHOTO_SENT_PARAM,
  PHOTO_SHARE_FIELDS,
  PHOTO_SHARE_MAX_BODY,
  type PhotoShareInput,
  pictureType,
} from '../../../shared/content/photo-share'
import { STYLE_CODE } from '../../../shared/ids'
import { clientAddress } from '../../client-address'
import { logEvent } from '../../log'
import { ApiError } from '../../services/api-error'
import { isThrottled } from '../../services/rate-limits'
import type { AppContext } from '../../types'
import { UpstreamError } from '../../upstream/errors'
import { refusalOf } from '../api/responder'
import { pageAgain } from './page-again'
import { fieldErrors } from './page-form'

/** A gallery's element id, as the page names it: the way back goes to it. */
const CONTAINER_ID = /^[A-Za-z0-9_-]{1,100}$/

const text = (form: FormData | null, name: string) => {
  const value = form?.get(name)
  return typeof value === 'string' ? value : ''
}

/** The form, read from a multipart body no larger than a share may be; the refusals thrown as `ApiError`. */
async function readForm(c: AppContext): Promise<FormData> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'multipart/form-data') throw new ApiError('BODY_TYPE_UNREAD')
  // A browser always says how large a form is; a body that does not is not read.
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (!(declared <= PHOTO_SHARE_MAX_BODY)) throw new ApiError('PHOTO_SHARE_TOO_LARGE')
  return c.req.raw.formData().catch(() => {
    throw new ApiError('API400', { text: 'The form could not be read' })
  })
}

/** The share's fields, checked (the picture by its first bytes); each field's problem thrown as one refusal. */
async function checkedShare(
  form: FormData,
): Promise<PhotoShareInput & { photo: NonNullable<PhotoShareInput['photo']> }> {
  const file = form.get('photo')
  const picture = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null
  const input = {
    caption: text(form, 'caption'),
    handle: text(form, 'handle'),
    email: text(form, 'email'),
    terms: text(form, 'terms') === 'on',
  }
  const photoType = picture ? pictureType(picture) : null
  const problems = checkPhotoShare({
    ...input,
    photo: picture ? { size: picture.byteLength, type: photoType } : null,
  })
  if (Object.keys(problems).length > 0 || !picture || !photoType)
    throw new ApiError('PHOTO_SHARE_INVALID', { fields: problems })
  return { ...input, photo: { bytes: picture, type: photoType } }
}

/** Shares the photo with the social media service, once the client address's count allows it. */
async function share(
  c: AppContext,
  masterId: string,
  input: PhotoShareInput & { photo: NonNullable<PhotoShareInput['photo']> },
): Promise<void> {
  if (await isThrottled(c, [[c.env.PHOTO_SHARE_ADDRESS_LIMIT, clientAddress(c)]]))
    throw new ApiError('PHOTO_SHARE_THROTTLED')
  try {
    const upload = await c.var.services.social.sharePhoto({
      handle: input.handle.trim().toLowerCase(),
      email: input.email.trim(),
      caption: input.caption.trim(),
      masterId,
      picture: input.photo,
    })
    logEvent(c, 'info', 'photo shared', { masterId, upload: upload.id, status: upload.status })
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500)
      throw new ApiError('PHOTO_SHARE_REFUSED')
    if (error instanceof UpstreamError) throw new ApiError('PHOTO_SHARE_UNAVAILABLE')
    throw error
  }
}

export async function photoShareAction(c: AppContext): Promise<Response> {
  const gallery = c.req.query(PHOTO_GALLERY_PARAM) ?? ''
  const containerId = CONTAINER_ID.test(gallery) ? gallery : ''
  const anchor = containerId ? `#${containerId}` : ''
  let form: FormData | null = null
  try {
    form = await readForm(c)
    const masterId = text(form, 'masterId')
    if (!STYLE_CODE.test(masterId)) throw new ApiError('API400', { text: 'The form names no product' })
    await share(c, masterId, await checkedShare(form))
    return c.redirect(`${c.req.path}?${PHOTO_SENT_PARAM}=sent${anchor}`, 303)
  } catch (error) {
    const refusal = refusalOf(c, error)
    const errors = fieldErrors(refusal, PHOTO_SHARE_FIELDS)
    c.set('photoShareRefused', {
      containerId,
      // Given back cut to what each field holds, or a little more, so its message still applies.
      caption: text(form, 'caption').slice(0, 600),
      handle: text(form, 'handle').slice(0, 40),
      email: text(form, 'email').slice(0, 201),
      terms: text(form, 'terms') === 'on',
      // The fields refused: a summary atop the form, each message at its field; one field's refusal (a picture too
      // large, or one the service would not take) at that field alone; any other atop the form.
      notice:
        Object.keys(errors).length === 0 || refusal.errorId === 'PHOTO_SHARE_INVALID'
          ? refusal.message
          : null,
      errors,
    })
    const page = await pageAgain(c, refusal)
    // The page is a new answer: it carries the wait a limit asked for, as the `/api` refusal does.
    const retryAfter = c.res.headers.get('retry-after')
    if (retryAfter) page.headers.set('retry-after', retryAfter)
    return page
  }
}
