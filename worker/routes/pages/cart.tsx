import type { PriceAdjustmentToolsProps } from '../../../client/components/price-adjustment-tools'
import type { BagNotice, BagProps } from '../../../client/islands/bag'
import { topFlashesOf } from '../../../client/islands/bag/flashes'
import { BagPage, type BagPageProps } from '../../../client/pages/bag-page'
import type { Cart, CartLine, SavedItem, SavedLine } from '../../../shared/bag/cart'
import { lastAddedCategory } from '../../../shared/bag/line-details'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import type { MessageKey } from '../../../shared/i18n/i18n'
import { STORE_ID } from '../../../shared/ids'
import { parseProductPath } from '../../../shared/page-type'
import {
  accountLinkFrom,
  cartPath,
  checkoutPath,
  homePath,
  productPath,
  signInPath,
  signUpPath,
} from '../../../shared/routes'
import type { Store } from '../../../shared/stores/stores'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { logEvent } from '../../log'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { getShipmentMethods, readShopperCart } from '../../services/cart'
import { getSavedList } from '../../services/saved-for-later'
import { expressOffer } from '../../services/wallet'
import type { AppContext } from '../../types'
import { type BagFormRefusal, bagFormReturn, mergeNoticesOf, priceChangeNotice } from './bag-notices'
import { type BagStoreChangeToConfirm, searchStores, storeChangeOf } from './bag-stores'

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

/**
 * A bag line's product page, in this page's locale: named by the slug the cart service gives the line (else the
 * one of the page it was added from, else its name's), in the line's colourway (the service's `masterId2`, else
 * its colour) and size, with what else the page it was added from asked for. A personalised line carries its
 * recipe (spec 2 §2).
 */
function linePath(locale: string, line: CartLine): string {
  const from = line.pdpUrl ? new URL(line.pdpUrl, 'https://storefront.invalid') : null
  const page = from ? parseProductPath(from.pathname) : null
  const sameStyle = page !== null && page.styleCode === line.masterId
  const query = new URLSearchParams(sameStyle && from ? from.search : '')
  const colour = colourwayOf(line) ?? line.colour
  if (colour) query.set('colour', colour)
  if (line.size) query.set('size', line.size)
  if (line.custom && line.recipeId) query.set('recipe', line.recipeId)
  const slug = line.slug ?? (sameStyle ? page.slug : null)
  const path = slug ? `/${locale}/p/${slug}-${line.masterId}` : productPath(locale, line.name, line.masterId)
  return `${path}?${query}`
}

/** The colour of a line's colourway (`masterId2`: its style, then its colour), when the cart service names it. */
const colourwayOf = (line: CartLine): string | null =>
  line.masterId2?.startsWith(line.masterId) && line.masterId2.length > line.masterId.length
    ? line.masterId2.slice(line.masterId.length)
    : null

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
    // As the market reads it (a UK or EU shoe size); the URL above keeps the catalogue's value.
    size: size ? (product?.sizeLabels[size] ?? size) : null,
    qty: item.qty,
    price: variant?.price ?? null,
    available: item.available && Boolean(variant?.inStock),
  }
}

/**
 * The bag page: the cart's lines (each can be saved for later) and the saved-for-later list (each item can move
 * back to the bag or be removed), all plain forms that work without JavaScript, which the page answers itself
 * (`refused`: one of them refused, shown with its refusal and its fields as typed, with the refusal's status). Read
 * live; never cached.
 */
