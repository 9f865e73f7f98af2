/**
 * The commerce contract's `GET /v1/paymentSession`: a session with the payment provider for its card or gift-card
 * fields, for the shop origin that frames them (`referer`). The cart service asks the provider (`POST
 * /v71/sessions`), so the fields' address is the provider's own public one; the shop never builds it. A query that
 * does not validate is API400; a provider that does not answer, or refuses the origin, is PAY400.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { callProvider, merchantAccountOf } from '../cart/payments'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const METHODS = { CREDIT_CARD: 'scheme', GIFT_CARD: 'giftcard' } as const

const SessionQuerySchema = z
  .object({
    referer: z
      .string()
      .url()
      .max(200)
      .refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ''), {
        message: 'an origin, without a path',
      }),
    paymentMethodId: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
    paymentMethod: z.enum(['scheme', 'giftcard']),
  })
  .refine((query) => METHODS[query.paymentMethodId] === query.paymentMethod, 'the method and its type differ')

export const paymentSessionRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

paymentSessionRoutes.get('/v1/paymentSession', async (c) => {
  const query = SessionQuerySchema.safeParse(c.req.query())
  if (!query.success) {
    return apiError(c, 400, 'API400', 'Give the referer (an origin), paymentMethodId and paymentMethod')
  }
  try {
    const session = await callProvider<{ id: string; url: string }>(c.env, '/v71/sessions', {
      merchantAccount: merchantAccountOf(c.env),
      paymentMethod: { type: query.data.paymentMethod },
      origin: new URL(query.data.referer).origin,
    })
    c.header('cache-control', 'no-store')
    return c.json({
      sessionId: session.id,
      paymentMethodId: query.data.paymentMethodId,
      frameUrl: session.url,
    })
  } catch (error) {
    console.warn('payment session failed', String(error))
    return apiError(c, 502, 'PAY400', 'The payment service is not available')
  }
})
