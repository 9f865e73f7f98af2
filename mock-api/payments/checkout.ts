/**
 * What the Checkout API does with a request, apart from HTTP: authorise a payment with card data spent from its
 * tokens, continue one after the shopper's challenge or pay-later decision, check a gift card's balance. Each
 * returns the answer's status and body, and the payment when this call gave it its final result (the caller
 * sends the notification for it).
 */
import {
  CARD_BRANDS,
  type CardBrand,
  CHALLENGE_CODE,
  cardScenario,
  expiryProblem,
  GIFT_CARD_BRAND,
  GIFT_CARD_CURRENCIES,
  giftCardExpired,
  TEST_GIFT_CARDS,
} from './card'
import { findCardData, randomToken, spendCardData } from './db/card-data'
import { debitGiftCard, giftCardKey, readGiftCardBalance } from './db/gift-cards'
import {
  type FinalResult,
  finalisePayment,
  getPayment,
  getPaymentByActionToken,
  getPaymentByResultToken,
  insertPayment,
  type NewPayment,
  type PaymentRow,
  recordShopperOutcome,
  type ShopperOutcome,
  setGiftCardKey,
} from './db/payments'
import { cardFingerprint, findStoredMethod, type StoredMethodRow, storeMethod } from './db/stored-methods'
import type { ProviderConfig } from './env'
import { type ProviderErrorBody, providerErrorBody } from './errors'
import {
  type BalanceCheckRequest,
  type BalanceCheckResponse,
  type GiftCardPaymentMethod,
  PAY_LATER_TYPE,
  type PaymentDetailsRequest,
  type PaymentRequest,
  type PaymentResponse,
} from './schemas'

export interface CheckoutAnswer<Body> {
  status: 200 | 422
  body: Body | ProviderErrorBody
  /** The payment, when this call gave it its final result. */
  finalised?: PaymentRow
}

/** Adyen's refusal reasons (and codes) that the provider gives. */
export const REFUSALS = {
  refused: { reason: 'Refused', code: '2' },
  expiredCard: { reason: 'Expired Card', code: '6' },
  invalidCardNumber: { reason: 'Invalid Card Number', code: '8' },
  notSupported: { reason: 'Not supported', code: '10' },
  notAuthenticated: { reason: '3D Not Authenticated', code: '11' },
  notEnoughBalance: { reason: 'Not enough balance', code: '12' },
  shopperCancelled: { reason: 'Shopper Cancelled', code: '16' },
  invalidPin: { reason: 'Invalid Pin', code: '17' },
} as const

type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS]

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A 16-character reference, as Adyen's pspReference. */
export function newPspReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')
}

function newAuthCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(value % 1_000_000).padStart(6, '0')
}

const undecryptable = (): CheckoutAnswer<never> => ({
  status: 422,
  body: providerErrorBody('undecryptable', 'Unable to decrypt data'),
})

const authorised = (value: number): FinalResult => ({
  status: 'Authorised',
  authorisedValue: value,
  refusalReason: null,
  refusalReasonCode: null,
  authCode: newAuthCode(),
})

const refused = (refusal: Refusal): FinalResult => ({
  status: 'Refused',
  authorisedValue: null,
  refusalReason: refusal.reason,
  refusalReasonCode: refusal.code,
  authCode: null,
})