export async function cartRoute(
  c: AppContext,
  refused: BagFormRefusal | null = null,
  status: RenderPageOptions['status'] = 200,
  confirming: BagStoreChangeToConfirm | null = null,
): Promise<Response> {
  const { t, locale } = c.var
  const { catalogue } = c.var.services
  // The cart and the saved list are optional: the page says when one could not be loaded, and the session keeps
  // its id (only an id the service no longer knows is forgotten).
  const read = optional(c, 'cart', readShopperCart(c, { supplyCheck: true, patch: true }), undefined)
  const [chrome, cart, saved, content] = await Promise.all([
    loadChrome(c),
    read,
    // A connected store associate has no saved-for-later list (spec 1 §6).
    c.var.associate ? null : optional(c, 'saved-for-later list', getSavedList(c), undefined),
    // The bag's own content (the augmented page `cart`: returns, delivery), the same for every shopper; its blocks'
    // personalization hears of the cart as this page read it.
    loadOptionalContent(c, 'bag page content', c.var.services.content.getAugmentedPage('cart'), {
      cart: read.then((answer) => answer?.cart ?? null),
    }),
  ])

  // Started beside the products: the category tree may be as slow to come as they are.
  const continuing = continueShoppingPath(c, cart?.cart ?? null)
  const styles = new Set<string>()
  for (const line of cart?.cart?.items ?? []) styles.add(line.masterId)
  const variants = new Map((saved?.items ?? []).map((item) => [item.itemId, savedVariant(item)]))
  for (const wanted of variants.values()) if (wanted) styles.add(wanted.styleCode)
  // Every line's product in one read of the cache, however many lines the bag holds.
  const asked = [...styles]
  const answers = await optional(c, 'bag products', catalogue.getProducts(asked), [])
  const products = new Map(
    await Promise.all(
      asked.map(
        async (style, index) =>
          [style, await optional(c, 'bag product', answers[index] ?? Promise.resolve(null), null)] as const,
      ),
    ),
  )
  const query = new URL(c.req.url).searchParams
  const shopperCart = cart?.cart ?? null
  // The stores the bag names: those its lines are picked up in, and those a change it reports was about.
  const pickupStores = new Set([
    ...(shopperCart?.items.flatMap((line) => line.pickupStoreId ?? []) ?? []),
    ...(shopperCart?.changes.flatMap((change) => change.storeId ?? []) ?? []),
    // The favourite store, which the cart was read with (its stock of each line is in the cart).
    ...(shopperCart?.favouriteStore ? [shopperCart.favouriteStore.id] : []),
    // The store a pickup was just moved to or is being asked about.
    ...(confirming ? [confirming.storeId] : []),
    ...(STORE_ID.test(query.get('store') ?? '') ? [query.get('store') as string] : []),
  ])
  const stores =
    pickupStores.size > 0
      ? await optional(
          c,
          'pickup stores',
          c.var.services.stores.listStores({ country: locale.country }, 50),
          null,
        )
      : null
  const storeOf = (storeId: string | null): Store | undefined => stores?.find((store) => store.id === storeId)
  const formReturn = bagFormReturn(
    t,
    query,
    refused,
    shopperCart,
    (storeId) => storeOf(storeId)?.name ?? storeId ?? '',
  )
  // A bag the cart service had lost comes back made again from its lines; the shopper is told it had expired, or
  // (an error, spec 2 §8) that it belonged to another sign-in.
  // After a sign-in that merged bags (`?cart=merged`), the merge's notices stand together above the bag: the
  // merge, what its stock check changed (`stock`) and the lists that joined the account's (`lists`, decision 047).
  const mergeNotices = mergeNoticesOf(t, query)
  const notice: BagNotice | null =
    (mergeNotices.length > 0 ? null : formReturn.notice) ??
    (cart?.lost === 'invalidCustomer'
      ? { kind: 'error', text: t.t('auth.invalidCustomerCart'), itemId: null }
      : cart?.recreated
        ? { kind: 'info', text: t.t('error.cartExpired'), itemId: null }
        : null) ??
    // Read priced again (decision 089): a line whose price changed since the shopper last saw it says so.
    priceChangeNotice(t, shopperCart)
  const favourite = shopperCart?.favouriteStore ? storeOf(shopperCart.favouriteStore.id) : undefined
  // Without JavaScript, "Pick up in store" searches around the shopper's own store first.
  if (favourite && query.has('pickup') && !query.has('near')) query.set('near', favourite.postalCode)
  const storeSearch = await searchStores(c, query, shopperCart)
  // Without JavaScript, the home shipment's "Change" asks for the bag with its shipping method dialog open.
  const shipmentChoice =
    query.get('shipping') === 'me' && shopperCart?.shipment
      ? { methods: await optional(c, 'shipment methods', getShipmentMethods(c, 'me'), null) }
      : null
  const signedIn = (await c.var.session.read()).customer !== undefined
  const bag: BagProps | null =
    shopperCart && shopperCart.items.length > 0
      ? {
          locale: locale.code,
          bcp47: locale.bcp47,
          cart: shopperCart,
          lines: Object.fromEntries(
            shopperCart.items.map((line) => {
              const product = products.get(line.masterId)
              return [
                line.id,
                {
                  url: linePath(locale.code, line),
                  colour: product?.colours.find((colour) => colour.code === line.colour)?.name ?? null,
                  store: storeOf(line.pickupStoreId)?.name ?? null,
                  storePostalCode: storeOf(line.pickupStoreId)?.postalCode ?? null,
                },
              ]
            }),
          ),
          notice,
          checkoutPath: checkoutPath(locale.code),
          storeNames: Object.fromEntries(
            [...pickupStores].flatMap((id) => {
              const name = storeOf(id)?.name
              return name ? [[id, name]] : []
            }),
          ),
          bagPath: cartPath(locale.code),
          storeSearch,
          coupon: formReturn.coupon,
          giftCard: formReturn.giftCard,
          giftForm: formReturn.giftForm,
          canSaveForLater: !c.var.associate,
          inStore: Boolean(c.var.associate),
          today: new Date().toISOString().slice(0, 10),
          storeChange: storeChangeOf(query, shopperCart, confirming, (id) => storeOf(id)?.name ?? id ?? ''),
          shipmentChoice,
          toastDelay: c.var.config.TOAST_DISMISS_MS,
          membership: signedIn
            ? null
            : {
                signInPath: accountLinkFrom(signInPath(locale.code), locale.code, cartPath(locale.code)),
                joinPath: accountLinkFrom(signUpPath(locale.code), locale.code, cartPath(locale.code)),
              },
          ...(favourite
            ? { favouriteStore: { id: favourite.id, name: favourite.name, postalCode: favourite.postalCode } }
            : {}),
        }
      : null
  const props: BagPageProps = {
    bag,
    continueShopping: await continuing,
    cartFailed: cart === undefined,
    emptyNotice: bag ? null : notice,
    emptyFlashes: !bag && shopperCart ? topFlashesOf(shopperCart, t) : [],
    saved: (saved?.items ?? []).map((item) => {
      const style = variants.get(item.itemId)?.styleCode
      return savedLine(item, (style && products.get(style)) || null, locale.code)
    }),
    savedTotal: saved?.total ?? 0,
    savedFailed: saved === undefined,
    savedOffered: !c.var.associate,
    adjustTools: c.var.associate && shopperCart ? adjustToolsOf(c, shopperCart, query, refused) : null,
    notice: formReturn.saved,
    mergeNotices,
    express: null,
    // An empty bag suggests products (not when the bag could not be read: it may not be empty).
    suggestions: bag || cart === undefined ? [] : await suggestedProducts(c),
  }
  // Express checkout: offered only with the feature on, to a signed-in shopper with a main card and address.
  const offer = bag
    ? await expressOffer(c).catch((error: unknown) => {
        logEvent(c, 'warn', 'express checkout offer unavailable', { error: String(error) })
        return null
      })
    : null
  if (offer)
    props.express = {
      action: cartPath(locale.code),
      cardLabel: t.t('wallet.card.label', offer.card),
    }
  return renderPage(c, {
    head: privateHead(t.t('page.cart.title'), c.req.path, 'cart'),
    chrome,
    blockEnvironment: content.blockEnvironment,
    page: <BagPage {...props} blocks={content.blocks} />,
    noStore: true,
    status,
  })
}

