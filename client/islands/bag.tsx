/**
 * The bag: its lines (quantity, delivery, gift message, remove, save for later), the offers it is close to, the
 * delivery method, promo codes and the totals. Rendered on the server as plain forms that work without JavaScript
 * (each posts to `/api/cart/...` and comes back here with the outcome). Hydrated, every change is instant: the page
 * shows it at once, sends it, takes the cart the worker answers, and puts the line back with a notice where the cart
 * service refuses (Hydrogen's cart forms do the same). Save for later stays a form post, as it changes the list
 * below. A line's gift message is a disclosure with its form without JavaScript, and a button opening the gift
 * dialog with it.
 * A gift with purchase has a line of its own: free, one, not saved for later; removing it declines the gift, and
 * the bag then offers it back while the cart qualifies.
 * An e-gift card's line says whom it is sent to by email instead of its delivery: one card, no pickup, not saved
 * for later (a saved item would lose its recipient), its recipient and message edited in the gift dialog.
 * Gift cards are typed in below the promo codes: their balance checked, applied to pay first, removed again.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { Cart, CartLine, DeliveryChange } from '../../shared/cart'
import type { GiftOption } from '../../shared/gift-option'
import { formatMoney } from '../../shared/money'
import type { StoreAvailability } from '../../shared/stores'
import { ApiRequestError, shopperMessage } from '../api'
import {
  type BagGiftCardLabels,
  type BagGiftCardReturn,
  GiftCardForm,
  GiftCardPayments,
} from '../components/bag-gift-cards'
import { CustomFacts, type CustomLineLabels, LineFacts, LineImage } from '../components/bag-line-parts'
import { CartTotals, PriceAdjustmentNote } from '../components/cart-totals'
import {
  GiftOptionDialog,
  GiftOptionForm,
  type GiftOptionLabels,
  giftValuesOf,
} from '../components/gift-option-dialog'
import {
  type PickupLine,
  StoreChoices,
  StorePickerDialog,
  type StorePickerLabels,
} from '../components/store-picker'
import { type CartChange, changeCart, dismissPromotion, fetchCart } from '../state/cart'

export interface BagNotice {
  kind: 'success' | 'error' | 'info'
  text: string
  /** The line the notice is about; null for a notice at the top of the bag. */
  itemId: string | null
}

export interface BagLabels {
  /** "Your bag holds {count} items", for one and for several. */
  linesTitleOne: string
  linesTitleOther: string
  colour: string
  size: string
  quantity: string
  update: string
  lineTotal: string
  onlyLeftOne: string
  onlyLeftOther: string
  onlyLeftErrorOne: string
  onlyLeftErrorOther: string
  flashCut: string
  flashRemoved: string
  address: string
  remove: string
  removeLine: string
  removeFailed: string
  saveForLater: string
  pickupIn: string
  deliverInstead: string
  delivered: string
  summaryTitle: string
  deliveryMethod: string
  updateDelivery: string
  free: string
  couponLabel: string
  couponApply: string
  couponApplied: string
  couponRemove: string
  subtotal: string
  discount: string
  delivery: string
  tax: string
  taxLater: string
  vatIncluded: string
  total: string
  /** "Store price adjustment: {reason}" (decision 031). */
  adjustment: string
  promotionsTitle: string
  dismiss: string
  updating: string
  checkout: string
  genericError: string
  originalPrice: string
  gift: GiftOptionLabels
  notices: Record<
    | 'updated'
    | 'deliveryHome'
    | 'deliveryPickup'
    | 'gift'
    | 'giftRemoved'
    | 'lineRemoved'
    | 'coupon'
    | 'couponRemoved'
    | 'giftCard'
    | 'giftCardRemoved'
    | 'shipping',
    string
  >
  giftCard: BagGiftCardLabels
  pickupInstead: string
  changeStore: string
  /** "Sent by email to {to} ({email})": an e-gift card's delivery. */
  sentTo: string
  /** A personalised line's badge, personalisation, surcharge, delivery and returns (decision 030). */
  custom: CustomLineLabels
  /** The no-JavaScript store search's button and its error. */
  findStores: string
  /** What the cart service changed by itself, per kind (spec 2 §4), and the top message that goes with it. */
  systemChanges: Record<DeliveryChange, string>
  orderUpdated: string
  /** The mark on a line the cart service changed. */
  changed: string
  storePicker: StorePickerLabels
  giftBadge: string
  /** The price of a gift with purchase ("Free"). */
  giftPrice: string
  /** "Qty {count}" of a gift with purchase, which has no quantity menu. */
  giftQuantity: string
  /** "Remove free gift: {name}". */
  giftRemove: string
  /** "Your free gift is still available: {name}", beside the button that adds a declined gift back. */
  giftAvailable: string
  giftRestore: string
  giftRestored: string
}

