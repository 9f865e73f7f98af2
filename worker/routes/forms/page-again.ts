/**
 * The page again for a form that any page may carry (the newsletter block's, a gallery's photo share). It lives apart
 * from `page-form.ts` because it renders whatever page is at this address, and the pages themselves use the form
 * helpers.
 */
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
import { renderPageAt } from '../pages'
import { pageStatus } from './page-form'

/**
 * The page at this address again, for a form that any page may carry (the newsletter block's, a gallery's photo
 * share), with its refusal's status. It holds what one shopper typed, so no shared cache keeps it, whatever the page
 * itself allows.
 *
 * @example return pageAgain(c, refusal)
 */
export async function pageAgain(c: AppContext, refusal: Refusal): Promise<Response> {
  const page = await renderPageAt(c)
  const headers = new Headers(page.headers)
  headers.set('cache-control', 'private, no-store')
  return new Response(page.body, { status: pageStatus(refusal), headers })
}
