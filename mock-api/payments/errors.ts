/**
 * Error answers in the Checkout API's shape: `{ status, errorCode, message, errorType, pspReference?,
 * invalidFields? }`. The codes are the provider's own small catalogue, modelled on Adyen's where one matches
 * (000 unauthorised, 174 undecryptable card data, 702 a body that does not parse, 704 an idempotency conflict).
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const PROVIDER_ERRORS = {
  unauthorised: { status: 401, errorCode: '000', errorType: 'security' },
  invalidBody: { status: 422, errorCode: '702', errorType: 'validation' },
  undecryptable: { status: 422, errorCode: '174', errorType: 'validation' },
  contractNotFound: { status: 422, errorCode: '800', errorType: 'validation' },
  unknownDetails: { status: 422, errorCode: '15_002', errorType: 'validation' },
  keyReused: { status: 422, errorCode: '704', errorType: 'validation' },
  inFlight: { status: 409, errorCode: '704', errorType: 'validation' },
  forbidden: { status: 403, errorCode: '010', errorType: 'security' },
  notFound: { status: 404, errorCode: '000', errorType: 'validation' },
  originalNotFound: { status: 422, errorCode: '167', errorType: 'validation' },
  internal: { status: 500, errorCode: '905', errorType: 'internal' },
} as const satisfies Record<string, { status: ContentfulStatusCode; errorCode: string; errorType: string }>

export type ProviderErrorKind = keyof typeof PROVIDER_ERRORS

/** One field that did not validate; never with the value (it may be card data). */
export interface InvalidField {
  name: string
  message: string
}

/** The body of a provider error answer. */
export interface ProviderErrorBody {
  status: number
  errorCode: string
  message: string
  errorType: string
  invalidFields?: InvalidField[]
}

export function providerErrorBody(
  kind: ProviderErrorKind,
  message: string,
  invalidFields?: InvalidField[],
): ProviderErrorBody {
  const { status, errorCode, errorType } = PROVIDER_ERRORS[kind]
  return { status, errorCode, message, errorType, ...(invalidFields ? { invalidFields } : {}) }
}

/** An error answer of this kind, `no-store` like every provider answer. */
export function providerError(
  c: Context,
  kind: ProviderErrorKind,
  message: string,
  invalidFields?: InvalidField[],
) {
  c.header('cache-control', 'no-store')
  return c.json(providerErrorBody(kind, message, invalidFields), PROVIDER_ERRORS[kind].status)
}