/** The no-JavaScript store search of one line (`?pickup=<line>&near=<postal code>` on the bag page). */
export interface BagStoreSearch {
  itemId: string
  near: string
  /** The stores found; null before a search, or when it failed (`error`). */
  stores: StoreAvailability[] | null
  error: string | null
}

export interface BagProps {
  /** The page's locale code, for the API and for form actions. */
  locale: string
  /** The locale's BCP 47 tag, for money and plural rules. */
  bcp47: string
  cart: Cart
  /** Per line: its product page and colour name; the name and postal code of its pickup store. */
  lines: Record<
    string,
    { url: string; colour: string | null; store: string | null; storePostalCode: string | null }
  >
  /** The names of the stores the bag's lines and reported changes are about, by id. */
  storeNames: Record<string, string>
  /** The bag page, for the no-JavaScript store search's links. */
  bagPath: string
  storeSearch: BagStoreSearch | null
  /** The outcome of a form post without JavaScript (`?cart=`), or null. */
  notice: BagNotice | null
  /** The checkout's first step. */
  checkoutPath: string
  /** A refused promo code, kept so the shopper can correct it, with its message. */
  coupon: { value: string; error: string | null }
  /** What a gift card form posted without JavaScript came back with (never the card's number or PIN). */
  giftCard: BagGiftCardReturn
  /** A gift message a form post refused, kept as typed so the shopper can correct it; null without one. */
  giftForm: { itemId: string; values: GiftOption } | null
  labels: BagLabels
  /** Whether lines can be saved for later (not in in-store mode, spec 1 §6). */
  canSaveForLater: boolean
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/** Home-delivery methods a shopper picks in the bag; a collection point or a store is chosen at checkout. */
/** How long a toast about a cart made again stays readable before the bag reloads to show the new cart. */
const RELOAD_AFTER_TOAST_MS = 1500

const BAG_METHODS = new Set(['standard', 'express'])

/** How many a quantity menu offers: up to ten, never past the maximum, always including the current quantity. */
function quantityChoices(line: CartLine): number[] {
  const top = Math.max(line.qty, Math.min(line.maxQty, 10, line.stock && line.stock > 0 ? line.stock : 10))
  return Array.from({ length: top }, (_, index) => index + 1)
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The cart as it will look once a change lands: lines and item total, the rest left to the answer. */
function withLine(cart: Cart, itemId: string, qty: number | null): Cart {
  const items = cart.items.flatMap((line) =>
    line.id !== itemId
      ? [line]
      : qty === null
        ? []
        : [
            {
              ...line,
              qty,
              // A store associate's adjustment comes off each unit, so it follows the quantity.
              price: {
                ...line.price,
                rowTotal: round2((line.price.amount - (line.adjustment?.unitAmount ?? 0)) * qty),
              },
              adjustment: line.adjustment
                ? { ...line.adjustment, amount: round2(line.adjustment.unitAmount * qty) }
                : null,
            },
          ],
  )
  return {
    ...cart,
    items,
    totalItems: items.reduce((sum, line) => sum + line.qty, 0),
    totals: { ...cart.totals, itemTotal: round2(items.reduce((sum, line) => sum + line.price.rowTotal, 0)) },
  }
}

/** The cart with a line's gift message set (or taken off, `null`), as it will be once the change lands. */
const withGift = (cart: Cart, itemId: string, gift: GiftOption | null): Cart => ({
  ...cart,
  items: cart.items.map((line) => (line.id === itemId ? { ...line, gift } : line)),
})

const GiftIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" focusable="false">
    <path
      d="M3 8h14v3H3zM4.5 11h11v6h-11zM10 8v9M10 8c-1.5-3.5-5-3.5-5-1.5S8 8 10 8zm0 0c1.5-3.5 5-3.5 5-1.5S12 8 10 8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * One action on a line: a plain form posting the line's id (and `fields`) that works without JavaScript, and
 * runs `onSubmit` in place of the post once hydrated. `name` is the button's accessible name, with the product.
 */
function LineButton(props: {
  action: string
  itemId: string
  fields?: Record<string, string>
  label: string
  name: string
  onSubmit: () => void
}) {
  return (
    <form
      method="post"
      action={props.action}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <input type="hidden" name="itemId" value={props.itemId} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="link-button" aria-label={props.name}>
        {props.label}
      </button>
    </form>
  )
}

/** A gift with purchase: free, one, no quantity menu, no saving for later; removing it declines the gift. */
function GiftLine({
  line,
  url,
  colour,
  labels,
  money,
  removeAction,
  notice,
  onRemove,
}: {
  line: CartLine
  url: string
  colour: string | null
  labels: BagLabels
  money: (amount: number) => string
  removeAction: string
  notice: BagNotice | null
  onRemove: () => void
}) {
  return (
    <li className="bag-line">
      <LineImage src={line.image || null} />
      <div className="bag-line__body">
        <p className="badge badge--free-gift">{labels.giftBadge}</p>
        <h3 className="bag-line__name">
          <a href={url}>{line.name}</a>
        </h3>
        <LineFacts colour={colour} size={line.sizeLabel ?? line.size} labels={labels} />
        <p className="price">
          <span className="price__current">{labels.giftPrice}</span>
          {line.price.original > 0 ? (
            <s className="price__original">
              <span className="visually-hidden">{labels.originalPrice} </span>
              {money(line.price.original)}
            </s>
          ) : null}
        </p>
        <p className="bag-line__delivery">{labels.delivered}</p>
        <p className="bag-line__quantity">{fill(labels.giftQuantity, { count: line.qty })}</p>
        {notice ? (
          <p
            className={`bag-line__notice${notice.kind === 'error' ? ' is-error' : ''}`}
            role={notice.kind === 'error' ? 'alert' : undefined}
          >
            {notice.text}
          </p>
        ) : null}
        <div className="bag-line__actions">
          <LineButton
            action={removeAction}
            itemId={line.id}
            label={labels.remove}
            name={fill(labels.giftRemove, { name: line.name })}
            onSubmit={onRemove}
          />
        </div>
      </div>
    </li>
  )
}

export function Bag(props: BagProps) {
  const { labels, locale } = props
  const [cart, setCart] = useState(props.cart)
  const [pending, setPending] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  const [notice, setNotice] = useState<BagNotice | null>(props.notice)
  const [coupon, setCoupon] = useState(props.coupon.value)
  const [couponError, setCouponError] = useState(props.coupon.error)
  const [dismissed, setDismissed] = useState<string[]>([])
  const [picking, setPicking] = useState<PickupLine | null>(null)
  /** How many changes were sent; an answer is shown only when its change is the newest. */
  const sent = useRef(0)
  /** Store names by id: those the page was rendered with, and those chosen since. */
  const [storeNames, setStoreNames] = useState(props.storeNames)
  const [giftEditing, setGiftEditing] = useState<{
    line: CartLine
    values: GiftOption
    refused: boolean
  } | null>(null)
  // What the shopper typed into a gift message the cart service then refused, so editing again starts from it.
  const [giftDrafts, setGiftDrafts] = useState<Record<string, GiftOption>>({})
  const linesHeading = useRef<HTMLHeadingElement>(null)
  const couponInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    setHydrated(true)
    // A gift message a form post refused (the page was shown before its script ran) opens in the dialog instead.
    const kept = props.giftForm
    const line = kept && props.cart.items.find((entry) => entry.id === kept.itemId)
    if (kept && line) setGiftEditing({ line, values: kept.values, refused: true })
  }, [props.giftForm, props.cart])

