/**
 * The warranty contract (spec 2 §7 "Warranty", decision 038), part of the consumer API:
 * `POST /consumers-v3/consumer/warranty` (Bearer, Registered) `{ product, purchaseDate, orderNumber?, description }`
 * opens a warranty case for the token's customer and answers 201 `{ caseId }` (`WR-` and eight digits). 401 AUT432
 * without a valid token, 403 AUT498 for a guest's; 400 API400 naming the fields refused by the storefront's own
 * rules (`shared/help/warranty.ts`: the purchase date `YYYY-MM-DD`, not in the future nor more than five years ago).
 * The spec shows no payload or answer shape; these are the storefront's choice, kept in step with
 * `worker/upstream/consumers/schemas.ts`.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { checkWarranty } from '../../shared/help/warranty'
import { readJsonBody } from '../body'
import { bearerOf } from '../consumers/tokens'
import { getConsumer } from '../db/consumers'
import { insertWarrantyCase } from '../db/support-cases'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const WarrantyCaseSchema = z.object({
  product: z.string().max(1000),
  purchaseDate: z.string().max(100),
  orderNumber: z.string().max(100).nullish(),
  description: z.string().max(20_000),
})

const invalidToken = 'The token is unknown, expired or revoked'

export const warrantyRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

warrantyRoutes.post('/consumers-v3/consumer/warranty', async (c) => {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', invalidToken)
  if (bearer.tokenType !== 'Registered')
    return apiError(c, 403, 'AUT498', 'A guest cannot open a warranty case: sign in first')
  const consumer = await getConsumer(c.env.DB, bearer.customerId)
  if (!consumer) return apiError(c, 401, 'AUT432', invalidToken)
  const body = await readJsonBody(c, WarrantyCaseSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid warranty case')
  const { input, problems } = checkWarranty(
    {
      product: body.product,
      purchaseDate: body.purchaseDate,
      orderNumber: body.orderNumber ?? '',
      description: body.description,
    },
    { now: new Date() },
  )
  // The contract's date is `YYYY-MM-DD`; a form's own patterns are the storefront's to read.
  const refused = Object.keys(problems)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(body.purchaseDate.trim()) && !refused.includes('purchaseDate'))
    refused.push('purchaseDate')
  if (refused.length > 0)
    return apiError(c, 400, 'API400', `Invalid warranty case fields: ${refused.join(', ')}`)
  const caseId = await insertWarrantyCase(c.env.DB, {
    consumerId: consumer.id,
    product: input.product,
    purchaseDate: input.purchaseDate,
    orderNumber: input.orderNumber || null,
    description: input.description,
    locale: /^[a-z]{2}[-_][a-z0-9]{2,3}$/i.test(c.req.query('locale') ?? '')
      ? (c.req.query('locale') as string)
      : 'en-us',
    createdAt: new Date().toISOString(),
  })
  return c.json({ caseId }, 201)
})
