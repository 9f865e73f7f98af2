/**
 * Reserve in store, pay in store (decision 086): what the cart service does with a reserve cart. A reserve cart is
 * made with its one line at one store (`routes/reserve-with-item.ts`), which holds that store's stock for it until
 * the cart expires, 48 hours after it was made. It goes through the order's lifecycle like any cart: prepareOrder
 * checks it names who collects it (name, email and phone, its pickup person), then placeOrder with `PAY_IN_STORE`
 * places it as a reservation: nothing is charged, the hold stays until it expires, and the order says so
 * (`reservation`). `PAY_IN_STORE` places nothing but a reserve cart, and a reserve cart is paid in store only.
 * A shopper holds at most three open reservations, counted by email (RSV409).
 */
import type { Context } from 'hono'
import { RESERVATION_RULES } from '../../shared/bag/reservation'
import type { WireCart } from '../cart/price-cart'
import { getCart } from '../db/carts'
import { normaliseEmail } from '../db/consumers'
import { recordPlacement } from '../db/order-history'
import { claimOrder, closeCart, unlockOrder, updateOrder } from '../db/orders'
import type { MockEnv } from '../env'
import { sendConfirmation } from './confirmation-email'
import { type Answer, orderBody, type PlaceOrder, placesOf } from './placement'

type MockContext = Context<{ Bindings: MockEnv }>

/** How long a reserve cart, and the reservation placed from it, holds the store's stock. */
export const RESERVE_HOLD_HOURS = RESERVATION_RULES.holdHours
/** How many open reservations one shopper (one email) may hold at once. */
export const MAX_OPEN_RESERVATIONS = RESERVATION_RULES.maxOpen

const errorBody = (errorId: string, message: string) => ({
  errorDetails: [{ errorId, message }],
  appId: 'mock-api',
  correlationId: crypto.randomUUID(),
})
const refusal = (status: number, errorId: string, message: string): Answer => ({
  status,
  body: errorBody(errorId, message),
})

/** The refusal of a shopper who holds as many open reservations as one may. */
export const reservationLimitRefusal = () =>
  refusal(
    422,
    'RSV409',
    `You already hold ${MAX_OPEN_RESERVATIONS} reservations: collect or let one expire before reserving again`,
  )

