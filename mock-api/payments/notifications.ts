/**
 * Payment notifications, the result of record: when a payment reaches a final result the provider posts an
 * Adyen-style standard notification (`AUTHORISATION`, success true or false; `CANCELLATION` or `TECHNICAL_CANCEL`
 * for a cancel, with the payment's pspReference as `originalReference`), signed (hmac.ts), to the commerce
 * mock API's `/api/cart/v1/payment-notifications` through the COMMERCE service binding. Delivery runs in
 * `waitUntil` and is retried with backoff; it never changes the API answer that led to it.
 */
import type { PaymentRow } from './db/payments'
import { getProviderConfig, type PaymentProviderEnv } from './env'
import { signNotification } from './hmac'

/** Where notifications go on the commerce mock API (the host is the service binding's, any will do). */
export const NOTIFICATION_URL = 'https://mock-api.internal/api/cart/v1/payment-notifications'

/** Attempts per notification: the first and three retries, 1, 2 and 4 times the retry delay later. */
export const NOTIFICATION_ATTEMPTS = 4

export type NotificationEvent = 'AUTHORISATION' | 'CANCELLATION' | 'TECHNICAL_CANCEL'

/** One notification item, as Adyen sends it (a subset of its fields). */
export interface NotificationRequestItem {
  additionalData: { hmacSignature: string; authCode?: string; cardSummary?: string; expiryDate?: string }
  amount: { currency: string; value: number }
  eventCode: NotificationEvent
  eventDate: string
  merchantAccountCode: string
  merchantReference: string
  /** visa, mc, amex, givex or the pay-later type. */
  paymentMethod: string
  pspReference: string
  /** For a cancel: the pspReference of the payment it voided. */
  originalReference?: string
  /** The refusal reason, or for a card `authCode:lastFour:MM/YYYY`. */
  reason?: string
  success: 'true' | 'false'
}

/** The body of a notification call. */
export interface PaymentNotification {
  live: 'false'
  notificationItems: { NotificationRequestItem: NotificationRequestItem }[]
}

/** The signed notification of a payment's final result. */
export async function buildNotification(
  payment: PaymentRow,
  hmacKey: string,
  now: Date,
): Promise<PaymentNotification> {
  const success = payment.status === 'Authorised'
  const unsigned: Omit<NotificationRequestItem, 'additionalData'> = {
    amount: {
      currency: payment.currency,
      value: success ? (payment.authorised_value ?? payment.value) : payment.value,
    },
    eventCode: 'AUTHORISATION',
    eventDate: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    merchantAccountCode: payment.merchant_account,
    merchantReference: payment.merchant_reference,
    paymentMethod: payment.brand,
    pspReference: payment.psp_reference,
    success: success ? 'true' : 'false',
  }
  const reason = success
    ? payment.last_four && payment.expiry && payment.auth_code
      ? `${payment.auth_code}:${payment.last_four}:${payment.expiry}`
      : undefined
    : (payment.refusal_reason ?? 'Refused')
  const item = { ...unsigned, ...(reason ? { reason } : {}) }
  const hmacSignature = await signNotification(item, hmacKey)
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: {
            hmacSignature,
            ...(payment.auth_code ? { authCode: payment.auth_code } : {}),
            ...(payment.last_four && payment.method_type === 'scheme'
              ? { cardSummary: payment.last_four }
              : {}),
            ...(payment.expiry ? { expiryDate: payment.expiry } : {}),
          },
        },
      },
    ],
  }
}