  const money = (amount: number) => formatMoney(amount, cart.currency, props.bcp47)
  const plural = (one: string, other: string, count: number) =>
    fill(new Intl.PluralRules(props.bcp47).select(count) === 'one' ? one : other, { count })
  const action = (path: string) => `/api/cart/${path}?locale=${encodeURIComponent(locale)}`

  /** Sends a change; shows `optimistic` meanwhile and puts the cart back when it is refused. */
  async function send(
    change: CartChange,
    json: Record<string, unknown>,
    outcome: { optimistic?: Cart; done: BagNotice | null; refused: (error: unknown) => BagNotice | null },
  ): Promise<boolean> {
    const before = cart
    // Answers can come back out of order: only the newest change's answer is shown (it holds every change before
    // it). When the newest is refused while others were on their way, the cart as it now is is read again.
    const order = ++sent.current
    const overlapped = pending > 0
    if (outcome.optimistic) setCart(outcome.optimistic)
    setPending((count) => count + 1)
    // A new change replaces the last outcome, so a refusal never sits beside an earlier success.
    setNotice(null)
    try {
      const next = await changeCart(locale, change, json)
      if (order === sent.current) setCart(next)
      setNotice(outcome.done)
      return true
    } catch (error) {
      // The cart was made again: the toast saying so is read before the page shows the new one (spec 2 §8).
      if (error instanceof ApiRequestError && error.action === 'recreateCart')
        setTimeout(() => window.location.reload(), RELOAD_AFTER_TOAST_MS)
      if (order === sent.current) {
        if (overlapped)
          void fetchCart(locale).then(
            (now) => now && order === sent.current && setCart(now),
            () => undefined,
          )
        else setCart(before)
      }
      setNotice(outcome.refused(error))
      return false
    } finally {
      setPending((count) => count - 1)
    }
  }

  /** A refusal about a line; a quantity past the stock the bag knows of says how many are left. */
  const lineRefusal = (line: CartLine, wanted?: number) => (error: unknown) => {
    const placement = error instanceof ApiRequestError ? error.placement : 'top'
    const outOfStock = error instanceof ApiRequestError && error.errorId === 'INV700'
    const text =
      outOfStock && wanted !== undefined && line.stock !== null && line.stock > 0 && line.stock < wanted
        ? plural(labels.onlyLeftErrorOne, labels.onlyLeftErrorOther, line.stock)
        : shopperMessage(error, labels.genericError)
    return { kind: 'error' as const, text, itemId: placement === 'item' ? line.id : null }
  }

