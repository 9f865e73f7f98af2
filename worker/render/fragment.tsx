/**
 * Renders one part of a page (an HTML fragment) for islands that refresh a region in place, with the same
 * providers as a full page. Fragments are never cached by the browser and vary on the header that asks for them.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ShopProvider } from '../../client/i18n'
import { TextProvider } from '../../client/text'
import { FRAGMENT_HEADER } from '../../shared/api-contract'
import type { AppContext } from '../types'

/** The fragment this request asks for, if any. */
export const requestedFragment = (c: AppContext): string | null => c.req.header(FRAGMENT_HEADER) ?? null

export function renderFragment(c: AppContext, element: ReactElement): Response {
  const { brand, t, siteId } = c.var
  const html = renderToString(
    <ShopProvider
      value={{
        brand,
        t,
        siteId,
        flags: { ...c.var.flags, allowFavorites: c.var.favoritesOffered },
        experiments: c.var.experiments,
      }}
    >
      <TextProvider value={t}>{element}</TextProvider>
    </ShopProvider>,
  )
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: FRAGMENT_HEADER,
    },
  })
}
