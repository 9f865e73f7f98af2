/**
 * What the shopper's browser opens on the provider's origin: the card fields (framed by an allowed shop origin)
 * and their encrypt call, the 3-D Secure challenge (framed the same way) and the pay-later page (a full page, or
 * framed the same way when opened with `origin`).
 * Forms and the encrypt call are accepted from the provider's own pages only (their `Origin`).
 */
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import {
  brandOf,
  cardNumberProblem,
  expiryProblem,
  GIFT_CARD_BRAND,
  GIFT_CARD_NUMBER,
  GIFT_CARD_PIN,
  securityCodeValid,
} from '../card'
import { answerChallenge, decidePayLater } from '../checkout'
import { storeCardData } from '../db/card-data'
import { getPaymentByActionToken } from '../db/payments'
import { allowedShopOrigin, getProviderConfig, type PaymentProviderEnv } from '../env'
import { type InvalidField, providerError } from '../errors'
import { notifyFinalResult } from '../notifications'
import { renderChallengePage, renderChallengeResultPage } from '../pages/challenge'
import { renderNoticePage } from '../pages/document'
import { renderFieldsPage } from '../pages/fields'
import { languageOf, messagesFor } from '../pages/messages'
import { renderPayLaterPage, renderPayLaterResultPage } from '../pages/paylater'
import { PAY_LATER_TYPE } from '../schemas'

type ProviderContext = Context<{ Bindings: PaymentProviderEnv }>

export const shopperRoutes = new Hono<{ Bindings: PaymentProviderEnv }>()

/** Whether a form post or fetch comes from one of the provider's own pages. */
function fromOwnPage(c: ProviderContext): boolean {
  const origin = c.req.header('origin')
  return (
    origin !== undefined &&
    (origin === getProviderConfig(c.env).publicOrigin || origin === new URL(c.req.url).origin)
  )
}

/** A 400 notice page for a query or form that does not validate (a link that was cut or tampered with). */
function badLink(result: { success: boolean }, c: Context) {
  if (!result.success) {
    const m = messagesFor('en')
    return renderNoticePage(c, { language: 'en', title: m.notAvailable, text: m.notAvailable }, 400)
  }
}

const token = z.string().min(1).max(200)
const origin = z.string().min(1).max(200)

shopperRoutes.get(
  '/fields',
  zValidator(
    'query',
    z.object({ kind: z.enum(['card', 'giftcard']), origin, locale: z.string().max(10).optional() }),
    badLink,
  ),
  (c) => {
    const { kind, origin: requested, locale } = c.req.valid('query')
    const language = languageOf(locale)
    const messages = messagesFor(language)
    const parentOrigin = allowedShopOrigin(getProviderConfig(c.env), requested)
    if (!parentOrigin) {
      return renderNoticePage(c, { language, title: messages.notAvailable, text: messages.notAvailable }, 403)
    }
    return renderFieldsPage(c, { kind, parentOrigin, language, messages })
  },
)

const EncryptRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    number: z.string().max(40),
    expiryMonth: z.string().max(2),
    expiryYear: z.string().max(4),
    securityCode: z.string().max(4),
    holderName: z.string().max(100).optional(),
  }),
  z.object({ kind: z.literal('giftcard'), number: z.string().max(40), pin: z.string().max(8) }),
])

