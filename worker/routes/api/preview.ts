/**
 * Starting and ending an editor's preview session: the token is posted in a body (never a URL), checked, and kept
 * in the editor's session as its preview grant, until it expires or the editor ends it. The token never goes
 * back to the browser.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { verifyPreviewToken } from '../../preview'
import { ApiError } from '../../services/api-error'
import type { AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const previewApi = new Hono<AppEnv>()

const PreviewSessionSchema = z.object({ token: z.string().trim().min(1).max(1024) })

previewApi.post('/session', async (c) => {
  const input = await readInput(c, PreviewSessionSchema, { param: 'previewSession' })
  const { token } = input.data
  const claims = await verifyPreviewToken(token, c.var.config.PREVIEW_SECRET)
  if (!claims)
    throw new ApiError('PREVIEW_TOKEN_INVALID', { text: 'The preview token is not valid or has expired' })
  await c.var.session.change({ kind: 'preview', grant: { token, exp: claims.exp } })
  return answer(c, input, { editor: claims.sub, expiresAt: new Date(claims.exp * 1000).toISOString() })
})

previewApi.delete('/session', async (c) => {
  if ((await c.var.session.read()).preview) await c.var.session.change({ kind: 'preview', grant: null })
  return c.body(null, 204)
})
