/**
 * The commerce contract's checkout calls on a cart: the per-country address rules the platform adds to the
 * shop's defaults, the shipping address (with its email) and its validation, and the billing address. The
 * platform checks what it is sent on its own, as a real one does: a country the cart's currency does not deliver
 * to is PAY401, a PO box SHP500, a shipping address without a phone SHP410, anything else it cannot use CHK380;
 * a billing address without a phone BILL410.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { cleanPostalCode, differs, standardAddress } from '../cart/address-standard'
import { readCart, reportCart } from '../cart/price-cart'
import { type Currency, DELIVERY_COUNTRIES, expressReaches, storeOfPoint } from '../cart/rules'
import { taxEnginePlaces } from '../cart/tax'
import {
  addCartNotices,
  type CartNotice,
  type CartRow,
  getCart,
  setCartAddress,
  setPickupPerson,
  setShipmentMethod,
} from '../db/carts'
import { storeCountry } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

type MockContext = Context<{ Bindings: MockEnv }>

/**
 * Rules the platform adds per country (the shop merges them over its defaults), some of the generic kinds: an
 * Italian province is its two-letter abbreviation (RM, MI), as Italian carriers read it.
 */
const ADDRESS_RULES: Readonly<Record<string, unknown>> = {
  GB: { addressLine1: { maxLength: 35 }, city: { maxLength: 35 } },
  IT: { province: { exactLength: 2 } },
  NL: { addressLine1: { pattern: '^.*\\d.*$', messageKey: 'address.error.houseNumber' } },
  DE: { addressLine1: { pattern: '^.*\\d.*$', messageKey: 'address.error.houseNumber' } },
}

/** The postal code shapes the platform accepts, after its own clean-up (upper case, single spaces). */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} [A-Z]{2}$/,
}

const text = (max: number) => z.string().trim().max(max)

const AddressSchema = z.object({
  firstName: text(60).min(1),
  lastName: text(60).min(1),
  addressLine1: text(60).min(1),
  addressLine2: text(60).optional().default(''),
  city: text(60).min(1),
  province: text(60).optional().default(''),
  postalCode: text(12).min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  phone: text(20).optional().default(''),
  phoneCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
})
type WireAddress = z.infer<typeof AddressSchema>

const ShippingAddressSchema = z.object({
  address: AddressSchema,
  email: z.email().max(100),
  /** The bot check's answer, when the shop sends one (spec 1 §7). */
  recaptcha_response: z.string().max(4000).optional(),
})

const BillingAddressSchema = z.object({
  address: AddressSchema,
  phone: text(20).optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean() }).optional(),
})

const PO_BOX =
  /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|postfach|boîte\s*postale|apartado\s*de\s*correos|casella\s*postale|postbus)\b/i

/** The platform's own check of an address; the refusal, or null. */
function refuseAddress(
  c: MockContext,
  address: WireAddress,
  currency: Currency,
  kind: 'shipping' | 'billing',
): Response | null {
  if (kind === 'shipping' && !DELIVERY_COUNTRIES[currency].includes(address.countryCode))
    return apiError(c, 400, 'PAY401', `We can't deliver to ${address.countryCode} from this shop`)
  if (kind === 'shipping' && PO_BOX.test(`${address.addressLine1} ${address.addressLine2}`))
    return apiError(c, 400, 'SHP500', 'Delivery to a PO box is not available')
  if (!address.phone.replace(/\D/g, ''))
    return kind === 'shipping'
      ? apiError(c, 400, 'SHP410', 'A phone number is needed for delivery')
      : apiError(c, 400, 'BILL410', 'The billing address needs a phone number')
  const postal = POSTAL_CODES[address.countryCode]
  if (postal && !postal.test(cleanPostalCode(address.postalCode)))
    return apiError(c, 400, 'CHK380', 'The postal code does not match the country')
  return null
}

/**
 * What a new shipping address does to the shipment's method: express an address is beyond goes down to standard;
 * a collection point or store in another country than the address goes back to delivery to the address. Each
 * is a notification made by the service (spec 1 §4: downgrades, store to home); null when the method stands.
 */
async function shipmentForAddress(
  db: D1Database,
  cart: CartRow,
  address: { countryCode: string; postalCode: string },
): Promise<CartNotice | null> {
  const { shipping_method: method, shipping_point: point } = cart
  if (method === 'express' && !expressReaches(address))
    return { code: 'ShippingDowngrade', details: { from: 'express', to: 'standard' }, bySystem: true }
  if ((method === 'pudo' || method === 'sts') && point) {
    const country = await storeCountry(db, storeOfPoint(point))
    if (country !== address.countryCode)
      return {
        code: 'StoreToHome',
        details: { from: method, to: 'standard', storeId: point },
        bySystem: true,
      }
  }
  return null
}

export const checkoutRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

checkoutRoutes.get('/v1/addressRules/:country', (c) => {
  const country = c.req.param('country').toUpperCase()
  if (!/^[A-Z]{2}$/.test(country)) return apiError(c, 400, 'API400', 'Unknown country')
  return c.json({ country, rules: ADDRESS_RULES[country] ?? {} })
})

