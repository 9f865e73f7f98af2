/**
 * `/api/checkout`: the checkout's steps on the shopper's cart. Each takes JSON from the checkout island or a plain
 * form without JavaScript; a form goes on to the next step's page, or back to its own with the error id
 * (`?checkout=`). Answers carry the trimmed cart and the step that comes next.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { AddressInputSchema } from '../../../shared/address-schema'
import { checkoutPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { getShopperCart } from '../../services/cart'
import { saveBilling, saveShipping } from '../../services/checkout'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const checkoutApi = new Hono<AppEnv>()

/** A checkbox as a form sends it (`on`, or absent) or as JSON (a boolean). */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

const ShippingSchema = AddressInputSchema.extend({
  method: z.enum(['standard', 'express']).optional(),
})

const BillingSchema = AddressInputSchema.extend({ sameAsShipping: checkbox, newsletter: checkbox })

const stepPath = (c: AppContext, step: 'shipping' | 'billing' | 'summary') =>
  step === 'shipping' ? checkoutPath(c.var.locale.code) : `${checkoutPath(c.var.locale.code)}/${step}`

/** The shopper's cart, or BSK404 when they have none or an empty one (checkout starts from a bag with items). */
async function cartToCheck(c: AppContext) {
  const cart = await getShopperCart(c)
  if (!cart || cart.items.length === 0)
    throw new ApiError('unknown', 'BSK404', c.var.t.t('checkout.emptyBag'), { placement: 'top' })
  return cart
}

checkoutApi.post('/shipping', async (c) => {
  const input = await readInput(c, ShippingSchema, { param: 'checkout', to: stepPath(c, 'shipping') })
  await cartToCheck(c)
  const { method, ...address } = input.data
  const cart = await saveShipping(c, { address, method })
  return answer(c, input, { cart, step: 'billing' }, { to: stepPath(c, 'billing') })
})

checkoutApi.post('/billing', async (c) => {
  const input = await readInput(c, BillingSchema, { param: 'checkout', to: stepPath(c, 'billing') })
  const current = await cartToCheck(c)
  const { sameAsShipping, newsletter, ...address } = input.data
  const cart = await saveBilling(c, { sameAsShipping, newsletter, address }, current)
  return answer(c, input, { cart, step: 'summary' }, { to: stepPath(c, 'summary') })
})