  function changeQuantity(line: CartLine, qty: number) {
    if (qty === line.qty) return
    void send(
      'items/update',
      { itemId: line.id, qty },
      {
        optimistic: withLine(cart, line.id, qty),
        done: { kind: 'success', text: labels.notices.updated, itemId: line.id },
        refused: lineRefusal(line, qty),
      },
    )
  }

  async function removeLine(line: CartLine) {
    const without = withLine(cart, line.id, null)
    const removed = await send(
      'items/remove',
      { itemId: line.id },
      {
        // A gift's line goes, and the bag offers the gift back.
        optimistic: line.bonusPromotionId
          ? {
              ...without,
              declinedGifts: [
                ...without.declinedGifts,
                { promotionId: line.bonusPromotionId, name: line.name },
              ],
            }
          : without,
        done: { kind: 'success', text: labels.notices.lineRemoved, itemId: null },
        refused: () => ({ kind: 'error', text: labels.removeFailed, itemId: line.id }),
      },
    )
    // The line's buttons are gone: focus goes to the list's heading, where the notice is read.
    if (removed) linesHeading.current?.focus()
  }

  /** The gift button's words: an e-gift card's recipient to edit, or a gift message to add or edit. */
  const giftAction = (line: CartLine) =>
    line.digital ? labels.gift.editRecipient : line.gift ? labels.gift.edit : labels.gift.add

  function openGift(line: CartLine) {
    setGiftEditing({ line, values: giftDrafts[line.id] ?? giftValuesOf(line), refused: false })
  }

  async function saveGift(line: CartLine, gift: GiftOption) {
    setGiftEditing(null)
    const saved = await send(
      'items/update',
      { itemId: line.id, giftTo: gift.to, giftEmail: gift.email, giftMessage: gift.message },
      {
        optimistic: withGift(cart, line.id, gift),
        done: { kind: 'success', text: labels.notices.gift, itemId: line.id },
        refused: lineRefusal(line),
      },
    )
    setGiftDrafts(({ [line.id]: _draft, ...others }) => (saved ? others : { ...others, [line.id]: gift }))
  }

  function removeGift(line: CartLine) {
    setGiftEditing(null)
    setGiftDrafts(({ [line.id]: _draft, ...others }) => others)
    void send(
      'items/update',
      { itemId: line.id, gift: 'remove' },
      {
        optimistic: withGift(cart, line.id, null),
        done: { kind: 'success', text: labels.notices.giftRemoved, itemId: line.id },
        refused: lineRefusal(line),
      },
    )
  }

  async function restoreGift(promotionId: string) {
    const restored = await send(
      'bonus/restore',
      { promotionId },
      {
        optimistic: {
          ...cart,
          declinedGifts: cart.declinedGifts.filter((gift) => gift.promotionId !== promotionId),
        },
        done: { kind: 'success', text: labels.giftRestored, itemId: null },
        refused: (error) => ({
          kind: 'error',
          text: shopperMessage(error, labels.genericError),
          itemId: null,
        }),
      },
    )
    // The button is gone: focus goes to the list's heading, where the notice is read.
    if (restored) linesHeading.current?.focus()
  }

  function deliverHome(line: CartLine) {
    void send(
      'items/update',
      { itemId: line.id, delivery: 'home' },
      {
        done: { kind: 'success', text: labels.notices.deliveryHome, itemId: line.id },
        refused: lineRefusal(line),
      },
    )
  }

  /** Picks a line up in a store the picker found; the dialog closes and the notice names the store. */
  async function pickUp(line: PickupLine, store: StoreAvailability) {
    setStoreNames((names) => ({ ...names, [store.id]: store.name }))
    setPicking(null)
    const cartLine = cart.items.find((entry) => entry.id === line.id)
    if (!cartLine) return
    await send(
      'items/update',
      { itemId: line.id, delivery: store.id },
      {
        done: {
          kind: 'success',
          text: fill(labels.notices.deliveryPickup, { store: store.name }),
          itemId: cartLine.id,
        },
        refused: lineRefusal(cartLine),
      },
    )
  }

  const pickupLine = (line: CartLine): PickupLine => ({
    id: line.id,
    name: line.name,
    styleCode: line.masterId,
    sku: line.productId,
    qty: line.qty,
    storeId: line.pickupStoreId,
  })

  async function applyCoupon(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = coupon.trim()
    if (!code) {
      couponInput.current?.focus()
      return
    }
    setCouponError(null)
    let fieldError: string | null = null
    const applied = await send(
      'coupons',
      { code },
      {
        done: { kind: 'success', text: labels.notices.coupon, itemId: null },
        refused: (error) => {
          fieldError = shopperMessage(error, labels.genericError)
          return error instanceof ApiRequestError && error.placement === 'field'
            ? null
            : { kind: 'error', text: fieldError, itemId: null }
        },
      },
    )
    if (applied) setCoupon('')
    else {
      setCouponError(fieldError)
      couponInput.current?.focus()
    }
  }

