/**
 * `/api/cart/price-adjustments`, JSON only: a store associate's price adjustments from the bag in in-store mode
 * (decisions 031, 044), added, changed (`PATCH /:adjustmentId`) and removed, answered with the cart. Without JavaScript the bag page answers its own forms
 * (worker/routes/forms/cart.ts). Anyone not in in-store mode is refused (403).
 */
import { Hono } from 'hono'
import { addAdjustment, changeAdjustment, removeAdjustment } from '../../services/price-adjustments'
import type { AppEnv } from '../../types'
import { AdjustmentChangeSchema, AdjustmentIdSchema, PriceAdjustmentSchema } from '../cart-changes'
import { readCall, validInput } from './responder'

export const priceAdjustmentApi = new Hono<AppEnv>()

priceAdjustmentApi.post('/', async (c) => {
  const cart = await addAdjustment(c, await readCall(c, PriceAdjustmentSchema))
  return c.json({ cart })
})

priceAdjustmentApi.patch('/:adjustmentId', async (c) => {
  const { adjustmentId } = validInput(AdjustmentIdSchema, c.req.param())
  const change = await readCall(c, AdjustmentChangeSchema)
  return c.json({ cart: await changeAdjustment(c, adjustmentId, change) })
})

priceAdjustmentApi.post('/remove', async (c) => {
  const { adjustmentId } = await readCall(c, AdjustmentIdSchema)
  return c.json({ cart: await removeAdjustment(c, adjustmentId) })
})