/** The answer for a payment as it stands. */
export function paymentResponse(payment: PaymentRow, config: ProviderConfig): PaymentResponse {
  const amount = {
    currency: payment.currency,
    value: payment.status === 'Authorised' ? (payment.authorised_value ?? payment.value) : payment.value,
  }
  const paymentMethod =
    payment.method_type === PAY_LATER_TYPE
      ? { type: payment.method_type }
      : { type: payment.method_type, brand: payment.brand }
  const answer: PaymentResponse = {
    pspReference: payment.psp_reference,
    resultCode: payment.status,
    merchantReference: payment.merchant_reference,
    amount,
    paymentMethod,
  }
  if (payment.status === 'ChallengeShopper' && payment.action_token && payment.payment_data) {
    answer.action = {
      type: 'threeDS2',
      subtype: 'challenge',
      paymentMethodType: 'scheme',
      token: payment.action_token,
      paymentData: payment.payment_data,
      url: `${config.publicOrigin}/checkoutshopper/threeds2/challenge?token=${encodeURIComponent(payment.action_token)}`,
    }
  }
  if (payment.status === 'RedirectShopper' && payment.action_token) {
    answer.action = {
      type: 'redirect',
      method: 'GET',
      paymentMethodType: PAY_LATER_TYPE,
      url: `${config.publicOrigin}/checkoutshopper/paylater?token=${encodeURIComponent(payment.action_token)}`,
    }
  }
  if (payment.status === 'Refused') {
    answer.refusalReason = payment.refusal_reason ?? REFUSALS.refused.reason
    answer.refusalReasonCode = payment.refusal_reason_code ?? REFUSALS.refused.code
  }
  return answer
}

function basePayment(
  request: PaymentRequest,
  now: number,
): Omit<NewPayment, 'method_type' | 'brand' | 'status'> {
  return {
    psp_reference: newPspReference(),
    merchant_account: request.merchantAccount,
    merchant_reference: request.reference,
    last_four: null,
    expiry: null,
    currency: request.amount.currency,
    value: request.amount.value,
    authorised_value: null,
    refusal_reason: null,
    refusal_reason_code: null,
    auth_code: null,
    return_url: request.returnUrl,
    shopper_locale: request.shopperLocale ?? null,
    payment_data: null,
    action_token: null,
    created_at: now,
  }
}

function withResult(payment: Omit<NewPayment, 'status'>, result: FinalResult): NewPayment {
  return {
    ...payment,
    status: result.status,
    authorised_value: result.authorisedValue,
    refusal_reason: result.refusalReason,
    refusal_reason_code: result.refusalReasonCode,
    auth_code: result.authCode,
  }
}

async function save(db: D1Database, payment: NewPayment, config: ProviderConfig, now: number) {
  await insertPayment(db, payment)
  const row: PaymentRow = { ...payment, outcome: null, result_token: null, updated_at: now }
  const final = payment.status === 'Authorised' || payment.status === 'Refused'
  return { status: 200 as const, body: paymentResponse(row, config), ...(final ? { finalised: row } : {}) }
}

/**
 * A gift card's number and PIN: as sent, or read from its tokens (spent when `spend`: a payment uses them up).
 * Null when the tokens are unknown, expired or already spent.
 */
async function giftCardOf(
  db: D1Database,
  method: GiftCardPaymentMethod,
  now: number,
  { spend }: { spend: boolean },
): Promise<{ number: string; securityCode: string; lastFour: string } | null> {
  if (method.number !== undefined && method.cvc !== undefined)
    return { number: method.number, securityCode: method.cvc, lastFour: method.number.slice(-4) }
  if (method.encryptedCardNumber === undefined || method.encryptedSecurityCode === undefined) return null
  const tokens = {
    encryptedCardNumber: method.encryptedCardNumber,
    encryptedSecurityCode: method.encryptedSecurityCode,
  }
  const card = await findCardData(db, 'giftcard', tokens, now)
  if (!card || (spend && !(await spendCardData(db, card.id, now)))) return null
  return card
}

