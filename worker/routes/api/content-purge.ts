/**
 * `POST /api/content/purge`: the content service tells the shop what it has just published, and the cached
 * copies of those documents are deleted from KV for every site and locale that reads them, so the next page view
 * asks the content service again. The call is server to server: it is authenticated by an HMAC signature over
 * the raw body (`worker/purge-signature.ts`), not by an origin, and is mounted ahead of the same-origin guard.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { AUGMENTED_PAGES } from '../../../shared/content'
import { LOCALE_CODES } from '../../../shared/locales'
import { contentPurgeKeys } from '../../cache/purge'
import { logEvent } from '../../context'
import { PURGE_LEDGER_NAME } from '../../purge-ledger'
import { PURGE_SIGNATURE_HEADER, verifyPurgeSignature } from '../../purge-signature'
import type { AppEnv } from '../../types'
import { apiErrorBody } from './responder'

export const contentPurgeApi = new Hono<AppEnv>()

const MAX_BODY_BYTES = 16 * 1024
/** KV operations are limited per invocation; a bigger purge is split by the publisher. */
const MAX_KEYS = 500

const PurgeEnvSchema = z.object({
  CONTENT_PURGE_SECRET: z.string().min(32, 'CONTENT_PURGE_SECRET must be at least 32 characters'),
})

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
  c.header('cache-control', 'no-store')
  const config = PurgeEnvSchema.safeParse(c.env)
  if (!config.success) {
    logEvent(c, 'error', 'content purge is not configured', { issue: config.error.issues[0]?.message })
    return c.json(apiErrorBody(c, 'GEN503', 'Purging is not configured'), 503)
  }
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES)
    return c.json(apiErrorBody(c, 'API413', 'The purge body is too large'), 413)
  const raw = await c.req.text()
  if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES)
    return c.json(apiErrorBody(c, 'API413', 'The purge body is too large'), 413)

  const signature = await verifyPurgeSignature(
    c.req.header(PURGE_SIGNATURE_HEADER),
    raw,
    config.data.CONTENT_PURGE_SECRET,
  )
  if (!signature.ok) {
    logEvent(c, 'warn', 'content purge refused', { reason: signature.reason })
    return c.json(apiErrorBody(c, 'AUT401', 'The purge signature is missing, invalid or stale'), 401)
  }
  // Within its tolerance a signature could be sent again: each is taken once.
  const ledger = c.env.PURGE_LEDGER.get(c.env.PURGE_LEDGER.idFromName(PURGE_LEDGER_NAME))
  if (!(await ledger.take(signature.mac, signature.replayableUntil))) {
    logEvent(c, 'warn', 'content purge refused', { reason: 'replayed' })
    return c.json(apiErrorBody(c, 'PRG409', 'This purge call was already taken'), 409)
  }

  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return c.json(apiErrorBody(c, 'API400', 'The purge body is not JSON'), 400)
  }
  const body = PurgeBodySchema.safeParse(json)
  if (!body.success) {
    const [issue] = body.error.issues
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return c.json(apiErrorBody(c, 'API400', `The purge body is not valid${where}`), 400)
  }

  const keys = await contentPurgeKeys(body.data.documents, body.data)
  if (keys.length > MAX_KEYS)
    return c.json(apiErrorBody(c, 'API400', `A purge may touch at most ${MAX_KEYS} keys; split it`), 400)
  const kv = c.env.UPSTREAM_CACHE
  await Promise.all(keys.map((key) => kv.delete(key)))
  logEvent(c, 'info', 'content purged', { documents: body.data.documents.length, keys: keys.length })
  return c.body(null, 204)
})
