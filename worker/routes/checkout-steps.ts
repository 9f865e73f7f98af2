/**
 * The checkout forms' work past reading them, done once for the `/api` route (the island) and the checkout page's
 * own action (a plain form), decision 068: saving a step on the shopper's cart, applying a reward code, and the
 * page each step goes on to.
 */
import type * as z from 'zod'
import { type CatalogueEntry, REWARD_CODE_ERRORS } from '../../shared/error-catalogue'
import { checkoutPath } from '../../shared/routes'
import { ApiError, UpstreamRefusal } from '../services/api-error'
import { getShopperCart } from '../services/cart'
import { saveBilling, saveShipping } from '../services/checkout'
import { limitCodeTries } from '../services/code-tries'
import { applyRewardCode } from '../services/order-placement'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import type { BillingSchema, ShippingSchema } from './inputs'

export type CheckoutStepName = 'shipping' | 'billing' | 'summary'

/** A step's page: `/{locale}/checkout` for shipping, `/checkout/billing`, `/checkout/summary`. */
export const stepPath = (c: AppContext, step: CheckoutStepName) =>
  step === 'shipping' ? checkoutPath(c.var.locale.code) : `${checkoutPath(c.var.locale.code)}/${step}`

/** The shopper's cart, or EMPTY_BAG when they have none or an empty one (checkout starts from a bag with items). */
export async function cartToCheck(c: AppContext) {
  const cart = await getShopperCart(c)
  if (!cart || cart.items.length === 0) throw new ApiError('EMPTY_BAG')
  return cart
}

/**
 * The cart service's refusals worded by a call's own catalogue before the main one: a reward code's PRM ids show
 * at the reward code input, not at the coupon's.
 */
export const wordedBy =
  (catalogue: Readonly<Record<string, CatalogueEntry>>) =>
  (error: unknown): never => {
    if (
      error instanceof UpstreamError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.errorId in catalogue
    )
      throw new UpstreamRefusal(error, catalogue)
    throw error
  }

/**
 * Saves the shipping step: the cart, and what the cart service changed by itself (a method out of reach, a store
 * abroad), which keeps the shopper on this step to be told why; or, with nothing saved, the cart service's
 * suggestion for the address, which keeps them there to choose.
 */
export async function saveShippingStep(c: AppContext, data: z.output<typeof ShippingSchema>) {
  const current = await cartToCheck(c)
  const { method, point, pickupBy, pickupFirstName, pickupLastName, pickupEmail, addressChoice, ...address } =
    data
  const saved = await saveShipping(c, {
    address,
    method,
    point,
    addressChoice,
    current,
    pickupPerson:
      pickupBy === undefined
        ? undefined
        : pickupBy === 'me'
          ? null
          : { firstName: pickupFirstName, lastName: pickupLastName, email: pickupEmail },
  })
  // The cart service would write the address otherwise: nothing is saved until the shopper chooses.
  if ('suggestion' in saved) return { cart: current, change: null, suggestion: saved.suggestion }
  const { cart } = saved
  const change = cart.changes.find((entry) => entry.bySystem && entry.itemId === null) ?? null
  return { cart, change, suggestion: null }
}

/** Saves the billing step on the shopper's cart. */
export async function saveBillingStep(c: AppContext, data: z.output<typeof BillingSchema>) {
  const current = await cartToCheck(c)
  const { sameAsShipping, newsletter, ...address } = data
  return saveBilling(c, { sameAsShipping, newsletter, address }, current)
}

/** Applies a reward code, within the tries a shopper has, its refusals worded at the reward code's input. */
export async function applyRewardCodeStep(c: AppContext, code: string) {
  await limitCodeTries(c, 'rewardCode')
  return applyRewardCode(c, code).catch(wordedBy(REWARD_CODE_ERRORS))
}
