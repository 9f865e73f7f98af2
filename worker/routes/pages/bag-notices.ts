/**
 * What the bag page says after one of its forms without JavaScript: a success comes back by redirect with its
 * outcome in the address (`?cart=<outcome>&item=<line>`, `?saved=<outcome>`); a refusal is the page itself, given
 * the refusal and the form as typed (worker/routes/forms/cart.ts, decision 072), and shows it where it belongs: at
 * the line, the promo code's field, the gift card's form or the saved list, with what was typed kept.
 */
import type { BagGiftCardReturn } from '../../../client/components/bag-gift-cards'
import type { BagNotice } from '../../../client/islands/bag'
import type { BagPageProps } from '../../../client/pages/bag-page'
import type { BagFormIntent } from '../../../shared/bag/bag-forms'
import { type Cart, type SavedNotice, savedNoticeOf, savedRefusalOf } from '../../../shared/bag/cart'
import { GIFT_MAX_LENGTH, type GiftOption } from '../../../shared/bag/gift-option'
import type { Translator } from '../../../shared/i18n/i18n'
import type { Refusal } from '../api/responder'

/** A bag form refused: what it was for, the refusal worded for the request, and its fields as typed. */
export interface BagFormRefusal {
  intent: BagFormIntent | null
  refusal: Refusal
  typed: URLSearchParams
}

