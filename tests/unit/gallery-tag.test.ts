import { describe, expect, it, vi } from 'vitest'
import type { ProductDetails } from '../../shared/catalogue/catalogue'
import { galleryTagOf } from '../../worker/loaders/gallery-tag'

/** Details as the catalogue client answers them; only the master id matters to the gallery. */
const details = (masterId: string | null) => ({ styleCode: 'KS100048', masterId }) as ProductDetails

describe('the tag of a product page’s gallery (spec 3 §7, §8)', () => {
  it('is the master id the product’s details name, not the id the page was asked by', async () => {
    const log = vi.fn()
    const getProduct = vi.fn(async () => details('KS1000MASTER'))
    expect(await galleryTagOf('KS100048', getProduct, log)).toBe('KS1000MASTER')
    expect(getProduct).toHaveBeenCalledWith('KS100048')
    expect(log).not.toHaveBeenCalled()
  })

  it('is none, logged as a warning, when the details cannot be read: the gallery loads without it', async () => {
    const log = vi.fn()
    const failing = async (): Promise<ProductDetails | null> => {
      throw new Error('catalogue down')
    }
    expect(await galleryTagOf('KS100048', failing, log)).toBeNull()
    expect(log).toHaveBeenCalledWith('warn', 'gallery product details failed', {
      productId: 'KS100048',
      error: 'Error: catalogue down',
    })
  })

  it('is none, logged, for a product the catalogue does not know or whose details name no master id', async () => {
    const log = vi.fn()
    expect(await galleryTagOf('KS999999', async () => null, log)).toBeNull()
    expect(await galleryTagOf('KS100048', async () => details(null), log)).toBeNull()
    expect(log.mock.calls).toEqual([
      ['info', 'gallery product has no master id', { productId: 'KS999999', found: false }],
      ['info', 'gallery product has no master id', { productId: 'KS100048', found: true }],
    ])
  })
})
