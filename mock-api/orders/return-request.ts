/**
 * The return service's request envelope (the order management system behind the return label): every request
 * names what it asks for (`requestType`), the organisation it is made in (`organization`, the shop's site) and
 * carries its fields in `payload`. A request without one of the three is refused before anything else is read:
 * ATTR100 without a request type, ATTR200 without an organisation, ATTR300 without a payload.
 *
 * @example
 * { "requestType": "RETURN_LABEL", "organization": "KST-US", "payload": { "shopName": "Kestrel" } }
 */
import * as z from 'zod'

const SHOP_NAME = z.string().trim().min(1).max(60).default('Kestrel')

/** The request types the return service takes. */
export const RETURN_REQUEST_TYPES = ['RETURN_LABEL'] as const

const ReturnLabelPayloadSchema = z.object({ shopName: SHOP_NAME })

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

type Refusal = readonly [errorId: 'ATTR100' | 'ATTR200' | 'ATTR300' | 'API400', message: string]

/** A return label request read from its envelope: the payload's fields, or the refusal's id and message. */
export function readReturnLabelRequest(
  body: unknown,
): { shopName: string; organization: string } | { refusal: Refusal } {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  if (!present(envelope.requestType)) return { refusal: ['ATTR100', 'The request names no request type'] }
  if (!present(envelope.organization)) return { refusal: ['ATTR200', 'The request names no organization'] }
  if (!present(envelope.payload) || typeof envelope.payload !== 'object')
    return { refusal: ['ATTR300', 'The request carries no payload'] }
  if (!RETURN_REQUEST_TYPES.includes(envelope.requestType as never))
    return { refusal: ['API400', `Unknown request type ${String(envelope.requestType).slice(0, 40)}`] }
  const organization = z
    .string()
    .regex(/^[A-Z]{2,5}-[A-Z]{2}$/)
    .safeParse(envelope.organization)
  const payload = ReturnLabelPayloadSchema.safeParse(envelope.payload)
  if (!organization.success || !payload.success)
    return { refusal: ['API400', 'Invalid return label request'] }
  return { shopName: payload.data.shopName, organization: organization.data }
}