export interface DeliveryOptions {
  /** The commerce mock API's access key (its x-api-key). */
  accessKey: string
  /** Milliseconds before the first retry; each later retry waits twice as long. */
  retryMs: number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Posts a notification until the commerce API answers 2xx, at most `NOTIFICATION_ATTEMPTS` times. True when
 * delivered. Failures are logged with the payment's reference only.
 */
export async function deliverNotification(
  commerce: Fetcher | undefined,
  notification: PaymentNotification,
  options: DeliveryOptions,
): Promise<boolean> {
  const pspReference = notification.notificationItems[0]?.NotificationRequestItem.pspReference
  if (!commerce) {
    console.warn('payment notification not sent: no COMMERCE binding', pspReference)
    return false
  }
  const body = JSON.stringify(notification)
  let problem = ''
  for (let attempt = 0; attempt < NOTIFICATION_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(options.retryMs * 2 ** (attempt - 1))
    try {
      const response = await commerce.fetch(NOTIFICATION_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.accessKey },
        body,
      })
      await response.body?.cancel()
      if (response.ok) return true
      problem = `answered ${response.status}`
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
    if (attempt < NOTIFICATION_ATTEMPTS - 1) {
      console.warn('payment notification not delivered, retrying', pspReference, problem)
    }
  }
  console.error(
    'payment notification given up',
    pspReference,
    problem,
    `after ${NOTIFICATION_ATTEMPTS} attempts`,
  )
  return false
}

/** What a cancel did, for its notification. */
export interface CancelOutcome {
  kind: 'cancel' | 'technical-cancel'
  /** The cancel's own pspReference. */
  pspReference: string
  merchantAccount: string
  /** The merchant reference of the payment (a technical cancel's `paymentReference`). */
  merchantReference: string
  /** The payment voided; null when there was none to void. */
  payment: PaymentRow | null
  success: boolean
}

/** The signed notification of a cancel (`CANCELLATION`, or `TECHNICAL_CANCEL` for one by merchant reference). */
export async function buildCancelNotification(
  outcome: CancelOutcome,
  hmacKey: string,
  now: Date,
): Promise<PaymentNotification> {
  const unsigned: Omit<NotificationRequestItem, 'additionalData'> = {
    amount: {
      currency: outcome.payment?.currency ?? 'EUR',
      value: outcome.payment ? (outcome.payment.authorised_value ?? outcome.payment.value) : 0,
    },
    eventCode: outcome.kind === 'cancel' ? 'CANCELLATION' : 'TECHNICAL_CANCEL',
    eventDate: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    merchantAccountCode: outcome.merchantAccount,
    merchantReference: outcome.merchantReference,
    paymentMethod: outcome.payment?.brand ?? '',
    pspReference: outcome.pspReference,
    ...(outcome.payment ? { originalReference: outcome.payment.psp_reference } : {}),
    success: outcome.success ? 'true' : 'false',
    ...(outcome.success ? {} : { reason: 'Nothing to cancel' }),
  }
  const hmacSignature = await signNotification(unsigned, hmacKey)
  return {
    live: 'false',
    notificationItems: [{ NotificationRequestItem: { ...unsigned, additionalData: { hmacSignature } } }],
  }
}

/** Sends the notifications of cancels in the background, as `notifyFinalResult` does for payments. */
export function notifyCancels(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  env: PaymentProviderEnv,
  outcomes: readonly CancelOutcome[],
): void {
  const config = getProviderConfig(env)
  for (const outcome of outcomes)
    ctx.waitUntil(
      buildCancelNotification(outcome, config.webhookHmacKey, new Date()).then((notification) =>
        deliverNotification(env.COMMERCE, notification, {
          accessKey: config.commerceAccessKey,
          retryMs: config.webhookRetryMs,
        }),
      ),
    )
}

/**
 * Sends the notification of a payment's final result in the background (`waitUntil`), so its delivery (and its
 * failure) never changes the answer that led to it. Nothing when `payment` is undefined.
 */
export function notifyFinalResult(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  env: PaymentProviderEnv,
  payment: PaymentRow | undefined,
): void {
  if (!payment) return
  const config = getProviderConfig(env)
  ctx.waitUntil(
    buildNotification(payment, config.webhookHmacKey, new Date()).then((notification) =>
      deliverNotification(env.COMMERCE, notification, {
        accessKey: config.commerceAccessKey,
        retryMs: config.webhookRetryMs,
      }),
    ),
  )
}