/** POST /payments: a card (frictionless, challenged or refused by its number), a gift card, or pay later. */
export async function authorisePayment(
  db: D1Database,
  config: ProviderConfig,
  request: PaymentRequest,
  now: number,
): Promise<CheckoutAnswer<PaymentResponse>> {
  const method = request.paymentMethod
  const base = basePayment(request, now)

  if (method.type === PAY_LATER_TYPE) {
    return save(
      db,
      {
        ...base,
        method_type: PAY_LATER_TYPE,
        brand: PAY_LATER_TYPE,
        status: 'RedirectShopper',
        action_token: randomToken(),
      },
      config,
      now,
    )
  }

  if (method.type === 'giftcard') {
    const card = await giftCardOf(db, method, now, { spend: true })
    if (!card) return undecryptable()
    const payment = { ...base, method_type: 'giftcard', brand: GIFT_CARD_BRAND, last_four: card.lastFour }
    const known = TEST_GIFT_CARDS[card.number]
    if (method.brand !== GIFT_CARD_BRAND)
      return save(db, withResult(payment, refused(REFUSALS.notSupported)), config, now)
    if (!known) return save(db, withResult(payment, refused(REFUSALS.invalidCardNumber)), config, now)
    if (known.pin !== card.securityCode)
      return save(db, withResult(payment, refused(REFUSALS.invalidPin)), config, now)
    if (giftCardExpired(known, now))
      return save(db, withResult(payment, refused(REFUSALS.expiredCard)), config, now)
    const starting = GIFT_CARD_CURRENCIES.includes(request.amount.currency) ? known.startingBalance : 0
    const key = await giftCardKey(request.merchantAccount, card.number)
    const { taken } = await debitGiftCard(db, key, request.amount.currency, request.amount.value, starting)
    const result = taken > 0 ? authorised(taken) : refused(REFUSALS.notEnoughBalance)
    const answer = await save(db, withResult(payment, result), config, now)
    if (taken > 0) await setGiftCardKey(db, payment.psp_reference, key)
    return answer
  }

  if ('storedPaymentMethodId' in method) return payWithStoredCard(db, config, request, method, now)

  const card = await findCardData(db, 'card', method, now)
  if (!card || !(await spendCardData(db, card.id, now))) return undecryptable()
  const payment = {
    ...base,
    method_type: 'scheme',
    brand: card.brand,
    last_four: card.lastFour,
    expiry: `${card.expiryMonth}/${card.expiryYear}`,
  }
  if (expiryProblem(Number(card.expiryMonth), Number(card.expiryYear), new Date(now)) !== null) {
    return save(db, withResult(payment, refused(REFUSALS.expiredCard)), config, now)
  }
  if (request.storePaymentMethod && request.shopperReference && request.amount.value === 0) {
    // Keeping a card: a zero-value check by its scheme (a refused card is not kept). The issuer's challenge, if it
    // has one, comes when the card pays.
    const scenario = cardScenario(card.number)
    if (scenario === 'refused') return save(db, withResult(payment, refused(REFUSALS.refused)), config, now)
    const stored = await storeMethod(db, {
      id: newPspReference(),
      merchant_account: request.merchantAccount,
      shopper_reference: request.shopperReference,
      fingerprint: await cardFingerprint(request.merchantAccount, card.number),
      brand: card.brand,
      last_four: card.lastFour,
      expiry_month: card.expiryMonth ?? '',
      expiry_year: card.expiryYear ?? '',
      holder_name: method.holderName ?? null,
      scenario,
      created_at: now,
    })
    const answer = await save(db, withResult(payment, authorised(request.amount.value)), config, now)
    return { ...answer, body: { ...(answer.body as PaymentResponse), ...tokenizationOf(stored) } }
  }
  switch (cardScenario(card.number)) {
    case 'refused':
      return save(db, withResult(payment, refused(REFUSALS.refused)), config, now)
    case 'challenge':
      return save(
        db,
        {
          ...payment,
          status: 'ChallengeShopper',
          action_token: randomToken(),
          payment_data: `Ab02b4c0!${randomToken(36)}`,
        },
        config,
        now,
      )
    default:
      return save(db, withResult(payment, authorised(request.amount.value)), config, now)
  }
}

