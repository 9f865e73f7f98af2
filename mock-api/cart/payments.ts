/**
 * The cart service's side of the payment provider (`mock-api/payments/`, Adyen-shaped): it calls the provider
 * server to server through the `PAYMENTS` binding, with the merchant account and key, amounts in minor units, and
 * an idempotency key per attempt, so a retry after a lost answer never pays twice.
 */
import type { MockEnv } from '../env'

export interface ProviderAmount {
  currency: string
  value: number
}

export interface ProviderPaymentAnswer {
  pspReference: string
  resultCode:
    | 'Authorised'
    | 'Refused'
    | 'ChallengeShopper'
    | 'RedirectShopper'
    | 'Pending'
    | 'Error'
    | 'Cancelled'
  merchantReference: string
  amount: ProviderAmount
  paymentMethod?: { type: string; brand?: string }
  action?: { type: 'threeDS2' | 'redirect'; url: string; paymentData?: string; token?: string } & Record<
    string,
    unknown
  >
  refusalReason?: string
  /** A card kept for the shopper: its id, for paying with it later. */
  tokenization?: { storedPaymentMethodId: string; shopperReference: string }
  additionalData?: Record<string, string>
}

export interface ProviderBalanceAnswer {
  resultCode: 'Success' | 'NotEnoughBalance' | 'Failed'
  balance: ProviderAmount
  refusalReason?: string
}

/** A refusal or failure of the provider, with its status and Adyen's error code when it gave one. */
export class ProviderError extends Error {
  override name = 'ProviderError'
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
  }
}

/** An amount in the currency's minor units (all the shop's currencies have two). */
export const minorUnits = (amount: number, currency: string): ProviderAmount => ({
  currency,
  value: Math.round(amount * 100),
})

export const fromMinorUnits = (amount: ProviderAmount) => amount.value / 100

export const merchantAccountOf = (env: Pick<MockEnv, 'MERCHANT_ACCOUNT'>) =>
  env.MERCHANT_ACCOUNT ?? 'KestrelOutdoorECOM'

/** How long one call to the provider may take when the caller names no limit (an account's card check). */
const PROVIDER_CALL_MS = 15_000

/**
 * Calls the provider's API, cut at `timeoutMs`; its answer, or a `ProviderError`: status 0 when the answer was
 * lost or the call was cut (`TIMEOUT`), so the outcome is not known; the provider's own status otherwise.
 */
export async function callProvider<T>(
  env: Pick<MockEnv, 'PAYMENTS' | 'PROVIDER_API_KEY'>,
  path: string,
  body: unknown,
  idempotencyKey?: string,
  timeoutMs = PROVIDER_CALL_MS,
): Promise<T> {
  if (!env.PAYMENTS) throw new ProviderError(0, 'UNBOUND', 'The payment provider is not bound')
  let response: Response
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    response = await env.PAYMENTS.fetch(`https://payment-provider${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': env.PROVIDER_API_KEY ?? '',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    const cut = signal.aborted
    throw new ProviderError(
      0,
      cut ? 'TIMEOUT' : 'NETWORK',
      cut
        ? 'The payment provider did not answer in time'
        : `The payment provider did not answer: ${String(error)}`,
    )
  }
  const text = await response.text().catch(() => '')
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ProviderError(
      response.status || 0,
      'NOT_JSON',
      'The payment provider answered something unreadable',
    )
  }
  if (!response.ok) {
    const detail = (parsed ?? {}) as { errorCode?: string; message?: string }
    throw new ProviderError(
      response.status,
      detail.errorCode ?? String(response.status),
      detail.message ?? 'refused',
    )
  }
  return parsed as T
}

/** Forgets a card the provider keeps for a shopper (Adyen's `DELETE /storedPaymentMethods/{id}`); whether it did. */
export async function deleteStoredCard(env: MockEnv, id: string, shopperReference: string): Promise<boolean> {
  if (!env.PAYMENTS) return false
  const query = new URLSearchParams({ merchantAccount: merchantAccountOf(env), shopperReference })
  const response = await env.PAYMENTS.fetch(
    `https://payment-provider/v71/storedPaymentMethods/${encodeURIComponent(id)}?${query}`,
    { method: 'DELETE', headers: { 'x-api-key': env.PROVIDER_API_KEY ?? '' } },
  ).catch(() => null)
  return response?.status === 204
}
