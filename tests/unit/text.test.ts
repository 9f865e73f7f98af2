import { describe, expect, it } from 'vitest'
import { interpolate, pluralForm, wordsOf } from '../../shared/i18n/text'

describe('words with values put in', () => {
  it('puts values in their places and leaves an unknown placeholder as written', () => {
    expect(interpolate('{count} of {total}', { count: 2, total: 9 })).toBe('2 of 9')
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}')
    expect(interpolate('No values {here}')).toBe('No values {here}')
  })

  it('picks the plural form by the locale: French says one of zero, English says other', () => {
    expect(pluralForm('en-US', 0)).toBe('other')
    expect(pluralForm('en-US', 1)).toBe('one')
    expect(pluralForm('fr-FR', 0)).toBe('one')
    expect(pluralForm('fr-FR', 1.5)).toBe('one')
    expect(pluralForm('de-DE', 2)).toBe('other')
  })

  it('words a slice of messages, with the count in the locale’s digits', () => {
    const words = wordsOf(
      { 'cart.count_one': '{count} article', 'cart.count_other': '{count} articles', 'cart.link': 'Panier' },
      'fr-FR',
    )
    expect(words.t('cart.link')).toBe('Panier')
    expect(words.plural('cart.count', 0)).toBe('0 article')
    // French groups thousands with a narrow no-break space.
    expect(words.plural('cart.count', 1200)).toBe('1\u202f200 articles')
  })

  it('reads a key missing from the slice as the key, so a gap shows in review', () => {
    const words = wordsOf<'cart.link' | 'cart.gone'>({ 'cart.link': 'Bag' } as never, 'en-GB')
    expect(words.t('cart.gone')).toBe('cart.gone')
  })
})
