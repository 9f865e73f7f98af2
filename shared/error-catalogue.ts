/**
 * The error catalogue (spec 1 §8): upstream error ids mapped to the shop's messages and where they show. An id
 * without an entry shows the server's own message.
 */
import { REVIEW_LIMITS } from './community'
import type { MessageKey } from './i18n'

export type NoticePlacement = 'item' | 'top' | 'field' | 'toast'

/**
 * What kind of refusal an error is, which decides the one HTTP status every `/api` route answers it with:
 * invalid input 400, unknown thing 404, conflict with the current state 409, refused by a business rule 422,
 * throttled 429, an upstream failure 502.
 */
export type ErrorKind = 'invalid' | 'unknown' | 'conflict' | 'refused' | 'throttled' | 'failure'

export const STATUS_OF_KIND = {
  invalid: 400,
  unknown: 404,
  conflict: 409,
  refused: 422,
  throttled: 429,
  failure: 502,
} as const satisfies Record<ErrorKind, number>

export type ApiErrorStatus = (typeof STATUS_OF_KIND)[ErrorKind]

export interface CatalogueEntry {
  key: MessageKey
  kind: ErrorKind
  placement: NoticePlacement
  /** For `field` placement: the form field the message shows at. */
  field?: string
  /**
   * The message names a number the server's own message carries (ADDED_MAX_QUANTITY: "up to {max}"); without
   * one in the server's message the generic message shows instead (spec 1 §8).
   */
  needsMax?: boolean
  /** The `{max}` of a message that names the shop's own limit. */
  max?: number
}

export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  INV700: { key: 'error.outOfStock', kind: 'refused', placement: 'item' },
  INV406: { key: 'error.outOfStock', kind: 'refused', placement: 'item' },
  INV701: { key: 'error.outOfStock', kind: 'refused', placement: 'item' },
  INV702: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  PRC400: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  INV408: { key: 'error.maxQuantity', kind: 'refused', placement: 'item', needsMax: true },
  ORD404: { key: 'error.itemNotAvailable', kind: 'unknown', placement: 'item' },
  ORD430: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  INV405: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  INV407: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  GWP403: { key: 'error.giftWithPurchase', kind: 'refused', placement: 'item' },
  SIZE_REQUIRED: { key: 'cart.chooseSize', kind: 'invalid', placement: 'item' },
  BSK404: { key: 'error.cartExpired', kind: 'unknown', placement: 'toast' },
  SFL404: { key: 'bag.notice.gone', kind: 'unknown', placement: 'top' },
  SFL409: { key: 'bag.notice.full', kind: 'conflict', placement: 'top' },
  CMP409: { key: 'compare.full', kind: 'conflict', placement: 'top' },
  PLP400: { key: 'error.itemNotAvailable', kind: 'unknown', placement: 'top' },
  STR404: { key: 'stores.notFound', kind: 'unknown', placement: 'top' },
  LOC404: { key: 'stores.notFound', kind: 'unknown', placement: 'top' },
  REV410: {
    key: 'error.reviewTooLong',
    kind: 'invalid',
    placement: 'field',
    field: 'body',
    max: REVIEW_LIMITS.body,
  },
  AUT453: { key: 'form.email', kind: 'invalid', placement: 'field', field: 'email' },
  NWS409: { key: 'newsletter.alreadySubscribed', kind: 'conflict', placement: 'top' },
  EVT400: { key: 'event.daysInvalid', kind: 'invalid', placement: 'field', field: 'attendingDays' },
  EVT404: { key: 'event.unknown', kind: 'unknown', placement: 'top' },
  EVT409: { key: 'event.full', kind: 'conflict', placement: 'top' },
  EVT410: { key: 'event.closed', kind: 'refused', placement: 'top' },
  REG409: { key: 'event.alreadyRegistered', kind: 'conflict', placement: 'top' },
  GEN500: { key: 'error.generic', kind: 'failure', placement: 'top' },
  API400: { key: 'error.generic', kind: 'invalid', placement: 'top' },
}

export interface ResolvedError {
  errorId: string
  key: MessageKey | null
  /** The server's message, shown when the catalogue has no entry. */
  serverMessage: string
  placement: NoticePlacement
  kind: ErrorKind
  field: string | null
  /** `{max}` for messages that name one, read from the server's message; null when it has none. */
  max: string | null
}

/** The kind of an error the catalogue does not know, from the status the upstream answered it with. */
export function kindOfStatus(status: number): ErrorKind {
  if (status >= 500 || status === 0) return 'failure'
  if (status === 400) return 'invalid'
  if (status === 404 || status === 410) return 'unknown'
  if (status === 409) return 'conflict'
  if (status === 429) return 'throttled'
  return 'refused'
}

/**
 * Looks an error id up in the catalogue; an unknown id keeps the server's message and takes its kind from
 * the upstream status.
 *
 * @example resolveError('INV408', 'You can add up to 5 of this item', 400) // kind 'refused', max '5'
 */
export function resolveError(errorId: string, serverMessage: string, status = 400): ResolvedError {
  const entry = ERROR_CATALOGUE[errorId]
  const max = entry?.needsMax
    ? (/\b(\d{1,6})\b/.exec(serverMessage)?.[1] ?? null)
    : entry?.max !== undefined
      ? String(entry.max)
      : null
  return {
    errorId,
    key: entry?.needsMax && max === null ? 'error.generic' : (entry?.key ?? null),
    serverMessage,
    placement: entry?.placement ?? 'top',
    kind: status >= 500 ? 'failure' : (entry?.kind ?? kindOfStatus(status)),
    field: entry?.field ?? null,
    max,
  }
}
