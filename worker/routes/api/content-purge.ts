/**
 * `POST /api/content/purge`: the content service tells the shop what it has just published, and the cached
 * copies of those documents are deleted from KV for every site and locale that reads them, so the next page view
 * asks the content service again. The call is server to server: it is authenticated by an HMAC signature over
 * the raw body (`worker/purge-signature.ts`), not by an origin, and is mounted ahead of the same-origin guard.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { AUGMENTED_PAGES } from '../../../shared/content/content'
import { LOCALE_CODES } from '../../../shared/i18n/locales'
import { purgeEntries } from '../../cache/isolate-copies'
import { contentPurgeKeys } from '../../cache/purge'
import { logEvent } from '../../log'
import { PURGE_LEDGER_NAME } from '../../purge-ledger'
import { PURGE_SIGNATURE_HEADER } from '../../purge-signature'
import type { AppEnv } from '../../types'
import { apiErrorBody } from './responder'
import { readSignedCall, type SignedCall } from './signed-call'

export const contentPurgeApi = new Hono<AppEnv>()

/** How the content service signs a purge call, and how large one may be. */
const PURGE_CALL: SignedCall = {
  header: PURGE_SIGNATURE_HEADER,
  secret: 'CONTENT_PURGE_SECRET',
  ledger: PURGE_LEDGER_NAME,
  maxBytes: 16 * 1024,
  what: 'content purge',
}
/** KV operations are limited per invocation; a bigger purge is split by the publisher. */
const MAX_KEYS = 500

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/
const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

const PublishedDocumentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page'), slug: z.string().regex(SLUG) }),
  z.strictObject({ type: z.literal('augmentedpage'), id: z.enum(AUGMENTED_PAGES) }),
  z.strictObject({ type: z.literal('category'), id: z.string().regex(DOCUMENT_ID) }),
  z.strictObject({ type: z.literal('product'), id: z.string().regex(DOCUMENT_ID) }),
  z.strictObject({ type: z.literal('fragment'), id: z.string().regex(DOCUMENT_ID) }),
  z.strictObject({ type: z.literal('menu') }),
  z.strictObject({ type: z.literal('footer') }),
  z.strictObject({ type: z.literal('popups') }),
])

const PurgeBodySchema = z.strictObject({
  documents: z.array(PublishedDocumentSchema).min(1).max(50),
  locales: z
    .array(z.enum(LOCALE_CODES as [string, ...string[]]))
    .min(1)
    .optional(),
  siteIds: z
    .array(z.string().regex(/^[A-Z]{2,5}-[A-Z]{2}$/))
    .min(1)
    .optional(),
})

contentPurgeApi.post('/purge', async (c) => {
  const call = await readSignedCall(c, PURGE_CALL)
  if (call.refusal) return call.refusal
  const body = PurgeBodySchema.safeParse(call.json)
  if (!body.success) {
    const [issue] = body.error.issues
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return c.json(apiErrorBody(c, 'API400', `The purge body is not valid${where}`), 400)
  }

  const keys = await contentPurgeKeys(body.data.documents, body.data)
  if (keys.length > MAX_KEYS)
    return c.json(apiErrorBody(c, 'API400', `A purge may touch at most ${MAX_KEYS} keys; split it`), 400)
  await purgeEntries(c.env.UPSTREAM_CACHE, keys)
  logEvent(c, 'info', 'content purged', { documents: body.data.documents.length, keys: keys.length })
  return c.body(null, 204)
})
