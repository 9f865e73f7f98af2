/**
 * An editor's preview session (decision 006): the token, posted in a body (never a URL), is checked and kept in the
 * editor's session as its preview grant, until it expires or the editor ends it. The token never goes back to the
 * browser.
 */
import { verifyPreviewToken } from '../preview'
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/** Starts the preview session the token grants, and answers who issued it and until when; refuses a bad token. */
export async function startPreviewSession(c: AppContext, token: string) {
  const claims = await verifyPreviewToken(token, c.var.config.PREVIEW_SECRET)
  if (!claims) throw new ApiError('PREVIEW_TOKEN_INVALID')
  await c.var.session.change({ kind: 'preview', grant: { token, exp: claims.exp } })
  return { editor: claims.sub, expiresAt: new Date(claims.exp * 1000).toISOString() }
}
