/**
 * Starting and ending an editor's preview session: the token is posted in a form body (never a URL), checked,
 * and kept in an HttpOnly cookie that expires with it.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { PREVIEW_COOKIE, verifyPreviewToken } from '../preview'
import type { AppEnv } from '../types'
import { apiErrorBody } from './api-errors'

export const previewApi = new Hono<AppEnv>()

const PreviewSessionSchema = z.object({ token: z.string().min(1).max(1024) })

previewApi.post(
  '/session',
  zValidator('form', PreviewSessionSchema, (result, c) => {
    if (!result.success) return c.json(apiErrorBody(c, 'API400', 'A preview token is required'), 400)
  }),
  async (c) => {
    const { token } = c.req.valid('form')
    const claims = await verifyPreviewToken(token, c.var.config.PREVIEW_SECRET)
    if (!claims)
      return c.json(apiErrorBody(c, 'AUT401', 'The preview token is not valid or has expired'), 401)
    setCookie(c, PREVIEW_COOKIE, token, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:' || c.var.config.ENVIRONMENT === 'production',
      sameSite: 'Strict',
      path: '/',
      expires: new Date(claims.exp * 1000),
    })
    c.header('cache-control', 'private, no-store')
    return c.json({ editor: claims.sub, expiresAt: new Date(claims.exp * 1000).toISOString() })
  },
)

previewApi.delete('/session', (c) => {
  deleteCookie(c, PREVIEW_COOKIE, { path: '/' })
  return c.body(null, 204)
})