  function removeCoupon(code: string) {
    void send(
      'coupons/remove',
      { code },
      {
        done: { kind: 'success', text: labels.notices.couponRemoved, itemId: null },
        refused: (error) => ({
          kind: 'error',
          text: shopperMessage(error, labels.genericError),
          itemId: null,
        }),
      },
    )
  }

  /** Applies a gift card: the refusal for the form to show, or null once applied. */
  async function applyGiftCard(entry: { number: string; pin: string }): Promise<unknown> {
    let refusal: unknown = null
    await send('gift-cards', entry, {
      done: { kind: 'success', text: labels.notices.giftCard, itemId: null },
      refused: (error) => {
        refusal = error
        return null
      },
    })
    return refusal
  }

  function removeGiftCard(id: string) {
    void send(
      'gift-cards/remove',
      { id },
      {
        done: { kind: 'success', text: labels.notices.giftCardRemoved, itemId: null },
        refused: (error) => ({
          kind: 'error',
          text: shopperMessage(error, labels.genericError),
          itemId: null,
        }),
      },
    )
  }

  function chooseMethod(code: string) {
    void send(
      'shipping-method',
      { code },
      {
        optimistic: cart.shipment ? { ...cart, shipment: { ...cart.shipment, method: code } } : cart,
        done: { kind: 'success', text: labels.notices.shipping, itemId: null },
        refused: (error) => ({
          kind: 'error',
          text: shopperMessage(error, labels.genericError),
          itemId: null,
        }),
      },
    )
  }

  function dismiss(id: string) {
    setDismissed((ids) => [...ids, id])
    void dismissPromotion(locale, id).catch(() => undefined)
  }

  const storeName = (storeId: string | null) => (storeId ? (storeNames[storeId] ?? storeId) : '')
  /** What the cart service changed on a line by itself: a delivery change replaces a stock notice (spec 2 §4). */
  const systemChangeAt = (line: CartLine) =>
    cart.changes.find((change) => change.bySystem && change.itemId === line.id) ?? null
  const flashAt = (line: CartLine) => {
    const change = systemChangeAt(line)
    if (change) return fill(labels.systemChanges[change.kind], { store: storeName(change.storeId) })
    const flash = cart.flash.find(
      (entry) => entry.itemId === line.id && entry.code === 'ProductLineItemInventoryMissing',
    )
    return flash?.available ? fill(labels.flashCut, { count: flash.available }) : null
  }
  const topFlashes = cart.flash.flatMap((flash) => {
    if (flash.code === 'ProductLineItemFullInventoryMissing' && flash.name)
      return [fill(labels.flashRemoved, { name: flash.name })]
    if (flash.code === 'InvalidShippingAddress') return [labels.address]
    return []
  })
  // Lines the cart service changed are marked, and the top says the order was updated (spec 2 §4).
  if (cart.changes.some((change) => change.bySystem && change.itemId)) topFlashes.unshift(labels.orderUpdated)
  const approaching = cart.approaching.filter((promotion) => !dismissed.includes(promotion.id))
  const { totals } = cart
  // The home methods, and a collection point or store chosen at checkout, so the choice made shows as made.
  const options =
    cart.shipment?.options.filter(
      (option) => option.available && (BAG_METHODS.has(option.code) || option.code === cart.shipment?.method),
    ) ?? []
  const busy = pending > 0