/** How many reservations placed under this email still hold their store's stock. */
export async function openReservationsOf(db: D1Database, email: string, now = new Date()): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count FROM orders WHERE email = ? AND status = 'placed'
         AND json_extract(body, '$.reservation.expiresAt') > ?`,
    )
    .bind(normaliseEmail(email), now.toISOString())
    .first<{ count: number }>()
  return row?.count ?? 0
}

/**
 * Gives back the stock held by reserve carts that expired unplaced: each once (`hold_released`), in one statement
 * per cart, so two sweeps never give the same unit back twice.
 */
export function releaseExpiredHolds(db: D1Database, now = new Date()) {
  return releaseHolds(db, 'carts.expires_at <= ?', now.toISOString())
}

/**
 * Gives back the stock held by a shopper's reserve cart still in progress (unplaced): a shopper fills in one
 * reservation at a time, and starting another lets the one before go.
 */
export function releaseReserveInProgress(db: D1Database, customerId: string) {
  return releaseHolds(db, 'carts.customer_id = ?', customerId)
}

/** Closes the open, unplaced reserve carts the condition names, giving their stock back once each. */
async function releaseHolds(db: D1Database, condition: string, value: string) {
  const { results } = await db
    .prepare(
      `SELECT carts.id, cart_items.store_id, cart_items.sku, cart_items.qty FROM carts
         JOIN cart_items ON cart_items.cart_id = carts.id
         WHERE carts.kind = 'reserve' AND carts.status = 'open' AND carts.hold_released = 0 AND ${condition}`,
    )
    .bind(value)
    .all<{ id: string; store_id: string | null; sku: string; qty: number }>()
  for (const row of results) {
    const released = await db
      .prepare(`UPDATE carts SET hold_released = 1, status = 'closed' WHERE id = ? AND hold_released = 0`)
      .bind(row.id)
      .run()
    if (released.meta.changes > 0 && row.store_id) await holdStock(db, row.store_id, row.sku, row.qty)
  }
}

/** Moves a store's stock of a SKU by `delta` units: negative to hold, positive to give back. */
export function holdStock(db: D1Database, storeId: string, sku: string, delta: number) {
  return db
    .prepare(
      'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT (store_id, sku) DO UPDATE SET delta = delta + excluded.delta',
    )
    .bind(storeId, sku, delta)
    .run()
}

/** Who collects a reservation, as its pickup person gives it; null until all four are given. */
function contactOf(cart: WireCart) {
  const person = cart.pickupPerson as
    | { firstName?: string; lastName?: string; email?: string; phone?: string }
    | undefined
  return person?.firstName && person.lastName && person.email && person.phone
    ? { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone }
    : null
}

/** Why a reserve cart cannot be placed yet (no line, nobody to collect it, the limit reached); null when it can. */
export async function reservationNotReady(db: D1Database, cart: WireCart): Promise<Answer | null> {
  if (cart.items.length === 0) return refusal(400, 'ORD430', 'The cart has no items')
  const contact = contactOf(cart)
  if (!contact)
    return refusal(400, 'RSV400', 'A reservation names who collects it: first and last name, email and phone')
  if ((await openReservationsOf(db, contact.email)) >= MAX_OPEN_RESERVATIONS) return reservationLimitRefusal()
  return null
}

/** Whether the cart is a reserve cart. */
export const isReserveCart = (cart: WireCart) => 'reserve' in cart && cart.reserve !== undefined

/**
 * Places a reserve cart as a reservation, paid in store: checked as prepareOrder checks it, then claimed under a
 * new order number and placed at once. Its stock was held when the cart was made, so none is taken now. A
 * placement of a cart whose reservation is already placed answers it (`settleLive` before this; the key's replay).
 */
export async function placeReservation(
  c: MockContext,
  input: PlaceOrder,
  cart: WireCart,
  key: string | null,
  orderNumber: string,
): Promise<Answer> {
  const db = c.env.DB
  if (!isReserveCart(cart) || input.paymentMethod.code !== 'PAY_IN_STORE')
    return refusal(
      422,
      'RSV422',
      'A reservation is paid in store, and paying in store is for reservations only',
    )
  const unready = await reservationNotReady(db, cart)
  if (unready) return unready
  const contact = contactOf(cart)
  const reserve = (cart as WireCart & { reserve: { storeId: string | null; expiresAt: string | null } })
    .reserve
  const now = new Date().toISOString()
  const claimed = await claimOrder(db, {
    basketId: input.cartId,
    orderNumber,
    now,
    customerId: (await getCart(db, input.cartId))?.customer_id ?? null,
    email: contact ? normaliseEmail(contact.email) : null,
    lockedUntil: Date.now() + 30_000,
    placement: input,
    placementKey: key,
  })
  if (!claimed) return refusal(409, 'ORDER_IN_PROGRESS', 'This reservation is still being placed')
  const places = await placesOf(db, cart)
  const base = orderBody(
    cart,
    orderNumber,
    {
      code: 'PAY_IN_STORE',
      label: 'Pay in store',
      amount: cart.totals.total,
    },
    'placed',
    places,
  )
  const body = {
    ...base,
    email: contact?.email ?? null,
    reservation: { storeId: reserve.storeId, expiresAt: reserve.expiresAt, phone: contact?.phone ?? null },
  }
  if (await updateOrder(db, orderNumber, 'pending', { status: 'placed', body })) {
    await closeCart(db, input.cartId, 'ordered')
    await recordPlacement(db, orderNumber, { now, digitalOnly: false })
    await sendConfirmation(db, {
      kind: 'reservation',
      orderNumber,
      email: contact?.email,
      shopperLocale: input.shopperLocale,
      shopUrl: input.returnUrl,
    })
  }
  await unlockOrder(db, orderNumber)
  return { status: 201, body }
}
