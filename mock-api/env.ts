export interface MockEnv {
  DB: D1Database
  /** The access key callers must send as `x-api-key`; requests without it get API400 as the real API does. */
  EXPECTED_ACCESS_KEY: string
  /** The audience-segment endpoint's key (`routes/experimentation.ts`); a development key when unset. */
  ODP_API_KEY?: string
  /** "true" where callers reach the mock API through a service binding (`wrangler dev`); see `faults/apply.ts`. */
  BEHIND_SERVICE_BINDING?: string
  /** Seconds an access token lasts, when shorter than the 30 minutes of the contract (tests of expiry). */
  ACCESS_TOKEN_SECONDS?: string
  /** The payment provider (`mock-api/payments/`), reached server to server; unbound, payments are refused. */
  PAYMENTS?: Fetcher
  /** The provider's API key for this merchant. */
  PROVIDER_API_KEY?: string
  /** The key the provider signs its payment notifications with (hex, as Adyen's). */
  WEBHOOK_HMAC_KEY?: string
  /** The merchant account payments are made to. */
  MERCHANT_ACCOUNT?: string
  /**
   * One reconciler per order (decision 064): its alarm settles the order if no caller finished it
   * (`orders/reconciler.ts`). Unbound in most tests, which drive reconciliation by hand.
   */
  ORDER_RECONCILER?: DurableObjectNamespace<import('./orders/reconciler').OrderReconciler>
}
