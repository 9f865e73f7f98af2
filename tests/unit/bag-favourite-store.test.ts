import { describe, expect, it } from 'vitest'
import { keepFavouriteStore } from '../../client/islands/bag/optimistic-cart'
import type { Cart } from '../../shared/bag/cart'

/** A cart of these line ids, with the favourite store's stock when read with it. */
const cartOf = (ids: string[], favouriteStore?: Cart['favouriteStore']) =>
  ({ items: ids.map((id) => ({ id })), ...(favouriteStore ? { favouriteStore } : {}) }) as unknown as Cart

const DENVER = { id: '1002', stock: { a: 4, b: 0 } }

describe('the favourite store through the bag’s changes', () => {
  it('keeps the stock the bag last read when a change answers without it, for the lines still there', () => {
    expect(keepFavouriteStore(cartOf(['a']), DENVER).favouriteStore).toEqual({ id: '1002', stock: { a: 4 } })
  })

  it('takes a fresh read over what it kept', () => {
    const fresh = { id: '1002', stock: { a: 1 } }
    expect(keepFavouriteStore(cartOf(['a'], fresh), DENVER).favouriteStore).toBe(fresh)
  })

  it('gives a new line no stock, so its offer waits for the next read', () => {
    expect(keepFavouriteStore(cartOf(['a', 'c']), DENVER).favouriteStore?.stock).toEqual({ a: 4 })
  })

  it('adds nothing when the bag never knew a store', () => {
    expect(keepFavouriteStore(cartOf(['a']), undefined).favouriteStore).toBeUndefined()
  })
})
