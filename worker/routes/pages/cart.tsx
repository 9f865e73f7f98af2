import type { BagGiftCardReturn } from '../../../client/components/bag-gift-cards'
import { customLineLabels } from '../../../client/components/custom-labels'
import { giftFieldsLabels } from '../../../client/components/gift-fields'
import type { PriceAdjustmentToolsProps } from '../../../client/components/price-adjustment-tools'
import type { BagLabels, BagNotice, BagProps, BagStoreSearch } from '../../../client/islands/bag'
import { BagPage, type BagPageProps } from '../../../client/pages/bag-page'
import type { SavedItem } from '../../../shared/cart'
import { type Cart, deliveryChangeTexts, type SavedLine, savedNoticeOf } from '../../../shared/cart'
import type { ProductDetails } from '../../../shared/catalogue'
import { resolveError } from '../../../shared/error-catalogue'
import { GIFT_CARD_PROBLEMS } from '../../../shared/gift-card'
import { GIFT_MAX_LENGTH, type GiftOption } from '../../../shared/gift-option'
import type { MessageKey, Translator } from '../../../shared/i18n'
import { STORE_ID } from '../../../shared/ids'
import { parseProductPath } from '../../../shared/page-type'
import { cartPath, checkoutPath, productPath } from '../../../shared/routes'
import { distanceTemplate } from '../../../shared/store-view'
import type { Store } from '../../../shared/stores'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { logEvent } from '../../log'
import { renderPage } from '../../render/page'
import { readShopperCart } from '../../services/cart'
import { getSavedList } from '../../services/saved-for-later'
import { findStoresWithStock } from '../../services/stores'
import { expressOffer } from '../../services/wallet'
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
    // As the market reads it (a UK or EU shoe size); the URL above keeps the catalogue's value.
    size: size ? (product?.sizeLabels[size] ?? size) : null,
    qty: item.qty,
    price: variant?.price ?? null,
    available: item.available && Boolean(variant?.inStock),
  }
}

/** What a bag form's own outcomes say, and whether they are about the line the form named. */
const OUTCOMES = {
  added: { key: 'bag.notice.added', line: false },
  updated: { key: 'bag.notice.updated', line: true },
  deliveryHome: { key: 'bag.notice.deliveryHome', line: true },
  deliveryPickup: { key: 'bag.notice.deliveryPickup', line: true },
  gift: { key: 'bag.notice.gift', line: true },
  giftRemoved: { key: 'bag.notice.giftRemoved', line: true },
  removed: { key: 'bag.notice.lineRemoved', line: false },
  coupon: { key: 'bag.notice.coupon', line: false },
  couponRemoved: { key: 'bag.notice.couponRemoved', line: false },
  giftCard: { key: 'bag.notice.giftCard', line: false },
  merged: { key: 'bag.notice.merged', line: false },
  giftCardRemoved: { key: 'bag.notice.giftCardRemoved', line: false },
  shipping: { key: 'bag.notice.shipping', line: false },
  giftRestored: { key: 'bag.notice.giftRestored', line: false },
} as const

const ERROR_ID = /^[A-Z][A-Za-z0-9_]{2,40}$/
const NO_GIFT_CARD_RETURN: BagGiftCardReturn = { balance: null, error: null }

/**
 * The notice for a bag form's return (`?cart=<outcome or error id>&item=<line>`): worded by the outcome, or by the
 * error catalogue at the place it says (the line, the coupon field, the top). A quantity the stock refused says
 * how many are left.
 */