shopperRoutes.post(
  '/v1/encrypt',
  zValidator('json', EncryptRequestSchema, (result, c) => {
    if (!result.success) return providerError(c, 'invalidBody', 'Structure of the request is not valid')
  }),
  async (c) => {
    if (!fromOwnPage(c))
      return providerError(c, 'forbidden', 'Card data is only taken from the card fields page')
    const input = c.req.valid('json')
    const number = input.number.replace(/[\s-]/g, '')
    const now = Date.now()
    const invalid: InvalidField[] = []
    if (input.kind === 'giftcard') {
      if (!GIFT_CARD_NUMBER.test(number))
        invalid.push({ name: 'number', message: 'Invalid gift card number' })
      if (!GIFT_CARD_PIN.test(input.pin)) invalid.push({ name: 'pin', message: 'Invalid PIN' })
      if (invalid.length > 0)
        return providerError(c, 'invalidBody', 'The gift card details are not valid', invalid)
      const tokens = await storeCardData(
        c.env.PAYMENTS_DB,
        { kind: 'giftcard', number, securityCode: input.pin, brand: GIFT_CARD_BRAND },
        now,
      )
      c.header('cache-control', 'no-store')
      return c.json({
        paymentMethod: {
          type: 'giftcard',
          brand: GIFT_CARD_BRAND,
          encryptedCardNumber: tokens.encryptedCardNumber,
          encryptedSecurityCode: tokens.encryptedSecurityCode,
        },
        brand: GIFT_CARD_BRAND,
        lastFour: number.slice(-4),
      })
    }
    const brand = brandOf(number)
    if (cardNumberProblem(number) !== null) invalid.push({ name: 'number', message: 'Invalid card number' })
    const month = /^\d{2}$/.test(input.expiryMonth) ? Number(input.expiryMonth) : Number.NaN
    const year = /^\d{4}$/.test(input.expiryYear) ? Number(input.expiryYear) : Number.NaN
    if (expiryProblem(month, year, new Date(now)) !== null) {
      invalid.push({ name: 'expiry', message: 'Invalid or past expiry date' })
    }
    if (!securityCodeValid(input.securityCode, brand)) {
      invalid.push({ name: 'securityCode', message: 'Invalid security code' })
    }
    const holderName = input.holderName?.trim()
    if (invalid.length > 0 || !brand) {
      return providerError(c, 'invalidBody', 'The card details are not valid', invalid)
    }
    const tokens = await storeCardData(
      c.env.PAYMENTS_DB,
      {
        kind: 'card',
        number,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        securityCode: input.securityCode,
        brand,
      },
      now,
    )
    c.header('cache-control', 'no-store')
    return c.json({
      paymentMethod: { type: 'scheme', ...tokens, ...(holderName ? { holderName } : {}), brand },
      brand,
      lastFour: number.slice(-4),
      expiryMonth: input.expiryMonth,
      expiryYear: input.expiryYear,
    })
  },
)

shopperRoutes.get(
  '/threeds2/challenge',
  zValidator('query', z.object({ token, origin }), badLink),
  async (c) => {
    const { token: challenge, origin: requested } = c.req.valid('query')
    const parentOrigin = allowedShopOrigin(getProviderConfig(c.env), requested)
    const payment = await getPaymentByActionToken(c.env.PAYMENTS_DB, challenge)
    const language = languageOf(payment?.shopper_locale)
    const messages = messagesFor(language)
    if (!parentOrigin) {
      return renderNoticePage(c, { language, title: messages.notAvailable, text: messages.notAvailable }, 403)
    }
    if (payment?.method_type !== 'scheme' || payment.status !== 'ChallengeShopper' || payment.outcome) {
      return renderNoticePage(
        c,
        {
          language,
          title: messages.challengeTitle,
          text: messages.challengeClosed,
          frameAncestor: parentOrigin,
        },
        payment ? 409 : 404,
      )
    }
    return renderChallengePage(c, {
      token: challenge,
      parentOrigin,
      language,
      messages,
      amount: { currency: payment.currency, value: payment.value },
      locale: payment.shopper_locale,
    })
  },
)

