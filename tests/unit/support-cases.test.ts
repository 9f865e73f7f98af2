/**
 * The help forms' rules (`shared/help/contact.ts`, `shared/help/warranty.ts`): what the storefront and the mock consumer
 * service refuse, by example and by property.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContactCategory, ContactInput } from '../../shared/help/contact'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  characterCount,
  checkContact,
  isOrderNumber,
  normaliseOrderNumber,
} from '../../shared/help/contact'
import { checkWarranty, earliestPurchaseDate, type WarrantyInput } from '../../shared/help/warranty'

const CATEGORIES: ContactCategory[] = [
  { id: 'orders', name: 'Orders', subjects: [{ id: 'order-status', name: 'Where is my order?' }] },
  {
    id: 'returns',
    name: 'Returns',
    subjects: [
      { id: 'return-start', name: 'Start a return' },
      { id: 'return-refund', name: 'Refund' },
    ],
  },
]

const CONTACT: ContactInput = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  category: 'returns',
  subject: 'return-refund',
  orderNumber: '',
  message: 'My refund has not arrived.',
}

const NOW = new Date('2026-11-24T09:45:00Z')
const WARRANTY: WarrantyInput = {
  product: 'Summit Boot',
  purchaseDate: '2024-03-01',
  orderNumber: '',
  description: 'The sole came away from the upper after a month.',
}

describe('the contact form’s rules', () => {
  it('passes a good form and sends it on tidied', () => {
    const { input, problems } = checkContact(
      {
        ...CONTACT,
        name: ' Ana   Silva ',
        email: ' Ana@Example.com ',
        orderNumber: 'ks-0123 456 789',
        message: ' Hi\r\nthere, all well? ',
      },
      CATEGORIES,
    )
    expect(problems).toEqual({})
    expect(input).toEqual({
      ...CONTACT,
      email: 'ana@example.com',
      orderNumber: 'KS0123456789',
      message: 'Hi\nthere, all well?',
    })
  })

  it('refuses a subject of another category at the subject, and an unknown one as unknown', () => {
    expect(checkContact({ ...CONTACT, subject: 'order-status' }, CATEGORIES).problems).toEqual({
      subject: { key: 'contact.error.subjectMismatch', params: { category: 'Returns' } },
    })
    expect(checkContact({ ...CONTACT, subject: 'weather' }, CATEGORIES).problems).toEqual({
      subject: { key: 'contact.error.subject' },
    })
    // Without a category, only the category is refused for a subject that exists.
    expect(checkContact({ ...CONTACT, category: '' }, CATEGORIES).problems).toEqual({
      category: { key: 'contact.error.categoryRequired' },
    })
    expect(checkContact({ ...CONTACT, category: 'nope', subject: '' }, CATEGORIES).problems).toEqual({
      category: { key: 'contact.error.category' },
      subject: { key: 'contact.error.subjectRequired' },
    })
  })

  it('counts a message as a person does: code points, a Windows line break once', () => {
    expect(characterCount('😀😀😀😀😀😀😀😀😀😀')).toBe(10)
    expect(characterCount('a\r\nb')).toBe(3)
    const exactly = (length: number) => checkContact({ ...CONTACT, message: '🏔'.repeat(length) }, CATEGORIES)
    expect(exactly(CONTACT_MESSAGE_MIN).problems).toEqual({})
    expect(exactly(CONTACT_MESSAGE_MIN - 1).problems.message?.key).toBe('contact.error.messageShort')
    expect(exactly(CONTACT_MESSAGE_MAX).problems).toEqual({})
    expect(exactly(CONTACT_MESSAGE_MAX + 1).problems.message).toEqual({
      key: 'contact.error.messageLong',
      params: { max: CONTACT_MESSAGE_MAX, count: CONTACT_MESSAGE_MAX + 1 },
    })
  })

  it('takes any order number of the shop’s shape however it is spaced, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('KS', 'ks', 'Td', 'AB'),
        fc.stringMatching(/^\d{10}$/),
        fc.array(fc.constantFrom(' ', '-'), { maxLength: 3 }),
        (letters, digits, separators) => {
          const typed = `${letters}${separators.join('')}${digits.slice(0, 4)}${separators.join('')}${digits.slice(4)}`
          const normalised = normaliseOrderNumber(typed)
          expect(normalised).toBe(`${letters.toUpperCase()}${digits}`)
          expect(isOrderNumber(normalised)).toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const normalised = normaliseOrderNumber(typed)
        expect(isOrderNumber(normalised)).toBe(/^[A-Z]{2}\d{10}$/.test(normalised))
        if (normalised !== '' && !isOrderNumber(normalised))
          expect(checkContact({ ...CONTACT, orderNumber: typed }, CATEGORIES).problems.orderNumber).toEqual({
            key: 'contact.error.orderNumber',
          })
      }),
    )
  })
})

describe('the warranty form’s rules', () => {
  it('passes a good form and sends the date on as YYYY-MM-DD, read in the locale’s pattern too', () => {
    expect(checkWarranty(WARRANTY, { now: NOW })).toEqual({ input: WARRANTY, problems: {} })
    expect(
      checkWarranty({ ...WARRANTY, purchaseDate: '01/03/2024' }, { dateFormat: 'DD/MM/YYYY', now: NOW }).input
        .purchaseDate,
    ).toBe('2024-03-01')
    expect(
      checkWarranty({ ...WARRANTY, purchaseDate: '03/01/2024' }, { dateFormat: 'MM/DD/YYYY', now: NOW }).input
        .purchaseDate,
    ).toBe('2024-03-01')
  })

  it('covers five years to the day, today included, and no more', () => {
    expect(earliestPurchaseDate({ year: 2026, month: 11, day: 24 })).toBe('2021-11-24')
    expect(earliestPurchaseDate({ year: 2028, month: 2, day: 29 })).toBe('2023-02-28')
    const problem = (purchaseDate: string) =>
      checkWarranty({ ...WARRANTY, purchaseDate }, { now: NOW }).problems
    expect(problem('2021-11-24')).toEqual({})
    expect(problem('2026-11-24')).toEqual({})
    expect(problem('2021-11-23')).toEqual({
      purchaseDate: { key: 'warranty.error.purchaseDateTooOld', params: { years: 5 } },
    })
    expect(problem('2026-11-25')).toEqual({ purchaseDate: { key: 'warranty.error.purchaseDateFuture' } })
    expect(problem('2023-02-29')).toEqual({ purchaseDate: { key: 'warranty.error.purchaseDate' } })
  })

  it('refuses a date outside the five years wherever it falls', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const date = new Date(NOW.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
        const { problems } = checkWarranty({ ...WARRANTY, purchaseDate: date }, { now: NOW })
        const covered = date <= '2026-11-24' && date >= '2021-11-24'
        expect(problems.purchaseDate === undefined).toBe(covered)
      }),
    )
  })

  it('needs a product and a description of 20 to 2000 characters', () => {
    const { problems } = checkWarranty({ ...WARRANTY, product: ' ', description: 'Broke.' }, { now: NOW })
    expect(problems).toEqual({
      product: { key: 'warranty.error.productRequired' },
      description: { key: 'warranty.error.descriptionShort', params: { min: 20 } },
    })
  })
})
