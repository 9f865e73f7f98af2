/**
 * The error shape every upstream answers with (spec 1 §3): `errorDetails`, whose first entry carries the
 * errorId and message, the app id and the correlation id. The worker's `/api` routes answer in the same shape,
 * so islands read one kind of error wherever it came from.
 */
import * as z from 'zod'

export const ApiErrorBodySchema = z.object({
  errorDetails: z.array(z.object({ errorId: z.string(), message: z.string().optional().default('') })).min(1),
  appId: z.string().optional(),
  correlationId: z.string().optional(),
})
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

/** Reads the first errorId and message from an error body, or null when the body is not in the error shape. */
export function readApiError(
  body: unknown,
): { errorId: string; message: string; correlationId: string | null } | null {
  const parsed = ApiErrorBodySchema.safeParse(body)
  if (!parsed.success) return null
  const [first] = parsed.data.errorDetails
  if (!first) return null
  return { errorId: first.errorId, message: first.message, correlationId: parsed.data.correlationId ?? null }
}

/**
 * The application id of a refusal, from an error body or any other JSON answer: bot protection in front of an
 * upstream answers 403 with its own app id (spec 1 §4), whatever else its body holds.
 */
export function appIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const appId = (body as { appId?: unknown }).appId
  return typeof appId === 'string' && appId.trim() !== '' ? appId : null
}