/**
 * Where the bag's "Continue shopping" goes: the category of the line added last (its trail's last step, as the cart
 * service names it), at its address in the catalogue's tree; the home page when no line names one the tree knows.
 */
async function continueShoppingPath(c: AppContext, cart: Cart | null): Promise<string> {
  const category = cart ? lastAddedCategory(cart.items) : null
  const categories = category
    ? await optional(c, 'categories', c.var.services.catalogue.getCategories(), null)
    : null
  return (category && categories?.[category.id]?.url) || homePath(c.var.locale.code)
}

const ADJUST_NOTICES = {
  added: 'associate.adjust.added',
  changed: 'associate.adjust.changed',
  removed: 'associate.adjust.removed',
} as const
const ADJUST_ERRORS: Partial<Record<string, MessageKey>> = {
  PRC400: 'associate.adjust.error.value',
  PRC409: 'associate.adjust.error.exists',
  PRC404: 'associate.adjust.error.gone',
  GWP405: 'associate.adjust.error.line',
  ORD404: 'associate.adjust.error.line',
}

/**
 * In-store mode's price adjustment panel: the lines that can take one, those applied, and a form's outcome
 * (`?adjust=added`) or refusal.
 */
function adjustToolsOf(
  c: AppContext,
  cart: Cart,
  query: URLSearchParams,
  refused: BagFormRefusal | null,
): PriceAdjustmentToolsProps {
  const { t } = c.var
  const adjusting =
    refused?.intent === 'addPriceAdjustment' ||
    refused?.intent === 'changePriceAdjustment' ||
    refused?.intent === 'removePriceAdjustment'
  const outcome = adjusting ? refused.refusal.errorId : refused ? '' : (query.get('adjust') ?? '')
  // A refused change whose value was at fault comes back at its own form; any other refusal is the panel's notice.
  const changeRefusal =
    refused?.intent === 'changePriceAdjustment' && (outcome === 'PRC400' || outcome === 'API400')
      ? {
          adjustmentId: refused.typed.get('adjustmentId') ?? '',
          type: refused.typed.get('type') ?? '',
          value: refused.typed.get('value') ?? '',
          reasonCode: refused.typed.get('reasonCode') ?? '',
          message: t.t('associate.adjust.error.value'),
        }
      : null
  const names = new Map(cart.items.map((line) => [line.id, line.name]))
  const error = ADJUST_ERRORS[outcome]
  return {
    action: cartPath(c.var.locale.code),
    lines: cart.items
      .filter((line) => !line.bonus && !line.digital)
      .map((line) => ({ id: line.id, name: line.name })),
    adjustments: cart.adjustments.map((adjustment) => ({
      id: adjustment.id,
      line: adjustment.itemId ? (names.get(adjustment.itemId) ?? null) : null,
      amount: t.money(adjustment.amount, cart.currency),
      reason: adjustment.reason,
      reasonCode: adjustment.reasonCode,
      type: adjustment.type,
      value: adjustment.value === null ? null : String(adjustment.value),
    })),
    notice:
      outcome in ADJUST_NOTICES
        ? { kind: 'success', text: t.t(ADJUST_NOTICES[outcome as keyof typeof ADJUST_NOTICES]) }
        : changeRefusal
          ? null
          : error && outcome !== 'PRC400'
            ? { kind: 'error', text: t.t(error) }
            : outcome === 'ASSOCIATE_ONLY' || outcome === 'API400'
              ? { kind: 'error', text: t.t('associate.adjust.error.value') }
              : null,
    valueError: outcome === 'PRC400' && !changeRefusal ? t.t('associate.adjust.error.value') : null,
    changeRefusal,
  }
}
