/**
 * The error catalogue (spec 1 §8): upstream error ids mapped to the shop's messages and where they show. An id
 * without an entry shows the server's own message.
 */
import type { MessageKey } from './i18n'

export type NoticePlacement = 'item' | 'top' | 'field' | 'toast'

export interface CatalogueEntry {
  key: MessageKey
  placement: NoticePlacement
}

export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  INV700: { key: 'error.outOfStock', placement: 'item' },
  INV406: { key: 'error.outOfStock', placement: 'item' },
  INV701: { key: 'error.outOfStock', placement: 'item' },
  INV702: { key: 'error.noPrice', placement: 'item' },
  PRC400: { key: 'error.noPrice', placement: 'item' },
  INV408: { key: 'error.maxQuantity', placement: 'item' },
  ORD404: { key: 'error.itemNotAvailable', placement: 'item' },
  ORD430: { key: 'error.itemNotAvailable', placement: 'item' },
  INV405: { key: 'error.itemNotAvailable', placement: 'item' },
  INV407: { key: 'error.itemNotAvailable', placement: 'item' },
  GWP403: { key: 'error.giftWithPurchase', placement: 'item' },
  BSK404: { key: 'error.cartExpired', placement: 'toast' },
  REV410: { key: 'error.reviewTooLong', placement: 'field' },
  AUT453: { key: 'form.email', placement: 'field' },
  GEN500: { key: 'error.generic', placement: 'top' },
  API400: { key: 'error.generic', placement: 'top' },
}

export interface ResolvedError {
  errorId: string
  key: MessageKey | null
  /** The server's message, shown when the catalogue has no entry. */
  serverMessage: string
  placement: NoticePlacement
}

/** Looks an error id up in the catalogue. */
export function resolveError(errorId: string, serverMessage: string): ResolvedError {
  const entry = ERROR_CATALOGUE[errorId]
  return { errorId, key: entry?.key ?? null, serverMessage, placement: entry?.placement ?? 'top' }
}
