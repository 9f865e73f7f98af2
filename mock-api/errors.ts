import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error answer in the upstream shape: `errorDetails` (first entry has errorId and message), appId, correlationId. */
export function apiError(c: Context, status: ContentfulStatusCode, errorId: string, message: string) {
  return c.json(
    {
      errorDetails: [{ errorId, message }],
      appId: 'mock-api',
      correlationId: c.req.header('x-correlation-id') ?? crypto.randomUUID(),
    },
    status,
  )
}
