import { HTTPException } from 'hono/http-exception'
import { FavoritesPage } from '../../client/pages/favorites-page'
import { loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

const SHARED = /^favorites\/shared\/([a-f0-9]{32})$/

/** `/{locale}/favorites` (the shopper's list) and `/{locale}/favorites/shared/{token}` (read-only). */
export async function favoritesRoute(c: AppContext, slug: string): Promise<Response> {
  if (!c.var.config.allowFavorites)
    throw new HTTPException(404, { message: 'Favorites are not offered here' })
  const { wishlists } = c.var.services
  const token = SHARED.exec(slug)?.[1]
  if (slug !== 'favorites' && !token) throw new HTTPException(404, { message: 'No such favorites page' })
  const favoriteId = token ? undefined : (await c.var.session.read()).favoriteId
  const [chrome, list] = await Promise.all([
    loadChrome(c),
    token
      ? wishlists.getShared(token)
      : favoriteId
        ? wishlists.getFavorites(favoriteId)
        : Promise.resolve(null),
  ])
  if (token && !list) throw new HTTPException(404, { message: 'Unknown share link' })
  const shareToken = new URL(c.req.url).searchParams.get('share')
  const origin = new URL(c.req.url).origin
  const response = renderPage(c, {
    head: {
      title: c.var.t.t(token ? 'favorites.sharedTitle' : 'favorites.title'),
      description: null,
      canonicalPath: c.req.path,
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: (
      <FavoritesPage
        items={list?.items ?? []}
        readOnly={Boolean(token)}
        shareUrl={
          !token && shareToken && /^[a-f0-9]{32}$/.test(shareToken)
            ? `${origin}/${c.var.locale.code}/favorites/shared/${shareToken}`
            : null
        }
      />
    ),
  })
  response.headers.set('cache-control', 'private, no-store')
  return response
}
