import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error answer in the upstream shape: `errorDetails` (first entry has errorId and message), appId, correlationId. */
export function apiError(c: Context, status: ContentfulStatusCode, errorId: string, message: string) {
  return c.json(
    {
      errorDetails: [{ errorId, message }],
      // An application id on a 403 is how bot protection in front of an upstream answers (decision 022): the
      // services' own refusals (AUT498, another customer's cart) must not look like it, or the storefront could
      // never tell a lost cart from a bot check.
      ...(status === 403 ? {} : { appId: 'mock-api' }),
      correlationId: c.req.header('x-correlation-id') ?? crypto.randomUUID(),
    },
    status,
  )
}