function formNotice(
  t: Translator,
  query: URLSearchParams,
  cart: Cart | null,
  storeName: (storeId: string | null) => string,
): { notice: BagNotice | null; couponError: string | null; giftCard: BagGiftCardReturn } {
  const value = query.get('cart')
  const item = query.get('item')
  const line = cart?.items.find((entry) => entry.id === item) ?? null
  const none = { notice: null, couponError: null, giftCard: NO_GIFT_CARD_RETURN }
  if (!value) return none
  if (value === 'giftCardBalance') {
    const balance = Number(query.get('balance'))
    return {
      ...none,
      giftCard: { balance: Number.isFinite(balance) && balance >= 0 ? balance : null, error: null },
    }
  }
  if (value in OUTCOMES) {
    const outcome = OUTCOMES[value as keyof typeof OUTCOMES]
    return {
      notice: {
        kind: 'success',
        text: t.t(outcome.key, { store: storeName(line?.pickupStoreId ?? null) }),
        itemId: outcome.line ? (line?.id ?? null) : null,
      },
      couponError: null,
      giftCard: NO_GIFT_CARD_RETURN,
    }
  }
  if (!ERROR_ID.test(value)) return none
  const resolved = resolveError(value, '')
  const text =
    value === 'INV700' && line?.stock
      ? t.plural('bag.onlyLeftError', line.stock)
      : value === 'ORD404' && item && !line
        ? t.t('bag.notice.gone')
        : t.t(resolved.key ?? 'error.generic', { max: '' })
  if (resolved.placement === 'field' && resolved.field === 'coupon') return { ...none, couponError: text }
  if (resolved.placement === 'giftCard') return { ...none, giftCard: { balance: null, error: text } }
  return {
    ...none,
    notice: { kind: 'error', text, itemId: resolved.placement === 'item' ? (line?.id ?? null) : null },
  }
}

/** The notices of a sign-in's merge (see `cartRoute`); the stock check's count is at most two digits. */
function mergeNoticesOf(t: Translator, query: URLSearchParams): BagPageProps['mergeNotices'] {
  const stock = /^[1-9]\d?$/.test(query.get('stock') ?? '') ? Number(query.get('stock')) : 0
  return [
    { kind: 'success' as const, text: t.t('bag.notice.merged') },
    ...(stock > 0 ? [{ kind: 'info' as const, text: t.plural('lists.stockShort', stock) }] : []),
    ...(query.get('lists') === 'merged' ? [{ kind: 'success' as const, text: t.t('lists.merged') }] : []),
  ]
}

/** Postal codes of every country the shop delivers to (letters, digits, spaces and hyphens). */
const POSTAL_CODE = /^[A-Za-z0-9 -]{2,10}$/

/**
 * The bag's store search without JavaScript (`?pickup=<line>&near=<postal code>`): the stores near the postal code
 * with their stock of the line's variant. Null when no line asks; a postal code that is not one, or that the
 * stores service cannot place, comes back as the search's error.
 */
async function searchStores(
  c: AppContext,
  query: URLSearchParams,
  cart: Cart | null,
): Promise<BagStoreSearch | null> {
  const { t } = c.var
  const line = cart?.items.find((entry) => entry.id === query.get('pickup') && !entry.bonus)
  if (!line) return null
  const near = (query.get('near') ?? '').trim().slice(0, 10)
  if (!near) return { itemId: line.id, near, stores: null, error: null }
  if (!POSTAL_CODE.test(near))
    return { itemId: line.id, near, stores: null, error: t.t('stores.invalidPostalCode') }
  const stores = await optional(
    c,
    'stores near the bag line',
    findStoresWithStock(c, line.masterId, line.productId, {
      postalCode: near,
      country: c.var.locale.country,
    }),
    undefined,
  )
  if (stores === undefined) return { itemId: line.id, near, stores: null, error: t.t('stores.unavailable') }
  return stores === null
    ? { itemId: line.id, near, stores: null, error: t.t('stores.notFound') }
    : { itemId: line.id, near, stores: stores.filter((store) => STORE_ID.test(store.id)), error: null }
}

/**
 * A gift message a bag form was refused with (`?cart=<error id>&item=<line>&gift=edit&giftTo=...`), as the shopper
 * typed it, so the line's form opens again with it and its errors; null when the return is not about one.
 */
