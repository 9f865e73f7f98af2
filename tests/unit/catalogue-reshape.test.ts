import { describe, expect, it } from 'vitest'
import { getBadges } from '../../shared/catalogue/catalogue'
import { reshapeDetails, reshapeProduct, reshapeSearch } from '../../worker/upstream/catalogue/reshape'
import type { CatalogueDetails } from '../../worker/upstream/catalogue/schemas'

const ctx = { locale: 'en-us', mediaBaseUrl: 'https://media.example' }

const wire = (
  price: CatalogueDetails['price'],
  variants: CatalogueDetails['variants'] = [],
): CatalogueDetails => ({
  styleCode: 'KS100048',
  name: 'Meadow Crew Tee',
  brand: 'Kestrel',
  categoryId: '1110',
  colours: [{ code: '720', name: 'Sand', hex: '#d8c8a8', image: '/media/product/KS100048/720.svg' }],
  price,
  rating: { score: 4.2, count: 10 },
  description: 'A tee.',
  features: ['Flat seams'],
  materials: ['Organic cotton'],
  care: ['Machine wash cold'],
  sizes: ['M', 'XXL'],
  maxQty: null,
  variants,
})

describe('catalogue reshaping', () => {
  it('keeps a price range only when its top is above its bottom', () => {
    const range = reshapeProduct(
      wire({ currency: 'USD', original: 80, current: 60, highOriginal: 90, highCurrent: 70 }),
      ctx,
    )
    expect(range.price).toEqual({
      currency: 'USD',
      original: 80,
      current: 60,
      highOriginal: 90,
      highCurrent: 70,
    })
    const flat = reshapeProduct(
      wire({ currency: 'USD', original: 80, current: 80, highOriginal: 80, highCurrent: 80 }),
      ctx,
    )
    expect(flat.price).toEqual({ currency: 'USD', original: 80, current: 80 })
    const missing = reshapeProduct(
      wire({ currency: 'USD', original: 80, current: 80, highOriginal: null, highCurrent: null }),
      ctx,
    )
    expect(missing.price).toEqual({ currency: 'USD', original: 80, current: 80 })
    // A high end with no original of its own is not marked down.
    const noOriginal = reshapeProduct(
      wire({ currency: 'USD', original: 80, current: 80, highCurrent: 95 }),
      ctx,
    )
    expect(noOriginal.price).toMatchObject({ highOriginal: 95, highCurrent: 95 })
  })

  it('prices each variant: its own price, or the product’s low price', () => {
    const details = reshapeDetails(
      wire({ currency: 'GBP', original: 80, current: 60, highOriginal: 90, highCurrent: 70 }, [
        { sku: 'KS100048720M', colourCode: '720', size: 'M', stock: 3 },
        {
          sku: 'KS100048720XXL',
          colourCode: '720',
          size: 'XXL',
          stock: 0,
          price: { original: 90, current: 70 },
        },
      ]),
      ctx,
    )
    expect(details.variants.map((variant) => variant.price)).toEqual([
      { currency: 'GBP', original: 80, current: 60 },
      { currency: 'GBP', original: 90, current: 70 },
    ])
    expect(details.variants.map((variant) => variant.inStock)).toEqual([true, false])
    expect(getBadges(details.price)).toEqual(['marked-down'])
  })

  it('puts a colour’s views on the media host, main picture first, and lists none on a summary without them', () => {
    const base = wire({ currency: 'USD', original: 30, current: 30 })
    const views = [
      { view: 'front', image: '/media/product/KS100048/720-front.svg' },
      { view: 'back', image: '/media/product/KS100048/720-back.svg' },
    ]
    const details = reshapeDetails(
      { ...base, colours: base.colours.map((colour) => ({ ...colour, views })) },
      ctx,
    )
    expect(details.colours[0]?.views).toEqual([
      { view: 'front', image: 'https://media.example/product/KS100048/720-front.svg' },
      { view: 'back', image: 'https://media.example/product/KS100048/720-back.svg' },
    ])
    expect(reshapeProduct(base, ctx).colours[0]).not.toHaveProperty('views')
  })
})

describe('sizes from the catalogue', () => {
  it('puts a product’s sizes in natural order and keeps each size’s label for the market', () => {
    const details = reshapeDetails(
      {
        ...wire({ currency: 'EUR', original: 140, current: 140 }, [
          { sku: 'KS1016094209', colourCode: '420', size: '9', sizeLabel: '42.5', stock: 3 },
          { sku: 'KS1016094210', colourCode: '420', size: '10', sizeLabel: '44', stock: 0 },
          { sku: 'KS1016094207', colourCode: '420', size: '7', stock: 1 },
        ]),
        sizes: ['10', '9', '7'],
      },
      ctx,
    )
    expect(details.sizes).toEqual(['7', '9', '10'])
    // A size the catalogue sent no label for is shown as it is.
    expect(details.sizeLabels).toEqual({ '9': '42.5', '10': '44', '7': '7' })
    expect(details.variants.map((variant) => variant.size)).toEqual(['9', '10', '7'])
  })

  it('orders a search answer’s size facet naturally, whatever order the catalogue sent', () => {
    const page = reshapeSearch(
      {
        // Six products, one in each size: the facet narrows the page, so it is kept.
        total: 6,
        start: 0,
        products: [],
        facets: [
          {
            id: 'size',
            values: ['L', 'M', 'S', 'XL', 'XS', 'XXL'].map((value) => ({ value, count: 1, selected: false })),
          },
        ],
      },
      ctx,
    )
    expect(page.facets[0]?.values.map((value) => value.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'])
  })
})
