/** Wire shapes of the social media service (spec 2 §7): its root, pages of media, and a photo's streams. */
import * as z from 'zod'
import { PHOTO_ID } from '../../../shared/content/gallery'

/** Every answer comes as `{ metadata, data }`. */
const envelope = <S extends z.ZodType>(data: S) =>
  z.object({ metadata: z.object({ code: z.number().int() }).optional(), data })

const SocialImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export const SocialStreamSchema = z.object({
  id: z.string(),
  tag_key: z.string(),
  name: z.string(),
})
export type SocialStream = z.infer<typeof SocialStreamSchema>

export const SocialMediaSchema = z.object({
  id: z.string().regex(PHOTO_ID),
  type: z.string(),
  caption: z.string().max(2200).catch(''),
  date_submitted: z.string().optional(),
  user: z.object({ id: z.string(), username: z.string() }),
  images: z.object({ thumbnail: SocialImageSchema, normal: SocialImageSchema }),
  streams: z.array(SocialStreamSchema).catch([]),
})
export type SocialMedia = z.infer<typeof SocialMediaSchema>

/** One photo by its id (`GET /media/{mediaId}`, decision 114), as the lists give it. */
export const SocialMediaOneSchema = envelope(SocialMediaSchema)

export const SocialMediaPageSchema = envelope(
  z.object({
    media: z.array(SocialMediaSchema),
    paging: z.object({
      page: z.number().int().min(1),
      count: z.number().int().min(1),
      total: z.number().int().min(0),
      pages: z.number().int().min(1),
    }),
  }),
)
export type SocialMediaPage = z.infer<typeof SocialMediaPageSchema>

export const SocialRootSchema = envelope(
  z.object({ customer: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), name: z.string() }) }),
)
export type SocialRoot = z.infer<typeof SocialRootSchema>

/** A report the service received (`POST /media/{mediaId}/reports`): a moderator looks at the photo next. */
export const SocialReportSchema = envelope(z.object({ id: z.string(), status: z.string() }))

/** A shopper registered at the service (`POST /users`), under whose name their uploads go. */
export const SocialUserSchema = envelope(
  z.object({ id: z.string().regex(PHOTO_ID), screen_name: z.string() }),
)

/** An upload the service took (`POST /users/{userId}/media`): it waits for its moderators. */
export const SocialUploadSchema = envelope(z.object({ id: z.string(), status: z.string() }))

/** The products a photo shows (`GET /media/{mediaId}/streams`): its streams. */
export const SocialMediaStreamsSchema = envelope(z.object({ streams: z.array(SocialStreamSchema) }))
export type SocialMediaStreams = z.infer<typeof SocialMediaStreamsSchema>

/** A set of photos the service saved (`POST /stashes`), under the id it answers. */
export const SocialStashSavedSchema = envelope(z.object({ id: z.string().regex(PHOTO_ID) }))

/** A saved set read back by its id (`GET /stashes/{stashId}`, decision 106): its photos, as the lists give them. */
export const SocialStashSchema = envelope(
  z.object({ id: z.string().regex(PHOTO_ID), media: z.array(SocialMediaSchema) }),
)
export type SocialStash = z.infer<typeof SocialStashSchema>
