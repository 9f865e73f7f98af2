/**
 * Starting and ending an editor's preview session (worker/services/preview.ts), for the preview tool's script; its
 * plain form posts to the tool's own page (worker/routes/forms/preview-tool.ts). The token never goes back to the
 * browser.
 */
import { Hono } from 'hono'
import { startPreviewSession } from '../../services/preview'
import type { AppEnv } from '../../types'
import { PreviewSessionSchema } from '../inputs'
import { readCall } from './responder'

export const previewApi = new Hono<AppEnv>()

previewApi.post('/session', async (c) => {
  const { token } = await readCall(c, PreviewSessionSchema)
  return c.json(await startPreviewSession(c, token))
})

previewApi.delete('/session', async (c) => {
  if ((await c.var.session.read()).preview) await c.var.session.change({ kind: 'preview', grant: null })
  return c.body(null, 204)
})
