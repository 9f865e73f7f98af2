/** The notices a change to the bag ends with: a success where it happened, or a refusal where the catalogue puts it. */
import type { CartLine } from '../../../shared/bag/cart'
import { ApiRequestError, shopperMessage } from '../../api'
import type { BagEnvironment, BagNotice } from './types'

export const succeeded = (text: string, itemId: string | null = null): BagNotice => ({
  kind: 'success',
  text,
  itemId,
})

/** A refusal told at the top of the bag, in the service's words. */
export const refusedAtTop =
  ({ words }: BagEnvironment) =>
  (error: unknown): BagNotice => ({
    kind: 'error',
    text: shopperMessage(error, words.t('error.generic')),
    itemId: null,
  })

/**
 * A refusal about a line; a quantity past the stock the bag knows of says how many are left. One after which the bag
 * is read again (`reloadCart`) is told at the top: the line it is about may be gone from the bag read.
 */
export const refusedAtLine =
  ({ words }: BagEnvironment, line: CartLine, wanted?: number) =>
  (error: unknown): BagNotice => {
    const placement = error instanceof ApiRequestError ? error.placement : 'top'
    const outOfStock = error instanceof ApiRequestError && error.errorId === 'INV700'
    const text =
      outOfStock && wanted !== undefined && line.stock !== null && line.stock > 0 && line.stock < wanted
        ? words.plural('bag.onlyLeftError', line.stock)
        : shopperMessage(error, words.t('error.generic'))
    const atLine =
      placement === 'item' && !(error instanceof ApiRequestError && error.action === 'reloadCart')
    return { kind: 'error', text, itemId: atLine ? line.id : null }
  }