/** What a payment that kept a card answers about it, as Adyen's tokenization and additional data do. */
export const tokenizationOf = (stored: StoredMethodRow) => ({
  tokenization: { storedPaymentMethodId: stored.id, shopperReference: stored.shopper_reference },
  additionalData: {
    'recurring.recurringDetailReference': stored.id,
    'recurring.shopperReference': stored.shopper_reference,
    cardSummary: stored.last_four,
    expiryDate: `${Number(stored.expiry_month)}/${stored.expiry_year}`,
    paymentMethod: stored.brand,
  },
})

/**
 * A card the provider keeps, paid with by its id for the shopper it was kept for (Adyen's card on file): no card
 * fields and no security code. Its issuer may still challenge (the 3-D Secure test card does), and refuses what it
 * refused before. Another shopper's or an unknown id is 422 "800" (Adyen's "Contract not found").
 */
async function payWithStoredCard(
  db: D1Database,
  config: ProviderConfig,
  request: PaymentRequest,
  method: { storedPaymentMethodId: string },
  now: number,
): Promise<CheckoutAnswer<PaymentResponse>> {
  const stored = await findStoredMethod(
    db,
    method.storedPaymentMethodId,
    request.merchantAccount,
    request.shopperReference ?? '',
  )
  if (!stored) return { status: 422, body: providerErrorBody('contractNotFound', 'Contract not found') }
  const payment = {
    ...basePayment(request, now),
    method_type: 'scheme',
    brand: stored.brand,
    last_four: stored.last_four,
    expiry: `${stored.expiry_month}/${stored.expiry_year}`,
  }
  if (expiryProblem(Number(stored.expiry_month), Number(stored.expiry_year), new Date(now)) !== null)
    return save(db, withResult(payment, refused(REFUSALS.expiredCard)), config, now)
  if (stored.scenario === 'refused')
    return save(db, withResult(payment, refused(REFUSALS.refused)), config, now)
  if (stored.scenario === 'challenge')
    return save(
      db,
      {
        ...payment,
        status: 'ChallengeShopper',
        action_token: randomToken(),
        payment_data: `Ab02b4c0!${randomToken(36)}`,
      },
      config,
      now,
    )
  return save(db, withResult(payment, authorised(request.amount.value)), config, now)
}

const unknownDetails = (message: string): CheckoutAnswer<never> => ({
  status: 422,
  body: providerErrorBody('unknownDetails', message),
})

/**
 * POST /payments/details: the final result after a challenge (`threeDSResult`, authorised here when the code was
 * right) or a pay-later page (`redirectResult`, whose decision was already the result).
 */
export async function completePaymentDetails(
  db: D1Database,
  config: ProviderConfig,
  request: PaymentDetailsRequest,
  now: number,
): Promise<CheckoutAnswer<PaymentResponse>> {
  const isChallenge = 'threeDSResult' in request.details
  const resultToken =
    'threeDSResult' in request.details ? request.details.threeDSResult : request.details.redirectResult
  const payment = await getPaymentByResultToken(db, resultToken)
  if (!payment || (payment.method_type === 'scheme') !== isChallenge) {
    return unknownDetails(isChallenge ? 'Invalid threeDSResult' : 'Invalid redirectResult')
  }
  if (
    request.paymentData !== undefined &&
    payment.payment_data !== null &&
    request.paymentData !== payment.payment_data
  ) {
    return unknownDetails('paymentData does not belong to this payment')
  }
  if (payment.status !== 'ChallengeShopper') return { status: 200, body: paymentResponse(payment, config) }
  const result =
    payment.outcome === 'approved'
      ? authorised(payment.value)
      : refused(payment.outcome === 'cancelled' ? REFUSALS.shopperCancelled : REFUSALS.notAuthenticated)
  const won = await finalisePayment(db, payment.psp_reference, 'ChallengeShopper', result, now)
  const current = (await getPayment(db, payment.psp_reference)) ?? payment
  return { status: 200, body: paymentResponse(current, config), ...(won ? { finalised: current } : {}) }
}

