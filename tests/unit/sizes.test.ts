import { describe, expect, it } from 'vitest'
import { createRandom } from '../../mock-api/seed/random'
import { onlyChoice, quickShopOptions } from '../../shared/catalogue/quick-shop'
import { compareSizes, sortBySize, sortSizes } from '../../shared/catalogue/sizes'

/** The sizes in the order a shopper expects, from every family the shop sells. */
const LETTERS = ['XXS', 'XS', 'S', 'S/M', 'M', 'L', 'L/XL', 'XL', 'XXL', 'XXXL']
const NUMBERS = [
  '4',
  '4.5',
  '5',
  '6',
  '6.5',
  '7',
  '7.5',
  '8',
  '8.5',
  '9',
  '10',
  '10.5',
  '11',
  '12',
  '13',
  '14',
]
const KIDS_SHOES = ['10K', '11K', '12K', '13K', '13.5K', '1', '1.5', '2', '3']

const shuffled = <T>(items: readonly T[], random: ReturnType<typeof createRandom>): T[] => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

describe('the size order', () => {
  it('puts letters from XXS to XXXL, with a pair between its two sizes', () => {
    expect(sortSizes(['L', 'M', 'S', 'XL', 'XS', 'XXL'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'])
    expect(sortSizes(['L/XL', 'S/M'])).toEqual(['S/M', 'L/XL'])
    expect(sortSizes(['2XL', 'XL', '3XL', 'L'])).toEqual(['L', 'XL', '2XL', '3XL'])
  })

  it('puts numbers ascending with half sizes between, and K sizes before the youth sizes', () => {
    expect(sortSizes(['10', '11', '12', '13', '6', '7', '8', '9'])).toEqual([
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
    ])
    expect(sortSizes(['8', '7.5', '7'])).toEqual(['7', '7.5', '8'])
    expect(sortSizes(['42,5', '42', '43'])).toEqual(['42', '42,5', '43'])
    expect(sortSizes(['1', '13K', '11K', '2', '12K'])).toEqual(['11K', '12K', '13K', '1', '2'])
  })

  it('keeps one size last and other sizes by their text', () => {
    expect(sortSizes(['OS', 'M', '30x32', '8'])).toEqual(['M', '8', '30x32', 'OS'])
  })

  it('sorts any shuffle of any mix of sizes into the same natural order (seeded property test)', () => {
    const random = createRandom(5301)
    const families = [LETTERS, NUMBERS, KIDS_SHOES]
    for (let run = 0; run < 500; run++) {
      // A random subset of each family, kept in the expected order, then all of them shuffled together.
      const picked = families.map((family) => family.filter(() => random.chance(0.6)))
      const expected = picked.flat()
      const sorted = sortSizes(shuffled(expected, random))
      // Within a family the expected order holds; the whole order does not depend on the shuffle.
      for (const family of picked) expect(sorted.filter((size) => family.includes(size))).toEqual(family)
      expect(sortSizes(shuffled(expected, random))).toEqual(sorted)
      // Sorting is idempotent and the comparator is antisymmetric and consistent with equality.
      expect(sortSizes(sorted)).toEqual(sorted)
      const [a, b] = [
        random.pick(expected.length ? expected : ['M']),
        random.pick(expected.length ? expected : ['M']),
      ]
      expect(Math.sign(compareSizes(a, b)) + Math.sign(compareSizes(b, a))).toBe(0)
      expect(compareSizes(a, a)).toBe(0)
    }
  })

  it('is transitive over random triples of any sizes, known or not', () => {
    const random = createRandom(53)
    const pool = [...LETTERS, ...NUMBERS, ...KIDS_SHOES, 'OS', 'W30', '30x32', 'one size', '7½', 'xl']
    for (let run = 0; run < 2000; run++) {
      const [a, b, c] = sortSizes([random.pick(pool), random.pick(pool), random.pick(pool)])
      expect(compareSizes(a as string, b as string)).toBeLessThanOrEqual(0)
      expect(compareSizes(b as string, c as string)).toBeLessThanOrEqual(0)
      expect(compareSizes(a as string, c as string)).toBeLessThanOrEqual(0)
    }
  })

  it('orders items by their size without changing them', () => {
    const items = [{ size: 'L' }, { size: 'XS' }, { size: 'M' }]
    expect(sortBySize(items, (item) => item.size).map((item) => item.size)).toEqual(['XS', 'M', 'L'])
    expect(items.map((item) => item.size)).toEqual(['L', 'XS', 'M'])
  })
})

describe('a quick shop’s options', () => {
  const colours = [
    { code: '001', name: 'Black', hex: '#000' },
    { code: '100', name: 'White', hex: '#fff' },
  ]

  it('groups variants by colour with the sold-out sizes, and keeps only the labels given', () => {
    const options = quickShopOptions({
      colours,
      variants: [
        { colourCode: '001', size: 'S', inStock: true },
        { colourCode: '001', size: 'M', inStock: false },
        { colourCode: '100', size: 'S', inStock: true },
      ],
      sizeLabels: { S: 'Small' },
    })
    expect(options).toEqual({
      colours: [
        { code: '001', name: 'Black', hex: '#000', sizes: ['S', 'M'], soldOut: ['M'] },
        { code: '100', name: 'White', hex: '#fff', sizes: ['S'] },
      ],
      sizeLabels: { S: 'Small' },
    })
    expect(quickShopOptions({ colours, variants: [], sizeLabels: {} })).not.toHaveProperty('sizeLabels')
  })

  it('names the variant to add at once only when exactly one is in stock', () => {
    const one = quickShopOptions({
      colours,
      variants: [
        { colourCode: '001', size: 'S', inStock: false },
        { colourCode: '100', size: 'L', inStock: true },
      ],
    })
    expect(onlyChoice(one.colours)).toEqual({ colour: '100', size: 'L' })
    const two = quickShopOptions({
      colours,
      variants: [
        { colourCode: '001', size: 'S', inStock: true },
        { colourCode: '100', size: 'L', inStock: true },
      ],
    })
    expect(onlyChoice(two.colours)).toBeNull()
    expect(onlyChoice([])).toBeNull()
  })
})
