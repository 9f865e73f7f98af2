import type { Context } from 'hono'
import type { ApiErrorBody } from '../../shared/api-error'

/** An `/api` error in the same shape the upstreams use, carrying our request id as the correlation id. */
export function apiErrorBody(c: Context, errorId: string, message: string): ApiErrorBody {
  return {
    errorDetails: [{ errorId, message }],
    appId: 'storefront',
    correlationId: c.get('requestId') ?? '',
  }
}
