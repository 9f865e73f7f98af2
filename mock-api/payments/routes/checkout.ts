/**
 * The server-to-server Checkout API (v71), called by the commerce mock API with `X-API-Key`: payment methods,
 * payments, payment details, cancels and gift-card balances. Payments, details and cancels honour
 * `Idempotency-Key`; a payment's final result, and what a cancel did, are also notified to the commerce API
 * (notifications.ts), in the background.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import type * as z from 'zod'
import { cancelByReference, cancelPayment } from '../cancels'
import { authorisePayment, checkGiftCardBalance, completePaymentDetails, SCHEME_BRANDS } from '../checkout'
import { deleteStoredMethod } from '../db/stored-methods'
import { allowedShopOrigin, getProviderConfig, type PaymentProviderEnv } from '../env'
import { type InvalidField, providerError, providerErrorBody } from '../errors'
import { answerIdempotently } from '../idempotency'
import { notifyCancels, notifyFinalResult } from '../notifications'
import {
  BalanceCheckRequestSchema,
  CancelRequestSchema,
  PAY_LATER_TYPE,
  PaymentDetailsRequestSchema,
  PaymentMethodsRequestSchema,
  type PaymentMethodsResponse,
  PaymentRequestSchema,
  SessionRequestSchema,
  type SessionResponse,
  TechnicalCancelRequestSchema,
} from '../schemas'

export const checkoutRoutes = new Hono<{ Bindings: PaymentProviderEnv }>()

/** The fields that did not validate, by path; never with their values. */
export function invalidFieldsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): InvalidField[] {
  return error.issues.map((issue) => ({
    name: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }))
}

function validBody<Schema extends z.ZodType>(schema: Schema) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      return providerError(
        c,
        'invalidBody',
        'Structure of the request is not valid',
        invalidFieldsOf(result.error),
      )
    }
  })
}

checkoutRoutes.post('/paymentMethods', validBody(PaymentMethodsRequestSchema), (c) => {
  const answer: PaymentMethodsResponse = {
    paymentMethods: [
      { type: 'scheme', name: 'Cards', brands: SCHEME_BRANDS },
      { type: 'giftcard', name: 'Gift card', brand: 'givex' },
      { type: PAY_LATER_TYPE, name: 'Pay later' },
    ],
  }
  c.header('cache-control', 'no-store')
  return c.json(answer)
})

checkoutRoutes.post('/payments', validBody(PaymentRequestSchema), async (c) => {
  const request = c.req.valid('json')
  const config = getProviderConfig(c.env)
  return answerIdempotently(c, c.env.PAYMENTS_DB, 'payments', await c.req.json(), async () => {
    const answer = await authorisePayment(c.env.PAYMENTS_DB, config, request, Date.now())
    notifyFinalResult(c.executionCtx, c.env, answer.finalised)
    return answer
  })
})

checkoutRoutes.post('/payments/details', validBody(PaymentDetailsRequestSchema), async (c) => {
  const request = c.req.valid('json')
  const config = getProviderConfig(c.env)
  return answerIdempotently(c, c.env.PAYMENTS_DB, 'payments/details', await c.req.json(), async () => {
    const answer = await completePaymentDetails(c.env.PAYMENTS_DB, config, request, Date.now())
    notifyFinalResult(c.executionCtx, c.env, answer.finalised)
    return answer
  })
})

/** Voids an authorisation (or a payment still waiting for the shopper) by its pspReference; 201 received. */
checkoutRoutes.post('/payments/:pspReference/cancels', validBody(CancelRequestSchema), async (c) => {
  const pspReference = c.req.param('pspReference')
  const request = c.req.valid('json')
  return answerIdempotently(c, c.env.PAYMENTS_DB, 'cancels', await c.req.json(), async () => {
    const answer = await cancelPayment(c.env.PAYMENTS_DB, pspReference, request, Date.now())
    if (!answer)
      return {
        status: 422,
        body: providerErrorBody('originalNotFound', 'Original pspReference required for this operation'),
      }
    notifyCancels(c.executionCtx, c.env, answer.outcomes)
    return { status: answer.status, body: answer.body }
  })
})

/** A technical cancel: voids what was paid under a merchant reference whose answer never arrived; 201 received. */
checkoutRoutes.post('/cancels', validBody(TechnicalCancelRequestSchema), async (c) => {
  const request = c.req.valid('json')
  return answerIdempotently(c, c.env.PAYMENTS_DB, 'technical-cancels', await c.req.json(), async () => {
    const answer = await cancelByReference(c.env.PAYMENTS_DB, request, Date.now())
    notifyCancels(c.executionCtx, c.env, answer.outcomes)
    return { status: answer.status, body: answer.body }
  })
})

checkoutRoutes.post('/paymentMethods/balance', validBody(BalanceCheckRequestSchema), async (c) => {
  const answer = await checkGiftCardBalance(c.env.PAYMENTS_DB, c.req.valid('json'), Date.now())
  c.header('cache-control', 'no-store')
  return c.json(answer.body, answer.status)
})

/** Forgets a card kept for a shopper (Adyen's `DELETE /storedPaymentMethods/{id}`); 422 "800" when there is none. */
checkoutRoutes.delete('/storedPaymentMethods/:id', async (c) => {
  const merchantAccount = c.req.query('merchantAccount') ?? ''
  const shopperReference = c.req.query('shopperReference') ?? ''
  c.header('cache-control', 'no-store')
  if (!(await deleteStoredMethod(c.env.PAYMENTS_DB, c.req.param('id'), merchantAccount, shopperReference)))
    return providerError(c, 'contractNotFound', 'Contract not found')
  return c.body(null, 204)
})

/**
 * A session for the card or gift-card fields (Adyen's `POST /sessions`): its id and the address of the fields page
 * on the provider's own origin, for the shop origin that frames it (422 for an origin the merchant has not allowed).
 */
checkoutRoutes.post('/sessions', validBody(SessionRequestSchema), (c) => {
  const body = c.req.valid('json')
  const config = getProviderConfig(c.env)
  const origin = allowedShopOrigin(config, body.origin)
  if (!origin) {
    return providerError(c, 'invalidBody', 'Structure of the request is not valid', [
      { name: 'origin', message: 'not an origin allowed for this merchant' },
    ])
  }
  const kind = body.paymentMethod.type === 'scheme' ? 'card' : 'giftcard'
  const answer: SessionResponse = {
    id: `CS${crypto.randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
    url: `${config.publicOrigin}/checkoutshopper/fields?${new URLSearchParams({ kind, origin })}`,
  }
  c.header('cache-control', 'no-store')
  return c.json(answer, 201)
})
