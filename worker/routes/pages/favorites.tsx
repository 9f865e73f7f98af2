import { HTTPException } from 'hono/http-exception'
import { FavoritesPage } from '../../../client/pages/favorites-page'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { favoritesOffered, favoritesPages } from '../../services/favorites'
import { favouriteStoreName } from '../../services/stores'
import type { AppContext } from '../../types'
import { pageAsked, pastLastPage } from './paging'

const SHARE_TOKEN = /^[a-f0-9]{32}$/

/**
 * `/{locale}/favorites` (the shopper's list, optional: the page says when it cannot be loaded) and
 * `/{locale}/favorites/shared/{token}` (read-only; critical: an unknown link is a 404). The list's forms, and the
 * product page's "Add to favorites", post to the list (worker/routes/forms/favorites.ts).
 */
export const favoritesRoute = (c: AppContext, rest: readonly string[]) => renderFavorites(c, rest)

/** The favorites page; the shopper's list with why a form was refused, when it was. */
export async function renderFavorites(
  c: AppContext,
  rest: readonly string[],
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  if (!favoritesOffered(c)) throw new HTTPException(404, { message: 'Favorites are not offered here' })
  const [section, token, ...more] = rest
  const shared = section === 'shared' && token !== undefined && SHARE_TOKEN.test(token) && more.length === 0
  if (section !== undefined && !shared) throw new HTTPException(404, { message: 'No such favorites page' })
  const { wishlists } = c.var.services
  const chromeLoad = loadChrome(c)
  const page = shared ? 1 : pageAsked(c)
  // The shopper's own list is read with their store (decision 082): each item says whether the store holds it.
  const { favoriteId, favStoreId } = await c.var.session.read()
  const list = shared
    ? wishlists.getShared(token as string)
    : favoriteId
      ? optional(c, 'favorites', wishlists.getFavorites(favoriteId, page, favStoreId), undefined)
      : null
  const storeName =
    !shared && favoriteId && favStoreId
      ? optional(c, 'favourite store', favouriteStoreName(c, favStoreId), null)
      : null
  const [chrome, found, store] = await Promise.all([chromeLoad, list, storeName])
  if (shared && !found) throw new HTTPException(404, { message: 'Unknown share link' })
  const pages = favoritesPages(c, page, found?.total ?? 0)
  // Past the last page (a favourite removed elsewhere, an old link): the last page there is.
  const past = found?.items.length === 0 ? pastLastPage(c, page, pages.count) : null
  if (past) return past
  const shareToken = c.req.query('share')
  const suggestions =
    found !== undefined && (found?.items.length ?? 0) === 0 ? await suggestedProducts(c) : []
  return renderPage(c, {
    head: privateHead(c.var.t.t(shared ? 'favorites.sharedTitle' : 'favorites.title'), c.req.path),
    chrome,
    page: (
      <FavoritesPage
        items={found?.items ?? []}
        storeName={found?.favouriteStoreId ? store : null}
        readOnly={shared}
        degraded={found === undefined}
        suggestions={suggestions}
        refusal={refusal}
        total={found?.total ?? 0}
        pages={pages}
        shareUrl={
          !shared && shareToken && SHARE_TOKEN.test(shareToken)
            ? `${new URL(c.req.url).origin}/${c.var.locale.code}/favorites/shared/${shareToken}`
            : null
        }
      />
    ),
    noStore: true,
    status,
  })
}