checkoutRoutes.post('/v2/cart/:basketId/shippingAddress', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await readJsonBody(c, ShippingAddressSchema)
  if (!body) return apiError(c, 400, 'CHK380', 'The shipping address is incomplete')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const refusal = refuseAddress(c, body.address, cart.currency as Currency, 'shipping')
  if (refusal) return refusal
  if (!taxEnginePlaces(body.address))
    return apiError(c, 400, 'TAX309', 'The tax engine cannot place this postal code to calculate the tax')
  const address = { ...body.address, postalCode: cleanPostalCode(body.address.postalCode), email: body.email }
  const now = new Date().toISOString()
  await setCartAddress(c.env.DB, basketId, 'shipping', address, now)
  const notice = await shipmentForAddress(c.env.DB, cart, address)
  if (notice) {
    await setShipmentMethod(c.env.DB, basketId, 'standard', null, now)
    await addCartNotices(c.env.DB, basketId, [notice])
  }
  return c.json(await reportCart(c.env.DB, basketId, c.req.query('locale')))
})

checkoutRoutes.delete('/v2/cart/:basketId/shippingAddress', async (c) => {
  const basketId = c.req.param('basketId')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  await setCartAddress(c.env.DB, basketId, 'shipping', null, new Date().toISOString())
  return c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))
})

/**
 * Checks an address without keeping it: valid, or the platform's refusal; with the address as the postal service
 * writes it (`cart/address-standard.ts`) as a suggestion when that differs.
 */
checkoutRoutes.post('/v1/cart/:basketId/shippingAddress/validation', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await readJsonBody(c, z.object({ address: AddressSchema }))
  if (!body) return apiError(c, 400, 'CHK320', 'The address is incomplete')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const refusal = refuseAddress(c, body.address, cart.currency as Currency, 'shipping')
  if (refusal) return refusal
  const suggestion = standardAddress(body.address)
  return c.json({ valid: true, ...(differs(suggestion, body.address) ? { suggestion } : {}) })
})

checkoutRoutes.post('/v1/cart/:basketId/billingAddress', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await readJsonBody(c, BillingAddressSchema)
  if (!body) return apiError(c, 400, 'BIL400', 'The billing address is missing or incomplete')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const address = { ...body.address, phone: body.phone ?? body.address.phone }
  const refusal = refuseAddress(c, address, cart.currency as Currency, 'billing')
  if (refusal) return refusal
  await setCartAddress(
    c.env.DB,
    basketId,
    'billing',
    {
      ...address,
      postalCode: cleanPostalCode(address.postalCode),
      subscriptions: { newsletterConsent: body.subscriptions?.newsletterConsent === true },
    },
    new Date().toISOString(),
  )
  return c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))
})

checkoutRoutes.delete('/v1/cart/:basketId/billingAddress', async (c) => {
  const basketId = c.req.param('basketId')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  await setCartAddress(c.env.DB, basketId, 'billing', null, new Date().toISOString())
  return c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))
})

const PickupPersonSchema = z.object({
  firstName: text(60).min(1),
  lastName: text(60).min(1),
  email: z.email().max(100),
  /** A phone to reach them on: a reservation's collector gives one (decision 086). */
  phone: z
    .string()
    .regex(/^\+?[\d ()-]{6,20}$/)
    .optional(),
})

/** Who collects the cart's store pickups when the shopper does not; DELETE: the shopper collects them. */
checkoutRoutes.post('/v1/cart/:basketId/pickupPerson', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await readJsonBody(c, PickupPersonSchema)
  if (!body) return apiError(c, 400, 'API400', 'Give the first name, last name and email of who collects')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  await setPickupPerson(c.env.DB, basketId, body, new Date().toISOString())
  return c.json(await reportCart(c.env.DB, basketId, c.req.query('locale')))
})

checkoutRoutes.delete('/v1/cart/:basketId/pickupPerson', async (c) => {
  const basketId = c.req.param('basketId')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  await setPickupPerson(c.env.DB, basketId, null, new Date().toISOString())
  return c.json(await reportCart(c.env.DB, basketId, c.req.query('locale')))
})

/**
 * The methods of one of the cart's shipments (`me`, the home delivery; `customs`, the made-to-order one), as the
 * cart answers them, without the rest of the cart. BSK404 for a cart that is gone or ordered, SHP404 for a shipment
 * the cart does not have (nothing delivered, nothing made to order).
 */
checkoutRoutes.get('/v1/cart/:basketId/shippingMethod/:shippingId', async (c) => {
  const cart = await readCart(c.env.DB, c.req.param('basketId'), c.req.query('locale'))
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const shipment = cart.shippingMethods.find((entry) => entry.shippingId === c.req.param('shippingId'))
  if (!shipment) return apiError(c, 404, 'SHP404', 'This cart has no such shipment')
  return c.json({
    shippingId: shipment.shippingId,
    code: shipment.code,
    applicableShippingMethods: shipment.applicableShippingMethods,
  })
})
