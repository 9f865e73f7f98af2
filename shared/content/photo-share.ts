/**
 * A shopper's own photo of a product, shared from the product's gallery (decision 104): the rules the form's
 * fields follow, checked by the worker before anything reaches the social media service, and what the gallery
 * shows of the form (sent, or refused with what was typed). The photo itself is checked by its first bytes, not
 * by the name or type the browser gave it.
 */
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail } from '../validation'

/** The query that names the form on the page it posts to (`?form=photo`), as the newsletter block's is named. */
export const PHOTO_SHARE_FORM = 'photo'

/** The query that names the gallery the form was sent from (`&gallery=pdp-photos`): its refusal goes back there. */
export const PHOTO_GALLERY_PARAM = 'gallery'

/** The query the way back carries once a photo is sent (`?photo=sent`): an outcome, nothing typed. */
export const PHOTO_SENT_PARAM = 'photo'

/** Pictures the service takes, as the file input offers them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** A picture's largest size: a phone's photo at full resolution. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024

/** The largest body a share may be: the picture and the form's other fields. */
export const PHOTO_SHARE_MAX_BODY = PHOTO_MAX_BYTES + 16 * 1024

export const PHOTO_CAPTION_MAX = 500

/** A screen name as the service takes it: 2 to 30 lowercase letters, digits, dots and underscores. */
export const PHOTO_HANDLE = /^[a-z0-9._]{2,30}$/

export type PhotoShareField = 'photo' | 'caption' | 'handle' | 'email' | 'terms'

export const PHOTO_SHARE_FIELDS: readonly PhotoShareField[] = ['photo', 'caption', 'handle', 'email', 'terms']

/** What the form's fields hold once read: the picture's bytes and its type, as its first bytes say. */
export interface PhotoShareInput {
  photo: { bytes: Uint8Array; type: PhotoType } | null
  caption: string
  handle: string
  email: string
  terms: boolean
}

/**
 * The type of a picture by its first bytes (JPEG, PNG or WebP), or null for anything else: a name or a type the
 * browser gave can say anything.
 */
export function pictureType(bytes: Uint8Array): PhotoType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** Each field's problem, by the message that says it; none when the share may go to the service. */
export function checkPhotoShare(
  input: Omit<PhotoShareInput, 'photo'> & { photo: { size: number; type: PhotoType | null } | null },
): Partial<Record<PhotoShareField, MessageKey | { key: MessageKey; params: Record<string, number> }>> {
  const problems: Partial<
    Record<PhotoShareField, MessageKey | { key: MessageKey; params: Record<string, number> }>
  > = {}
  if (!input.photo || input.photo.size === 0) problems.photo = 'photoShare.error.photoRequired'
  else if (input.photo.size > PHOTO_MAX_BYTES)
    problems.photo = { key: 'photoShare.error.photoTooLarge', params: { max: PHOTO_MAX_BYTES / 1024 / 1024 } }
  else if (!input.photo.type) problems.photo = 'photoShare.error.photoType'
  const caption = input.caption.trim()
  if (caption.length === 0) problems.caption = 'photoShare.error.captionRequired'
  else if ([...caption].length > PHOTO_CAPTION_MAX)
    problems.caption = { key: 'photoShare.error.captionTooLong', params: { max: PHOTO_CAPTION_MAX } }
  const handle = input.handle.trim().toLowerCase()
  if (handle.length === 0) problems.handle = 'photoShare.error.handleRequired'
  else if (!PHOTO_HANDLE.test(handle)) problems.handle = 'photoShare.error.handle'
  if (input.email.trim().length === 0) problems.email = 'photoShare.error.emailRequired'
  else if (!isValidEmail(input.email)) problems.email = 'photoShare.error.email'
  if (!input.terms) problems.terms = 'photoShare.error.terms'
  return problems
}

/** A share the worker refused, for the page it renders again: the fields as typed and each message at its field. */
export interface PhotoShareRefused {
  /** The gallery the form was sent from. */
  containerId: string
  caption: string
  handle: string
  email: string
  /** The terms ticked: they stay ticked. */
  terms: boolean
  /** A refusal that is no one field's (the service, a limit), atop the form. */
  notice: string | null
  errors: Partial<Record<PhotoShareField, string>>
}

/** What a product's gallery shows of the form: for which product, and whether a photo was just sent. */
export interface PhotoShare {
  masterId: string
  /** Where the form posts: the page's own address, the form and its gallery named (`?form=photo&gallery=…`). */
  action: string
  sent: boolean
  refused: PhotoShareRefused | null
}