/** What a bag form's own outcomes say, and whether they are about the line the form named. */
const OUTCOMES = {
  added: { key: 'bag.notice.added', line: false },
  updated: { key: 'bag.notice.updated', line: true },
  size: { key: 'bag.notice.size', line: false },
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

export type BagOutcome = keyof typeof OUTCOMES

const NO_GIFT_CARD_RETURN: BagGiftCardReturn = { balance: null, error: null }

/** The forms of the saved-for-later list, whose refusals it shows itself. */
const SAVED_INTENTS: readonly (BagFormIntent | null)[] = ['saveForLater', 'moveToBag', 'removeSaved']
const ADJUST_INTENTS: readonly (BagFormIntent | null)[] = ['addPriceAdjustment', 'removePriceAdjustment']

export interface BagFormReturn {
  notice: BagNotice | null
  coupon: { value: string; error: string | null }
  giftCard: BagGiftCardReturn
  giftForm: { itemId: string; values: GiftOption } | null
  saved: SavedNotice | null
}

/**
 * What the page shows of a form's outcome (`query`) or refusal (`refused`). A quantity the stock refused says how
 * many are left; a line that is gone says so.
 */
export function bagFormReturn(
  t: Translator,
  query: URLSearchParams,
  refused: BagFormRefusal | null,
  cart: Cart | null,
  storeName: (storeId: string | null) => string,
): BagFormReturn {
  const none: BagFormReturn = {
    notice: null,
    coupon: { value: '', error: null },
    giftCard: NO_GIFT_CARD_RETURN,
    giftForm: null,
    saved: savedNoticeOf(query.get('saved')),
  }
  if (refused) return refusalReturn(t, refused, cart, none)
  const value = query.get('cart')
  if (value === 'giftCardBalance') {
    const balance = Number(query.get('balance'))
    return {
      ...none,
      giftCard: { balance: Number.isFinite(balance) && balance >= 0 ? balance : null, error: null },
    }
  }
  if (!value || !Object.hasOwn(OUTCOMES, value)) return none
  const outcome = OUTCOMES[value as BagOutcome]
  const line = cart?.items.find((entry) => entry.id === query.get('item')) ?? null
  return {
    ...none,
    notice: {
      kind: 'success',
      text: t.t(outcome.key, { store: storeName(line?.pickupStoreId ?? null) }),
      itemId: outcome.line ? (line?.id ?? null) : null,
    },
  }
}

function refusalReturn(
  t: Translator,
  { intent, refusal, typed }: BagFormRefusal,
  cart: Cart | null,
  none: BagFormReturn,
): BagFormReturn {
  if (SAVED_INTENTS.includes(intent)) return { ...none, saved: savedRefusalOf(refusal.errorId) }
  // The associate's price adjustment panel shows its own refusals; anyone else is told at the top.
  if (ADJUST_INTENTS.includes(intent) && refusal.errorId !== 'ASSOCIATE_ONLY') return none
  const item = typed.get('itemId')
  const line = cart?.items.find((entry) => entry.id === item) ?? null
  const text =
    refusal.errorId === 'INV700' && line?.stock
      ? t.plural('bag.onlyLeftError', line.stock)
      : refusal.errorId === 'ORD404' && item && !line
        ? t.t('bag.notice.gone')
        : // Spec 1 §8: a removal the cart service could not make has its own words.
          intent === 'removeLine' && refusal.status >= 500
          ? t.t('bag.removeFailed')
          : refusal.message
  const fields = refusal.detail.fields ?? {}
  if (intent === 'applyCoupon') {
    // The code stays as typed, so the shopper can correct it; the refusal shows at its field when it is about it.
    const error = fields.coupon ?? fields.code ?? (refusal.detail.placement === 'field' ? text : null)
    const coupon = { value: (typed.get('code') ?? '').slice(0, 40), error }
    return { ...none, coupon, notice: error ? null : { kind: 'error', text, itemId: null } }
  }
  if (refusal.detail.placement === 'giftCard' || intent === 'checkGiftCard' || intent === 'applyGiftCard')
    return { ...none, giftCard: { balance: null, error: text } }
  return {
    ...none,
    notice: { kind: 'error', text, itemId: refusal.detail.placement === 'item' ? (line?.id ?? null) : null },
    giftForm: intent === 'updateLine' && line ? keptGift(typed, line.id) : null,
  }
}

/**
 * A gift message the line's form was refused with, as the shopper typed it, so the form opens again with it and
 * its errors; null when the form was not about one (a removed message, a quantity).
 */
function keptGift(typed: URLSearchParams, itemId: string): { itemId: string; values: GiftOption } | null {
  const names = ['giftTo', 'giftEmail', 'giftMessage']
  if (typed.get('gift') === 'remove' || !names.some((name) => typed.has(name))) return null
  // Kept to one character past the limit: still too long, and still short.
  const kept = (name: string, max: number) => (typed.get(name) ?? '').slice(0, max + 1)
  return {
    itemId,
    values: {
      to: kept('giftTo', GIFT_MAX_LENGTH.to),
      email: kept('giftEmail', GIFT_MAX_LENGTH.email),
      message: kept('giftMessage', GIFT_MAX_LENGTH.message),
    },
  }
}

/** The notices of a sign-in's merge (`?cart=merged`); the stock check's count is at most two digits. */
export function mergeNoticesOf(t: Translator, query: URLSearchParams): BagPageProps['mergeNotices'] {
  if (query.get('cart') !== 'merged') return []
  const stock = /^[1-9]\d?$/.test(query.get('stock') ?? '') ? Number(query.get('stock')) : 0
  return [
    { kind: 'success' as const, text: t.t('bag.notice.merged') },
    ...(stock > 0 ? [{ kind: 'info' as const, text: t.plural('lists.stockShort', stock) }] : []),
    ...(query.get('lists') === 'merged' ? [{ kind: 'success' as const, text: t.t('lists.merged') }] : []),
  ]
}

/**
 * The lines whose price changed since the shopper last saw the bag (decision 089: the bag reads the cart priced
 * again), each said with its price before and after: at the line when there is one, above the bag for several.
 */
export function priceChangeNotice(t: Translator, cart: Cart | null): BagNotice | null {
  const changes = cart?.priceChanges ?? []
  const [only] = changes
  if (!cart || !only) return null
  const text = changes
    .map((change) =>
      t.t('bag.notice.priceChanged', {
        name: change.name,
        from: t.money(change.from, cart.currency),
        to: t.money(change.to, cart.currency),
      }),
    )
    .join(' ')
  return { kind: 'info', text, itemId: changes.length === 1 ? only.itemId : null }
}