function keptGift(query: URLSearchParams, cart: Cart | null): { itemId: string; values: GiftOption } | null {
  const value = query.get('cart')
  const item = query.get('item')
  if (!value || value in OUTCOMES || query.get('gift') !== 'edit') return null
  const line = cart?.items.find((entry) => entry.id === item)
  if (!line) return null
  // The route keeps a value past its limit to one character over; anything longer was not written by the form.
  const kept = (name: string, max: number) => (query.get(name) ?? '').slice(0, max + 1)
  return {
    itemId: line.id,
    values: {
      to: kept('giftTo', GIFT_MAX_LENGTH.to),
      email: kept('giftEmail', GIFT_MAX_LENGTH.email),
      message: kept('giftMessage', GIFT_MAX_LENGTH.message),
    },
  }
}

function bagLabels(t: Translator): BagLabels {
  return {
    linesTitleOne: t.t('page.cart.summary_one'),
    linesTitleOther: t.t('page.cart.summary_other'),
    colour: t.t('product.colour'),
    size: t.t('product.size'),
    quantity: t.t('cart.quantity'),
    update: t.t('bag.update'),
    lineTotal: t.t('bag.lineTotal'),
    onlyLeftOne: t.t('bag.onlyLeft_one'),
    onlyLeftOther: t.t('bag.onlyLeft_other'),
    onlyLeftErrorOne: t.t('bag.onlyLeftError_one'),
    onlyLeftErrorOther: t.t('bag.onlyLeftError_other'),
    flashCut: t.t('bag.flash.cut'),
    flashRemoved: t.t('bag.flash.removed'),
    address: t.t('error.address'),
    remove: t.t('bag.remove'),
    removeLine: t.t('bag.removeLine'),
    removeFailed: t.t('bag.removeFailed'),
    saveForLater: t.t('bag.saveForLater'),
    pickupIn: t.t('bag.pickupIn'),
    deliverInstead: t.t('bag.deliverInstead'),
    delivered: t.t('bag.delivered'),
    summaryTitle: t.t('bag.summaryTitle'),
    deliveryMethod: t.t('bag.deliveryMethod'),
    updateDelivery: t.t('bag.updateDelivery'),
    free: t.t('bag.free'),
    couponLabel: t.t('bag.coupon.label'),
    couponApply: t.t('bag.coupon.apply'),
    couponApplied: t.t('bag.coupon.applied'),
    couponRemove: t.t('bag.coupon.remove'),
    subtotal: t.t('bag.subtotal'),
    discount: t.t('bag.totals.discount'),
    delivery: t.t('bag.totals.delivery'),
    tax: t.t('bag.totals.tax'),
    taxLater: t.t('bag.totals.taxLater'),
    vatIncluded: t.t('bag.totals.vatIncluded'),
    adjustment: t.t('adjust.line'),
    total: t.t('bag.totals.total'),
    promotionsTitle: t.t('bag.promotionsTitle'),
    dismiss: t.t('bag.dismiss'),
    updating: t.t('bag.updating'),
    checkout: t.t('checkout.toCheckout'),
    genericError: t.t('error.generic'),
    originalPrice: t.t('price.original', { price: '' }).trim(),
    pickupInstead: t.t('bag.pickupInstead'),
    changeStore: t.t('bag.changeStore'),
    findStores: t.t('stores.find'),
    systemChanges: deliveryChangeTexts(t),
    orderUpdated: t.t('bag.orderUpdated'),
    changed: t.t('bag.changedMark'),
    storePicker: {
      title: t.t('bag.storePicker.title'),
      close: t.t('blocks.closeDialog'),
      postalCode: t.t('stores.postalCode'),
      find: t.t('stores.find'),
      useLocation: t.t('stores.useLocation'),
      locating: t.t('stores.locating'),
      locationDenied: t.t('stores.locationDenied'),
      invalidPostalCode: t.t('stores.invalidPostalCode'),
      none: t.t('stores.none'),
      results: t.t('stores.results'),
      inStock: t.t('stores.inStock'),
      lowStock: t.t('stores.lowStock'),
      outOfStock: t.t('stores.outOfStock'),
      tooFew: t.t('bag.storePicker.tooFew'),
      distance: distanceTemplate(t),
      pickHere: t.t('stores.pickHere'),
      current: t.t('bag.storePicker.current'),
      genericError: t.t('error.generic'),
    },
    gift: {
      ...giftFieldsLabels(t),
      add: t.t('bag.gift.add'),
      edit: t.t('bag.gift.edit'),
      editRecipient: t.t('egift.edit'),
      saveRecipient: t.t('egift.save'),
      lineTitle: t.t('bag.gift.lineTitle'),
      save: t.t('bag.gift.save'),
      saveMessage: t.t('bag.gift.saveMessage'),
      cancel: t.t('bag.gift.cancel'),
      close: t.t('bag.gift.close'),
      remove: t.t('bag.gift.remove'),
    },
    sentTo: t.t('egift.sentTo'),
    custom: customLineLabels(t),
    notices: {
      updated: t.t('bag.notice.updated'),
      deliveryHome: t.t('bag.notice.deliveryHome'),
      deliveryPickup: t.t('bag.notice.deliveryPickup'),
      gift: t.t('bag.notice.gift'),
      giftRemoved: t.t('bag.notice.giftRemoved'),
      lineRemoved: t.t('bag.notice.lineRemoved'),
      coupon: t.t('bag.notice.coupon'),
      couponRemoved: t.t('bag.notice.couponRemoved'),
      giftCard: t.t('bag.notice.giftCard'),
      giftCardRemoved: t.t('bag.notice.giftCardRemoved'),
      shipping: t.t('bag.notice.shipping'),
    },
    giftCard: {
      title: t.t('bag.giftCard.title'),
      number: t.t('bag.giftCard.number'),
      pin: t.t('bag.giftCard.pin'),
      pinHint: t.t('bag.giftCard.pinHint'),
      check: t.t('bag.giftCard.check'),
      apply: t.t('bag.giftCard.apply'),
      note: t.t('bag.giftCard.note'),
      balanceIs: t.t('payment.balanceIs'),
      pays: t.t('payment.giftCardPays'),
      rewardPays: t.t('reward.pays'),
      remove: t.t('bag.giftCard.remove'),
      removeShort: t.t('bag.remove'),
      remaining: t.t('payment.remaining'),
      genericError: t.t('error.generic'),
      problems: Object.fromEntries(GIFT_CARD_PROBLEMS.map((key) => [key, t.t(key)])),
    },
    giftBadge: t.t('badge.freeGift'),
    giftPrice: t.t('bag.freeGift.price'),
    giftQuantity: t.t('bag.freeGift.quantity'),
    giftRemove: t.t('bag.freeGift.remove'),
    giftAvailable: t.t('bag.freeGift.available'),
    giftRestore: t.t('bag.freeGift.restore'),
    giftRestored: t.t('bag.notice.giftRestored'),
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
    optional(c, 'cart', readShopperCart(c, { supplyCheck: true }), undefined),
    // A connected store associate has no saved-for-later list (spec 1 §6).
    c.var.associate ? null : optional(c, 'saved-for-later list', getSavedList(c), undefined),
  ])

  const styles = new Set<string>()
  for (const line of cart?.cart?.items ?? []) styles.add(line.masterId)
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
  const query = new URL(c.req.url).searchParams
  const shopperCart = cart?.cart ?? null
  // The stores the bag names: those its lines are picked up in, and those a change it reports was about.
  const pickupStores = new Set([
    ...(shopperCart?.items.flatMap((line) => line.pickupStoreId ?? []) ?? []),
    ...(shopperCart?.changes.flatMap((change) => change.storeId ?? []) ?? []),
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
  const {
    notice: formOutcome,
    couponError,
    giftCard,
  } = formNotice(t, query, shopperCart, (storeId) => storeOf(storeId)?.name ?? storeId ?? '')
  // A bag the cart service had lost comes back made again from its lines; the shopper is told it had expired, or
  // (an error, spec 2 §8) that it belonged to another sign-in.
  // After a sign-in that merged bags (`?cart=merged`), the merge's notices stand together above the bag: the
  // merge, what its stock check changed (`stock`) and the lists that joined the account's (`lists`, decision 047).
  const mergeNotices = query.get('cart') === 'merged' ? mergeNoticesOf(t, query) : []
  const notice: BagNotice | null =
    (mergeNotices.length > 0 ? null : formOutcome) ??
    (cart?.lost === 'invalidCustomer'
      ? { kind: 'error', text: t.t('auth.invalidCustomerCart'), itemId: null }
      : cart?.recreated
        ? { kind: 'info', text: t.t('error.cartExpired'), itemId: null }
        : null)
  const storeSearch = await searchStores(c, query, shopperCart)
  const bag: BagProps | null =
    shopperCart && shopperCart.items.length > 0
      ? {
          locale: locale.code,
          bcp47: locale.bcp47,
          cart: shopperCart,
          lines: Object.fromEntries(
            shopperCart.items.map((line) => {
              const product = products.get(line.masterId)
              const params = new URLSearchParams()
              if (line.colour) params.set('colour', line.colour)
              if (line.size) params.set('size', line.size)
              // A personalised line leads to its product page with its recipe (spec 2 §2's customised product URL).
              if (line.custom && line.recipeId) params.set('recipe', line.recipeId)
              return [
                line.id,
                {
                  url: `${productPath(locale.code, line.name, line.masterId)}?${params}`,
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
          coupon: { value: couponError ? (query.get('coupon') ?? '').slice(0, 40) : '', error: couponError },
          giftCard,
          giftForm: keptGift(query, shopperCart),
          labels: bagLabels(t),
          canSaveForLater: !c.var.associate,
        }
      : null
  const props: BagPageProps = {
    bag,
    cartFailed: cart === undefined,
    emptyNotice: bag ? null : notice,
    saved: (saved?.items ?? []).map((item) => {
      const style = variants.get(item.itemId)?.styleCode
      return savedLine(item, (style && products.get(style)) || null, locale.code)
    }),
    savedTotal: saved?.total ?? 0,
    savedFailed: saved === undefined,
    savedOffered: !c.var.associate,
    adjustTools: c.var.associate && shopperCart ? adjustToolsOf(c, shopperCart, query) : null,
    notice: savedNoticeOf(query.get('saved')),
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
      action: `/api/checkout/express?locale=${locale.code}`,
      cardLabel: t.t('wallet.card.label', offer.card),
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

const ADJUST_NOTICES = { added: 'associate.adjust.added', removed: 'associate.adjust.removed' } as const
const ADJUST_ERRORS: Partial<Record<string, MessageKey>> = {
  PRC400: 'associate.adjust.error.value',
  PRC409: 'associate.adjust.error.exists',
  PRC404: 'associate.adjust.error.gone',
  GWP405: 'associate.adjust.error.line',
  ORD404: 'associate.adjust.error.line',
}

/** In-store mode's price adjustment panel: the lines that can take one, those applied, and a form's outcome. */
function adjustToolsOf(c: AppContext, cart: Cart, query: URLSearchParams): PriceAdjustmentToolsProps {
  const { t } = c.var
  const outcome = query.get('adjust') ?? ''
  const names = new Map(cart.items.map((line) => [line.id, line.name]))
  const error = ADJUST_ERRORS[outcome]
  return {
    action: `/api/cart/price-adjustments?locale=${c.var.locale.code}`,
    removeAction: `/api/cart/price-adjustments/remove?locale=${c.var.locale.code}`,
    lines: cart.items
      .filter((line) => !line.bonus && !line.digital)
      .map((line) => ({ id: line.id, name: line.name })),
    adjustments: cart.adjustments.map((adjustment) => ({
      id: adjustment.id,
      line: adjustment.itemId ? (names.get(adjustment.itemId) ?? null) : null,
      amount: t.money(adjustment.amount, cart.currency),
      reason: adjustment.reason,
    })),
    notice:
      outcome in ADJUST_NOTICES
        ? { kind: 'success', text: t.t(ADJUST_NOTICES[outcome as keyof typeof ADJUST_NOTICES]) }
        : error && outcome !== 'PRC400'
          ? { kind: 'error', text: t.t(error) }
          : outcome === 'ASSOCIATE_ONLY' || outcome === 'API400'
            ? { kind: 'error', text: t.t('associate.adjust.error.value') }
            : null,
    valueError: outcome === 'PRC400' ? t.t('associate.adjust.error.value') : null,
  }
}
