import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../shared/i18n/locales'
import { detectPageType, PAGE_TYPES, parseCategoryPath, parseProductPath } from '../../shared/page-type'
import { categoryPath, productPath, slugify } from '../../shared/routes'

const locale = fc.constantFrom(...LOCALE_CODES)
const styleCode = fc
  .tuple(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^[A-Z0-9]{6,9}$/))
  .map(([letters, rest]) => letters + rest)
const name = fc.string({ minLength: 1, maxLength: 60 })
const categoryId = fc.stringMatching(/^[1-9]\d{3,9}$/)

describe('page-type detection', () => {
  it.each([
    ['/en-us/p/trail-runner-KS100234', 'product'],
    ['/en-us/p/trail-runner-pKS100234', 'product'],
    ['/en-us/c/men-1000', 'category'],
    ['/fr-ca/c/homme/vestes-c1200', 'category'],
    ['/en-gb/cart', 'cart'],
    ['/en-gb/account', 'account'],
    ['/en-gb/account/orders', 'account'],
    ['/de-de/search', 'search'],
    ['/de-de/search-hub', 'search-hub'],
    ['/nl-nl', 'home'],
    ['/nl-nl/', 'home'],
    // Spec 2 §2: a region code is no country; the shop serves no such locale.
    ['/es-419', 'other'],
    ['/it-it/order-confirmation', 'order-confirmation'],
    ['/en-us/reserve', 'reserve'],
    ['/de-de/reserve/confirmation', 'reserve'],
    ['/it-it/checkout', 'checkout'],
    ['/it-it/checkout/shipping', 'checkout'],
    ['/en-us/help/contact-us', 'other'],
    ['/en-us/c/p/shoes-1000', 'category'],
    ['/en-us/stories/p/summer', 'other'],
    ['/p/trail-runner-KS100234', 'product'],
    ['/', 'other'],
    ['/favicon.ico', 'other'],
  ])('reads %s as %s', (path, expected) => {
    expect(detectPageType(path)).toBe(expected)
  })

  it('never detects the error page type from a path', () => {
    fc.assert(fc.property(fc.string(), (path) => (detectPageType(path) as string) !== 'error'))
  })

  it('always answers one of the page types, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (path) =>
        (PAGE_TYPES as readonly string[]).includes(detectPageType(path)),
      ),
    )
  })

  it('reads every product URL it builds back to the same style code', () => {
    fc.assert(
      fc.property(locale, name, styleCode, (code, productName, style) => {
        const path = productPath(code, productName, style)
        expect(detectPageType(path)).toBe('product')
        expect(parseProductPath(path)).toEqual({
          slug: slugify(productName) || 'product',
          styleCode: style,
          legacy: false,
        })
      }),
    )
  })

  it('reads every category URL it builds back to its trail and id', () => {
    fc.assert(
      fc.property(
        locale,
        fc.array(name, { maxLength: 3 }),
        name,
        categoryId,
        (code, trail, categoryName, id) => {
          const path = categoryPath(code, trail, categoryName, id)
          expect(detectPageType(path)).toBe('category')
          const parsed = parseCategoryPath(path)
          expect(parsed?.categoryId).toBe(id)
          expect(parsed?.trail).toHaveLength(trail.length + 1)
        },
      ),
    )
  })

  it('detects the locale alone as home for every served locale', () => {
    for (const code of LOCALE_CODES) expect(detectPageType(`/${code}`)).toBe('home')
  })

  it('refuses product codes of the wrong length or case', () => {
    expect(parseProductPath('/en-us/p/shoe-KS12345')).toBeNull()
    expect(parseProductPath('/en-us/p/shoe-KS1234567890')).toBeNull()
    expect(parseProductPath('/en-us/p/shoe-ks100234')).toBeNull()
    expect(parseProductPath('/en-us/p/KS100234')).toBeNull()
    expect(parseProductPath('/en-us/p/shoe-KS100234/extra')).toBeNull()
  })

  it('reads the older -p product shape as legacy', () => {
    expect(parseProductPath('/en-us/p/trail-runner-pKS100234')).toEqual({
      slug: 'trail-runner',
      styleCode: 'KS100234',
      legacy: true,
    })
  })

  it('reads category trails with their digit suffixes removed, and the older -c shape', () => {
    expect(parseCategoryPath('/en-us/c/men/jackets/rain-jackets-1210')).toEqual({
      trail: ['men', 'jackets', 'rain-jackets'],
      categoryId: '1210',
      legacy: false,
    })
    expect(parseCategoryPath('/en-us/c/men-c1000')).toEqual({
      trail: ['men'],
      categoryId: '1000',
      legacy: true,
    })
    expect(parseCategoryPath('/en-us/c/men')).toBeNull()
    expect(parseCategoryPath('/en-us/c/men-123')).toBeNull()
    expect(parseCategoryPath('/en-us/c/men-12345678901')).toBeNull()
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (path) => {
        parseProductPath(path)
        parseCategoryPath(path)
      }),
    )
  })
})
