import { BagPage, type BagPageProps } from '../../../client/pages/bag-page'
import type { SavedItem } from '../../../shared/cart'
import { type Cart, type SavedLine, savedNoticeOf } from '../../../shared/cart'
import type { ProductDetails } from '../../../shared/catalogue'
import { parseProductPath } from '../../../shared/page-type'
import { productPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { renderPage } from '../../render/page'
import { getShopperCart } from '../../services/cart'
import { getSavedList } from '../../services/saved-for-later'
import type { AppContext } from '../../types'

/** The style, colour and size a saved item's page URL names (with or without a locale in front). */
function savedVariant(
  item: SavedItem,
): { styleCode: string; colour: string | null; size: string | null } | null {
  let url: URL
  try {
    url = new URL(item.pageUrl, 'https://storefront.invalid')
  } catch {
    return null
  }
  const product = parseProductPath(url.pathname) ?? parseProductPath(`/xx-xx${url.pathname}`)
  if (!product) return null
  return {
    styleCode: product.styleCode,
    colour: url.searchParams.get('colour'),
    size: url.searchParams.get('size'),
  }
}

function savedLine(item: SavedItem, product: ProductDetails | null, locale: string): SavedLine {
  const wanted = savedVariant(item)
  const variant = product?.variants.find((entry) => entry.sku === item.productId)
  const colourCode = variant?.colourCode ?? wanted?.colour ?? null
  const colour = product?.colours.find((entry) => entry.code === colourCode)
  const size = variant?.size ?? wanted?.size ?? null
  const query = new URLSearchParams()
  if (colourCode) query.set('colour', colourCode)
  if (size) query.set('size', size)
  return {
    id: item.itemId,
    name: product?.name ?? item.productId,
    url: product ? `${productPath(locale, product.name, product.styleCode)}?${query}` : null,
    image: colour?.image ?? null,
    colour: colour?.name ?? null,
    size,
    qty: item.qty,
    price: variant?.price ?? null,
    available: item.available && Boolean(variant?.inStock),
  }
}

/**
 * The bag page: the cart's lines (each can be saved for later) and the saved-for-later list (each item can move
 * back to the bag or be removed), all plain forms that work without JavaScript. Read live; never cached.
 */
export async function cartRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  const { catalogue } = c.var.services
  // The cart and the saved list are optional: the page says when one could not be loaded, and the session keeps
  // its id (only an id the service no longer knows is forgotten).
  const [chrome, cart, saved] = await Promise.all([
    loadChrome(c),
    optional(c, 'cart', getShopperCart(c, { supplyCheck: true }), undefined),
    optional(c, 'saved-for-later list', getSavedList(c), undefined),
  ])

  const styles = new Set<string>()
  for (const line of cart?.items ?? []) styles.add(line.masterId)
  const variants = new Map((saved?.items ?? []).map((item) => [item.itemId, savedVariant(item)]))
  for (const wanted of variants.values()) if (wanted) styles.add(wanted.styleCode)
  const products = new Map(
    await Promise.all(
      [...styles].map(
        async (style) =>
          [style, await optional(c, 'bag product', catalogue.getProduct(style), null)] as const,
      ),
    ),
  )
  const notice = new URL(c.req.url).searchParams.get('saved')
  const props: BagPageProps = {
    cart: cart === undefined ? null : (cart as Cart | null),
    cartFailed: cart === undefined,
    colourNames: Object.fromEntries(
      (cart?.items ?? []).map((line) => [
        line.id,
        products.get(line.masterId)?.colours.find((colour) => colour.code === line.colour)?.name ?? null,
      ]),
    ),
    productUrls: Object.fromEntries(
      (cart?.items ?? []).map((line) => [line.id, productPath(locale.code, line.name, line.masterId)]),
    ),
    saved: (saved?.items ?? []).map((item) => {
      const style = variants.get(item.itemId)?.styleCode
      return savedLine(item, (style && products.get(style)) || null, locale.code)
    }),
    savedTotal: saved?.total ?? 0,
    savedFailed: saved === undefined,
    notice: savedNoticeOf(notice),
  }
  return renderPage(c, {
    head: {
      title: t.t('page.cart.title'),
      description: null,
      canonicalPath: c.req.path,
      indexable: false,
      pageType: 'cart',
    },
    chrome,
    page: <BagPage {...props} />,
    noStore: true,
  })
}
