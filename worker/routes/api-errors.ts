import type { Context } from 'hono'
import type { StorefrontErrorBody } from '../../shared/api-contract'

/** An `/api` error in the same shape the upstreams use, carrying our request id as the correlation id. */
export function apiErrorBody(c: Context, errorId: string, message: string): StorefrontErrorBody {
  return {
    errorDetails: [{ errorId, message }],
    appId: 'storefront',
    correlationId: c.get('requestId') ?? '',
  }
}
