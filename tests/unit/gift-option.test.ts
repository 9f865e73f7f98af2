import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GIFT_MAX_LENGTH, validateGiftOption } from '../../shared/bag/gift-option'

/** Text a shopper types: letters, accents, emoji, punctuation and spaces, no control characters. */
const typed = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...'Aaé ñ,.!’-ß中', '🎁', 'Ω'), { maxLength })
    .map((chars) => chars.join(''))
    .filter((text) => text.length <= maxLength)

describe('the gift message rules', () => {
  it('take whatever a shopper types within the limits, cleaned, and take their own answer again unchanged', () => {
    fc.assert(
      fc.property(
        typed(GIFT_MAX_LENGTH.to).filter((to) => to.trim() !== ''),
        fc.array(typed(40), { maxLength: 6 }),
        (to, lines) => {
          const message = lines.join('\r\n').slice(0, GIFT_MAX_LENGTH.message)
          const result = validateGiftOption({ to, email: '', message })
          if (!result.ok) return false
          expect(result.value.to).toBe(to.trim())
          expect(result.value.message).not.toMatch(/\r/)
          expect(validateGiftOption(result.value)).toEqual(result)
          return true
        },
      ),
    )
  })

  it('refuse any control character but the message’s line breaks, inside the text (trimming takes the ends)', () => {
    const control = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f)
    fc.assert(
      fc.property(control, fc.integer({ min: 1, max: 11 }), (code, at) => {
        const char = String.fromCharCode(code)
        const text = `${'Happy trails'.slice(0, at)}${char}${'Happy trails'.slice(at)}`
        const forTo = validateGiftOption({ to: text })
        const forMessage = validateGiftOption({ to: 'Sam', message: text })
        expect(forTo.ok ? null : forTo.errors.to?.key).toBe('bag.gift.error.characters')
        const lineBreak = char === '\n' || char === '\r'
        expect(forMessage.ok ? null : forMessage.errors.message?.key).toBe(
          lineBreak ? null : 'bag.gift.error.characters',
        )
      }),
    )
  })

  it('need a name, an email that looks like one when there is one, and no field past its limit', () => {
    expect(validateGiftOption({ to: ' ', email: 'sam@example', message: 'x'.repeat(241) })).toEqual({
      ok: false,
      errors: {
        to: { key: 'bag.gift.error.toRequired' },
        email: { key: 'bag.gift.error.email' },
        message: { key: 'bag.gift.error.tooLong', params: { max: 240 } },
      },
    })
    expect(validateGiftOption({ to: 'x'.repeat(61), email: `${'x'.repeat(95)}@example.com` })).toEqual({
      ok: false,
      errors: {
        to: { key: 'bag.gift.error.tooLong', params: { max: 60 } },
        email: { key: 'bag.gift.error.tooLong', params: { max: 100 } },
      },
    })
    expect(validateGiftOption({ to: 'Sam', email: ' sam@example.com ' })).toEqual({
      ok: true,
      value: { to: 'Sam', email: 'sam@example.com', message: '' },
    })
  })

  it('need an email for an e-gift card’s recipient, since the card is sent to it, by the same rules besides', () => {
    const recipient = { emailRequired: true }
    expect(validateGiftOption({ to: 'Sam', email: '  ', message: 'Hi' }, recipient)).toEqual({
      ok: false,
      errors: { email: { key: 'egift.error.emailRequired' } },
    })
    expect(validateGiftOption({ to: '', email: 'sam@example' }, recipient)).toEqual({
      ok: false,
      errors: { to: { key: 'bag.gift.error.toRequired' }, email: { key: 'bag.gift.error.email' } },
    })
    expect(validateGiftOption({ to: 'Sam', email: 'sam@example.com' }, recipient)).toEqual({
      ok: true,
      value: { to: 'Sam', email: 'sam@example.com', message: '' },
    })
    // A gift message's email stays optional.
    expect(validateGiftOption({ to: 'Sam', email: '' }).ok).toBe(true)
  })
})
