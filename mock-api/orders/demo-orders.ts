/**
 * The demo shopper's past orders (docs/guides/help-and-orders.md): `shopper@example.com` has one delivered order
 * (within its return window) and one shipped. They are real orders of the cart engine: a cart of the demo
 * shopper's with lines, addresses and delivery in the engine's tables, priced by it (`readCart`), made into the
 * order the placement answers (`orderBody`), paid by card, and then moved along as the warehouse would. Added on an
 * isolate's first request when missing, like the demo accounts; never changed once there.
 */
import { readCart } from '../cart/price-cart'
import { insertLine } from '../db/carts'
import { normaliseEmail } from '../db/consumers'
import { carrierFor, trackingNumberFor } from './fulfilment'
import { orderBody, placesOf } from './placement'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

const SHOPPER = { id: 'demo-shopper', email: 'shopper@example.com' }

const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: '12 Main Street',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  phone: '2065550110',
  phoneCode: '1',
}

interface DemoOrder {
  orderNumber: string
  /** Styles bought, with how many (each's first variant in stock). */
  lines: readonly { style: string; qty: number }[]
  /** Days before the seed the order was placed, shipped and delivered (null: not yet). */
  placedDaysAgo: number
  shippedDaysAgo: number
  deliveredDaysAgo: number | null
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    orderNumber: 'KS0000100001',
    lines: [
      { style: 'KS100048', qty: 2 },
      { style: 'KS100020', qty: 1 },
    ],
    placedDaysAgo: 12,
    shippedDaysAgo: 11,
    deliveredDaysAgo: 8,
  },
  {
    orderNumber: 'KS0000100002',
    lines: [{ style: 'KS100013', qty: 1 }],
    placedDaysAgo: 3,
    shippedDaysAgo: 2,
    deliveredDaysAgo: null,
  },
]

async function placeDemoOrder(db: D1Database, demo: DemoOrder, now: number) {
  const cartId = `demo-order-${demo.orderNumber}`
  const iso = (daysAgo: number, plusHours = 0) =>
    new Date(now - daysAgo * DAY_MS + plusHours * HOUR_MS).toISOString()
  const placedAt = iso(demo.placedDaysAgo)
  const variants = await Promise.all(
    demo.lines.map((line) =>
      db
        .prepare(
          'SELECT sku FROM variants WHERE style_code = ? AND price IS NULL ORDER BY online_stock DESC, sku LIMIT 1',
        )
        .bind(line.style)
        .first<{ sku: string }>(),
    ),
  )
  const stored = JSON.stringify({ ...ADDRESS, email: SHOPPER.email })
  // A cart left by an interrupted seed is made again from nothing.
  await db.batch([
    db.prepare('DELETE FROM cart_items WHERE cart_id = ?').bind(cartId),
    db.prepare('DELETE FROM carts WHERE id = ?').bind(cartId),
    db
      .prepare(
        `INSERT INTO carts (id, currency, country, customer_id, shipping_method, shipping_address, billing_address,
         created_at, updated_at) VALUES (?, 'USD', 'US', ?, 'standard', ?, ?, ?, ?)`,
      )
      .bind(
        cartId,
        SHOPPER.id,
        stored,
        JSON.stringify({ ...ADDRESS, subscriptions: { newsletterConsent: false } }),
        placedAt,
        placedAt,
      ),
    ...demo.lines.flatMap((line, index) => {
      const sku = variants[index]?.sku
      return sku
        ? [
            insertLine(db, {
              cartId,
              sku,
              styleCode: line.style,
              qty: line.qty,
              storeId: null,
              recipeId: null,
              gift: null,
              now: iso(demo.placedDaysAgo, -1 + index / 10),
            }),
          ]
        : []
    }),
  ])
  const cart = await readCart(db, cartId, 'en-us')
  if (!cart || cart.items.length === 0) return
  const body = {
    ...orderBody(
      cart,
      demo.orderNumber,
      { code: 'CREDIT_CARD', label: 'Visa •••• 1111', amount: cart.totals.remainingToPay },
      'placed',
      await placesOf(db, cart),
    ),
    createdAt: placedAt,
  }
  const carrier = carrierFor(ADDRESS.countryCode)
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (order_number, basket_id, status, body, psp_reference, payment_status, created_at,
         updated_at, customer_id, email, placed_at, fulfilment, processing_at, shipped_at, delivered_at, carrier,
         tracking_number) VALUES (?, ?, 'placed', ?, ?, 'AUTHORISED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        demo.orderNumber,
        cartId,
        JSON.stringify(body),
        `DEMO${demo.orderNumber}`,
        placedAt,
        placedAt,
        SHOPPER.id,
        normaliseEmail(SHOPPER.email),
        placedAt,
        demo.deliveredDaysAgo === null ? 'Shipped' : 'Delivered',
        iso(demo.placedDaysAgo, 2),
        iso(demo.shippedDaysAgo),
        demo.deliveredDaysAgo === null ? null : iso(demo.deliveredDaysAgo),
        carrier,
        trackingNumberFor(carrier, demo.orderNumber),
      ),
    db.prepare("UPDATE carts SET status = 'ordered' WHERE id = ?").bind(cartId),
  ])
}

/** Adds the demo orders that are missing. */
export async function seedDemoOrders(db: D1Database): Promise<void> {
  const numbers = DEMO_ORDERS.map((order) => order.orderNumber)
  const { results } = await db
    .prepare(`SELECT order_number FROM orders WHERE order_number IN (${numbers.map(() => '?').join(', ')})`)
    .bind(...numbers)
    .all<{ order_number: string }>()
  const present = new Set(results.map((row) => row.order_number))
  const now = Date.now()
  for (const demo of DEMO_ORDERS) if (!present.has(demo.orderNumber)) await placeDemoOrder(db, demo, now)
}
