/**
 * The shop's own refusals of an API call (an unknown product, a full comparison, input that does not validate),
 * thrown by services and routes and answered by the API responder in the one error shape, with the status of
 * the refusal's kind (see `shared/error-catalogue.ts`).
 */
import type { ErrorAction, NoticePlacement } from '../../shared/api-contract'
import { type ApiErrorStatus, type ErrorKind, STATUS_OF_KIND } from '../../shared/error-catalogue'

export interface ApiErrorDetail {
  placement?: NoticePlacement
  action?: ErrorAction
  fields?: Record<string, string>
}

export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: ApiErrorStatus | 413 | 415 | 401 | 403 | 500 | 503

  constructor(
    kindOrStatus: ErrorKind | 401 | 403 | 413 | 415 | 500 | 503,
    readonly errorId: string,
    message: string,
    readonly detail: ApiErrorDetail = {},
  ) {
    super(message)
    this.status = typeof kindOrStatus === 'number' ? kindOrStatus : STATUS_OF_KIND[kindOrStatus]
  }
}