shopperRoutes.post(
  '/threeds2/challenge',
  zValidator(
    'form',
    z.object({
      token,
      origin,
      code: z.string().max(20).default(''),
      action: z.enum(['submit', 'cancel']).default('submit'),
    }),
    badLink,
  ),
  async (c) => {
    const form = c.req.valid('form')
    const parentOrigin = allowedShopOrigin(getProviderConfig(c.env), form.origin)
    const messages = messagesFor('en')
    if (!parentOrigin || !fromOwnPage(c)) {
      return renderNoticePage(
        c,
        { language: 'en', title: messages.notAvailable, text: messages.notAvailable },
        403,
      )
    }
    const step = await answerChallenge(c.env.PAYMENTS_DB, form.token, form, Date.now())
    if (!step?.payment.outcome || !step.payment.result_token) {
      return renderNoticePage(
        c,
        {
          language: 'en',
          title: messages.challengeTitle,
          text: messages.challengeClosed,
          frameAncestor: parentOrigin,
        },
        404,
      )
    }
    const language = languageOf(step.payment.shopper_locale)
    return renderChallengeResultPage(c, {
      parentOrigin,
      language,
      messages: messagesFor(language),
      outcome: step.payment.outcome,
      threeDSResult: step.payment.result_token,
    })
  },
)

/** The payment's return URL with the shopper's `redirectResult` added. */
function returnUrlWith(returnUrl: string, redirectResult: string): string {
  const url = new URL(returnUrl)
  url.searchParams.append('redirectResult', redirectResult)
  return url.toString()
}

shopperRoutes.get(
  '/paylater',
  zValidator('query', z.object({ token, origin: origin.optional() }), badLink),
  async (c) => {
    const { token: page, origin: requested } = c.req.valid('query')
    const payment = await getPaymentByActionToken(c.env.PAYMENTS_DB, page)
    const language = languageOf(payment?.shopper_locale)
    const messages = messagesFor(language)
    // Framed by the shop's dialog: only an allowed shop origin may frame it.
    const parentOrigin =
      requested === undefined ? null : allowedShopOrigin(getProviderConfig(c.env), requested)
    if (requested !== undefined && !parentOrigin) {
      return renderNoticePage(c, { language, title: messages.notAvailable, text: messages.notAvailable }, 403)
    }
    if (!payment || payment.method_type !== PAY_LATER_TYPE) {
      return renderNoticePage(
        c,
        { language, title: messages.payLaterTitle, text: messages.notAvailable },
        404,
      )
    }
    if (payment.status !== 'RedirectShopper') {
      return renderNoticePage(
        c,
        {
          language,
          title: messages.payLaterTitle,
          text: messages.payLaterClosed,
          ...(payment.result_token
            ? {
                link: {
                  href: returnUrlWith(payment.return_url, payment.result_token),
                  text: messages.returnToShop,
                },
              }
            : {}),
        },
        409,
      )
    }
    return renderPayLaterPage(c, { token: page, payment, language, messages, parentOrigin })
  },
)

shopperRoutes.post(
  '/paylater',
  zValidator(
    'form',
    z.object({ token, decision: z.enum(['approve', 'decline']), origin: origin.optional() }),
    badLink,
  ),
  async (c) => {
    const { token: page, decision, origin: requested } = c.req.valid('form')
    const messages = messagesFor('en')
    const parentOrigin =
      requested === undefined ? null : allowedShopOrigin(getProviderConfig(c.env), requested)
    if (!fromOwnPage(c) || (requested !== undefined && !parentOrigin)) {
      return renderNoticePage(
        c,
        { language: 'en', title: messages.notAvailable, text: messages.notAvailable },
        403,
      )
    }
    const step = await decidePayLater(c.env.PAYMENTS_DB, page, decision, Date.now())
    if (!step?.payment.result_token) {
      return renderNoticePage(
        c,
        { language: 'en', title: messages.payLaterTitle, text: messages.notAvailable },
        404,
      )
    }
    notifyFinalResult(c.executionCtx, c.env, step.finalised)
    c.header('cache-control', 'no-store')
    c.header('referrer-policy', 'no-referrer')
    if (parentOrigin) {
      const language = languageOf(step.payment.shopper_locale)
      return renderPayLaterResultPage(c, {
        parentOrigin,
        language,
        messages: messagesFor(language),
        approved: decision === 'approve',
        redirectResult: step.payment.result_token,
      })
    }
    return c.redirect(returnUrlWith(step.payment.return_url, step.payment.result_token), 303)
  },
)