  return (
    <div className="bag" aria-busy={busy}>
      <p className="visually-hidden" role="status">
        {busy ? labels.updating : notice?.kind === 'success' ? notice.text : ''}
      </p>
      {notice && notice.itemId === null ? (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : undefined}>
          {notice.text}
        </p>
      ) : null}
      {topFlashes.map((text) => (
        <p key={text} className="notice" role="status">
          {text}
        </p>
      ))}
      {approaching.length > 0 ? (
        <section className="bag__offers" aria-label={labels.promotionsTitle}>
          <ul>
            {approaching.map((promotion) => (
              <li key={promotion.id} className={promotion.reached ? 'bag__offer is-reached' : 'bag__offer'}>
                <span>{promotion.message}</span>
                <form
                  method="post"
                  action={action('promotions/dismiss')}
                  onSubmit={(event) => {
                    event.preventDefault()
                    dismiss(promotion.id)
                  }}
                >
                  <input type="hidden" name="promotionId" value={promotion.id} />
                  <button
                    type="submit"
                    className="bag__dismiss"
                    aria-label={fill(labels.dismiss, { message: promotion.message })}
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
                      <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="bag__layout">
        <section className="bag__lines" aria-labelledby="bag-lines-title">
          <h2 id="bag-lines-title" ref={linesHeading} tabIndex={-1}>
            {plural(labels.linesTitleOne, labels.linesTitleOther, cart.totalItems)}
          </h2>
          <ul className="bag-lines">
            {cart.items.map((line) => {
              const info = props.lines[line.id]
              const lineNotice = notice?.itemId === line.id ? notice : null
              if (line.bonus)
                return (
                  <GiftLine
                    key={line.id}
                    line={line}
                    url={info?.url ?? '#'}
                    colour={info?.colour ?? null}
                    labels={labels}
                    money={money}
                    removeAction={action('items/remove')}
                    notice={lineNotice}
                    onRemove={() => void removeLine(line)}
                  />
                )
              const flash = flashAt(line)
              const qtyId = `bag-qty-${line.id}`
              const lineNoticeId = `bag-line-notice-${line.id}`
              const lowStock = !line.digital && line.stock !== null && line.stock > 0 && line.stock <= 5
              return (
                <li
                  key={line.id}
                  id={`bag-line-${line.id}`}
                  className={systemChangeAt(line) ? 'bag-line is-changed' : 'bag-line'}
                >
                  <LineImage src={line.image || null} />
                  <div className="bag-line__body">
                    {systemChangeAt(line) ? <p className="bag-line__changed">{labels.changed}</p> : null}
                    <h3 className="bag-line__name">
                      <a href={info?.url ?? '#'}>{line.name}</a>
                    </h3>
                    {/* An e-gift card's one design and its amount (the price) are no colour or size. */}
                    {line.digital ? null : (
                      <LineFacts
                        colour={info?.colour ?? null}
                        size={line.sizeLabel ?? line.size}
                        labels={labels}
                      />
                    )}
                    {line.custom ? <CustomFacts custom={line.custom} labels={labels.custom} /> : null}
                    <p className="price">
                      <span className="price__current">{money(line.price.amount)}</span>
                      {line.price.original > line.price.amount ? (
                        <s className="price__original">
                          <span className="visually-hidden">{labels.originalPrice} </span>
                          {money(line.price.original)}
                        </s>
                      ) : null}
                    </p>
                    {line.adjustment ? (
                      <PriceAdjustmentNote
                        adjustment={line.adjustment}
                        label={labels.adjustment}
                        money={money}
                      />
                    ) : null}
                    {line.custom && line.custom.surcharge > 0 ? (
                      <p className="bag-line__surcharge">
                        {fill(labels.custom.surcharge, { price: money(line.custom.surcharge) })}
                      </p>
                    ) : null}
                    <div className="bag-line__delivery">
                      <p>
                        {line.digital
                          ? fill(labels.sentTo, { to: line.gift?.to ?? '', email: line.gift?.email ?? '' })
                          : line.custom
                            ? fill(labels.custom.delivery, {
                                method: cart.madeToOrder?.label ?? '',
                                time: cart.madeToOrder?.deliveryTime ?? '',
                              })
                            : line.pickupStoreId
                              ? fill(labels.pickupIn, {
                                  store: storeNames[line.pickupStoreId] ?? info?.store ?? line.pickupStoreId,
                                })
                              : labels.delivered}
                      </p>
                      {/* Made to order or sent by email: neither is picked up in a store. */}
                      {line.bonus || line.digital || line.custom ? null : (
                        <div className="bag-line__delivery-actions">
                          {hydrated ? (
                            <button
                              type="button"
                              className="link-button"
                              aria-haspopup="dialog"
                              aria-label={`${line.pickupStoreId ? labels.changeStore : labels.pickupInstead}: ${line.name}`}
                              onClick={() => setPicking(pickupLine(line))}
                            >
                              {line.pickupStoreId ? labels.changeStore : labels.pickupInstead}
                            </button>
                          ) : (
                            <a
                              className="link-button"
                              href={`${props.bagPath}?pickup=${encodeURIComponent(line.id)}#bag-line-${line.id}`}
                              aria-label={`${line.pickupStoreId ? labels.changeStore : labels.pickupInstead}: ${line.name}`}
                            >
                              {line.pickupStoreId ? labels.changeStore : labels.pickupInstead}
                            </a>
                          )}
                          {line.pickupStoreId ? (
                            <LineButton
                              action={action('items/update')}
                              itemId={line.id}
                              fields={{ delivery: 'home' }}
                              label={labels.deliverInstead}
                              name={`${labels.deliverInstead}: ${line.name}`}
                              onSubmit={() => deliverHome(line)}
                            />
                          ) : null}
                        </div>
                      )}
                      {!hydrated && props.storeSearch?.itemId === line.id ? (
                        <div className="bag-line__stores">
                          <form className="store-finder__form" method="get" action={props.bagPath}>
                            <input type="hidden" name="pickup" value={line.id} />
                            <label htmlFor={`bag-near-${line.id}`}>{labels.storePicker.postalCode}</label>
                            <input
                              id={`bag-near-${line.id}`}
                              name="near"
                              defaultValue={props.storeSearch.near}
                              autoComplete="postal-code"
                              maxLength={10}
                              required
                              aria-invalid={props.storeSearch.error ? true : undefined}
                              aria-describedby={
                                props.storeSearch.error ? `bag-near-error-${line.id}` : undefined
                              }
                            />
                            <button type="submit" className="button button--secondary">
                              {labels.findStores}
                            </button>
                          </form>
                          {props.storeSearch.error ? (
                            <p id={`bag-near-error-${line.id}`} className="field-error" role="alert">
                              {props.storeSearch.error}
                            </p>
                          ) : null}
                          {props.storeSearch.stores ? (
                            <StoreChoices
                              locale={locale}
                              stores={props.storeSearch.stores}
                              line={pickupLine(line)}
                              action={action('items/update')}
                              labels={labels.storePicker}
                            />
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                    {line.custom ? <p className="bag-line__no-returns">{labels.custom.noReturns}</p> : null}
                    {lowStock ? (
                      <p className="bag-line__stock">
                        {plural(labels.onlyLeftOne, labels.onlyLeftOther, line.stock ?? 0)}
                      </p>
                    ) : null}
                    {/* One card to one recipient: another card is another line. */}
                    {line.digital ? (
                      <p className="bag-line__quantity">{fill(labels.giftQuantity, { count: line.qty })}</p>
                    ) : (
                      <form
                        className="bag-line__quantity"
                        method="post"
                        action={action('items/update')}
                        onSubmit={(event) => event.preventDefault()}
                      >
                        <input type="hidden" name="itemId" value={line.id} />
                        <label htmlFor={qtyId}>{labels.quantity}</label>
                        <select
                          id={qtyId}
                          name="qty"
                          aria-label={`${labels.quantity}: ${line.name}`}
                          value={line.qty}
                          disabled={line.bonus}
                          aria-describedby={lineNotice || flash ? lineNoticeId : undefined}
                          onChange={(event) => changeQuantity(line, Number(event.currentTarget.value))}
                        >
                          {quantityChoices(line).map((qty) => (
                            <option key={qty} value={qty}>
                              {qty}
                            </option>
                          ))}
                        </select>
                        {hydrated ? null : (
                          <button type="submit" className="button button--secondary">
                            {labels.update}
                          </button>
                        )}
                      </form>
                    )}
                    {lineNotice || flash ? (
                      <p
                        id={lineNoticeId}
                        className={`bag-line__notice${lineNotice?.kind === 'error' ? ' is-error' : ''}`}
                        role={lineNotice?.kind === 'error' ? 'alert' : undefined}
                      >
                        {lineNotice?.text ?? flash}
                      </p>
                    ) : null}
                    {/* An e-gift card names its recipient above; only its message is shown here. */}
                    {line.gift && (!line.digital || line.gift.message) ? (
                      <div className="bag-line__gift">
                        <GiftIcon />
                        <div>
                          {line.digital ? null : (
                            <p className="bag-line__gift-to">
                              {fill(labels.gift.lineTitle, { to: line.gift.to })}
                            </p>
                          )}
                          {line.gift.message ? (
                            <p className="bag-line__gift-message">{line.gift.message}</p>
                          ) : null}
                        </div>
                      </div>
                    ) : null}
                    {line.bonus ? null : hydrated ? (
                      <button
                        type="button"
                        className="link-button bag-line__gift-button"
                        aria-haspopup="dialog"
                        aria-label={`${giftAction(line)}: ${line.name}`}
                        onClick={() => openGift(line)}
                      >
                        {giftAction(line)}
                      </button>
                    ) : (
                      <GiftOptionForm
                        line={line}
                        action={action('items/update')}
                        kept={props.giftForm?.itemId === line.id ? props.giftForm.values : null}
                        labels={labels.gift}
                      />
                    )}
                    <p className="bag-line__total">{`${labels.lineTotal} ${money(line.price.rowTotal)}`}</p>
                    <div className="bag-line__actions">
                      {/* A saved item is a variant and a quantity: a recipient or a personalisation would be lost. */}
                      {line.digital || line.custom || !props.canSaveForLater ? null : (
                        <form
                          method="post"
                          action={`/api/saved-for-later?locale=${encodeURIComponent(locale)}`}
                        >
                          <input type="hidden" name="itemId" value={line.id} />
                          <button
                            type="submit"
                            className="link-button"
                            aria-label={`${labels.saveForLater}: ${line.name}`}
                          >
                            {labels.saveForLater}
                          </button>
                        </form>
                      )}
                      <LineButton
                        action={action('items/remove')}
                        itemId={line.id}
                        label={labels.remove}
                        name={fill(labels.removeLine, { name: line.name })}
                        onSubmit={() => void removeLine(line)}
                      />
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
          {cart.declinedGifts.length > 0 ? (
            <ul className="bag__gifts">
              {cart.declinedGifts.map((gift) => (
                <li key={gift.promotionId} className="bag__gift">
                  <span id={`bag-gift-${gift.promotionId}`}>
                    {fill(labels.giftAvailable, { name: gift.name })}
                  </span>
                  <form
                    method="post"
                    action={action('bonus/restore')}
                    onSubmit={(event) => {
                      event.preventDefault()
                      void restoreGift(gift.promotionId)
                    }}
                  >
                    <input type="hidden" name="promotionId" value={gift.promotionId} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-describedby={`bag-gift-${gift.promotionId}`}
                    >
                      {labels.giftRestore}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="bag__summary" aria-labelledby="bag-summary-title">
          <h2 id="bag-summary-title">{labels.summaryTitle}</h2>
          {options.length > 0 ? (
            <form
              className="bag__methods"
              method="post"
              action={action('shipping-method')}
              onSubmit={(event) => event.preventDefault()}
            >
              <fieldset>
                <legend>{labels.deliveryMethod}</legend>
                {options.map((option) => (
                  <label key={option.code} className="bag__method">
                    <input
                      type="radio"
                      name="code"
                      value={option.code}
                      checked={cart.shipment?.method === option.code}
                      onChange={() => chooseMethod(option.code)}
                    />
                    <span className="bag__method-name">{option.label}</span>
                    <span className="bag__method-time">{option.deliveryTime}</span>
                    <span className="bag__method-price">
                      {option.price === 0 ? labels.free : money(option.price)}
                    </span>
                  </label>
                ))}
              </fieldset>
              {cart.madeToOrder ? (
                <p className="bag__made-to-order">
                  {fill(labels.custom.ownShipment, {
                    method: cart.madeToOrder.label,
                    time: cart.madeToOrder.deliveryTime,
                  })}
                </p>
              ) : null}
              {hydrated ? null : (
                <button type="submit" className="button button--secondary">
                  {labels.updateDelivery}
                </button>
              )}
            </form>
          ) : null}
          <form
            className="bag__coupon"
            method="post"
            action={action('coupons')}
            onSubmit={applyCoupon}
            noValidate
          >
            <label htmlFor="bag-coupon">{labels.couponLabel}</label>
            <div className="bag__coupon-row">
              <input
                ref={couponInput}
                id="bag-coupon"
                name="code"
                value={coupon}
                onChange={(event) => setCoupon(event.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                aria-invalid={couponError ? true : undefined}
                aria-describedby={couponError ? 'bag-coupon-error' : undefined}
              />
              <button type="submit" className="button button--secondary" disabled={busy}>
                {labels.couponApply}
              </button>
            </div>
            {couponError ? (
              <p id="bag-coupon-error" className="field-error" role="alert">
                {couponError}
              </p>
            ) : null}
          </form>
          {cart.coupons.length > 0 ? (
            <ul className="bag__coupons">
              {cart.coupons.map(({ code }) => (
                <li key={code}>
                  <span>{fill(labels.couponApplied, { code })}</span>
                  <form
                    method="post"
                    action={action('coupons/remove')}
                    onSubmit={(event) => {
                      event.preventDefault()
                      removeCoupon(code)
                    }}
                  >
                    <input type="hidden" name="code" value={code} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-label={fill(labels.couponRemove, { code })}
                    >
                      {labels.remove}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          ) : null}
          <GiftCardForm
            locale={locale}
            action={action}
            labels={labels.giftCard}
            money={money}
            busy={busy}
            returned={props.giftCard}
            onApply={applyGiftCard}
          />
          <CartTotals
            totals={totals}
            labels={labels}
            money={money}
            busy={busy}
            adjustments={cart.adjustments.filter((adjustment) => adjustment.itemId === null)}
            promotions={cart.promotions}
          />
          <GiftCardPayments
            cart={cart}
            action={action}
            labels={labels.giftCard}
            money={money}
            onRemove={removeGiftCard}
          />
          {/* Offered once the totals have settled: while a change is on its way the total shown is not yet true. */}
          {busy ? (
            <button type="button" className="button button--lg bag__checkout" disabled>
              {labels.checkout}
            </button>
          ) : (
            <a className="button button--lg bag__checkout" href={props.checkoutPath}>
              {labels.checkout}
            </a>
          )}
        </section>
      </div>
      <StorePickerDialog
        locale={locale}
        line={picking}
        near={picking?.storeId ? (props.lines[picking.id]?.storePostalCode ?? null) : null}
        action={action('items/update')}
        labels={labels.storePicker}
        onPick={(line, store) => void pickUp(line, store)}
        onClose={() => setPicking(null)}
      />
      <GiftOptionDialog
        editing={giftEditing}
        labels={labels.gift}
        busy={busy}
        onSave={(line, gift) => void saveGift(line, gift)}
        onRemove={removeGift}
        onClose={() => setGiftEditing(null)}
      />
      <div className="bag__sticky-checkout">
        <span>
          {labels.total} <strong>{money(totals.total)}</strong>
        </span>
        {busy ? (
          <button type="button" className="button" disabled>
            {labels.checkout}
          </button>
        ) : (
          <a className="button" href={props.checkoutPath}>
            {labels.checkout}
          </a>
        )}
      </div>
    </div>
  )
}