/** POST /paymentMethods/balance: what is left on a gift card, in the amount's currency (USD without one). */
export async function checkGiftCardBalance(
  db: D1Database,
  request: BalanceCheckRequest,
  now: number,
): Promise<CheckoutAnswer<BalanceCheckResponse>> {
  // A balance check reads the card's tokens without spending them, so the shop can pay with the same tokens.
  const card = await giftCardOf(db, request.paymentMethod, now, { spend: false })
  if (!card) return undecryptable()
  const currency = request.amount?.currency ?? 'USD'
  const pspReference = newPspReference()
  const failed = (refusal: Refusal): CheckoutAnswer<BalanceCheckResponse> => ({
    status: 200,
    body: {
      pspReference,
      resultCode: 'Failed',
      balance: { currency, value: 0 },
      refusalReason: refusal.reason,
    },
  })
  if (request.paymentMethod.brand !== GIFT_CARD_BRAND) return failed(REFUSALS.notSupported)
  const known = TEST_GIFT_CARDS[card.number]
  if (!known) return failed(REFUSALS.invalidCardNumber)
  if (known.pin !== card.securityCode) return failed(REFUSALS.invalidPin)
  if (giftCardExpired(known, now)) return failed(REFUSALS.expiredCard)
  const starting = GIFT_CARD_CURRENCIES.includes(currency) ? known.startingBalance : 0
  const balance = await readGiftCardBalance(
    db,
    await giftCardKey(request.merchantAccount, card.number),
    currency,
    starting,
  )
  const enough = balance > 0 && (request.amount === undefined || balance >= request.amount.value)
  return {
    status: 200,
    body: {
      pspReference,
      resultCode: enough ? 'Success' : 'NotEnoughBalance',
      balance: { currency, value: balance },
    },
  }
}

/** The brands of the scheme method, as /paymentMethods lists them. */
export const SCHEME_BRANDS = Object.keys(CARD_BRANDS) as CardBrand[]

/** A payment waiting on its challenge or pay-later page, and what the shopper did there once they did. */
export interface ShopperStep {
  payment: PaymentRow
  /** The payment, when this step gave it its final result (a pay-later decision). */
  finalised?: PaymentRow
}

/**
 * Records the shopper's answer to a challenge (one attempt: the right code approves, anything else fails, Cancel
 * cancels); the payment is authorised or refused later, by /payments/details. A second answer (a double submit)
 * changes nothing and reads the first. Null for a token that names no challenge.
 */
export async function answerChallenge(
  db: D1Database,
  token: string,
  answer: { action: 'submit' | 'cancel'; code: string },
  now: number,
): Promise<ShopperStep | null> {
  const outcome: ShopperOutcome =
    answer.action === 'cancel' ? 'cancelled' : answer.code.trim() === CHALLENGE_CODE ? 'approved' : 'failed'
  await recordShopperOutcome(db, token, 'ChallengeShopper', outcome, randomToken(), now)
  const payment = await getPaymentByActionToken(db, token)
  return payment?.method_type === 'scheme' && payment.outcome !== null ? { payment } : null
}

/**
 * Records the shopper's pay-later decision, which is the payment's final result (authorised for the whole amount,
 * or refused). A second decision changes nothing and reads the first. Null for a token that names no pay-later
 * payment.
 */
export async function decidePayLater(
  db: D1Database,
  token: string,
  decision: 'approve' | 'decline',
  now: number,
): Promise<ShopperStep | null> {
  const waiting = await getPaymentByActionToken(db, token)
  if (!waiting || waiting.method_type !== PAY_LATER_TYPE) return null
  const result = decision === 'approve' ? authorised(waiting.value) : refused(REFUSALS.refused)
  const outcome: ShopperOutcome = decision === 'approve' ? 'approved' : 'declined'
  const won = await recordShopperOutcome(db, token, 'RedirectShopper', outcome, randomToken(), now, result)
  const payment = (await getPaymentByActionToken(db, token)) ?? waiting
  return { payment, ...(won ? { finalised: payment } : {}) }
}
