/**
 * `/api/cart/price-adjustments`: a store associate's price adjustments from the bag in in-store mode (decisions
 * 031, 044). Plain forms from the bag page return to it (`?adjust=added`, `removed`, or the refusal's id); scripts
 * get the cart. Anyone not in in-store mode is refused (403).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { cartPath } from '../../../shared/routes'
import { ADJUSTMENT_REASONS, addAdjustment, removeAdjustment } from '../../services/price-adjustments'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const priceAdjustmentApi = new Hono<AppEnv>()

const AddSchema = z.object({
  itemId: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]).default(''),
  type: z.enum(['PERCENT', 'AMOUNT']),
  value: z.union([z.string().max(20), z.number().transform(String)]),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
})

const RemoveSchema = z.object({ adjustmentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })

const back = (c: AppContext) => cartPath(c.var.locale.code)

priceAdjustmentApi.post('/', async (c) => {
  const input = await readInput(c, AddSchema, { param: 'adjust', to: back(c) })
  const cart = await addAdjustment(c, input.data)
  return answer(c, input, { cart }, { notice: 'added' })
})

priceAdjustmentApi.post('/remove', async (c) => {
  const input = await readInput(c, RemoveSchema, { param: 'adjust', to: back(c) })
  const cart = await removeAdjustment(c, input.data.adjustmentId)
  return answer(c, input, { cart }, { notice: 'removed' })
})
