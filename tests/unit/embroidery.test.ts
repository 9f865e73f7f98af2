import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isBlockedText,
  PERSONAL_TEXT_MAX,
  THREAD_COLOURS,
  validatePersonalisation,
} from '../../shared/bag/embroidery'

/** Text the embroidery takes: Latin letters (accented too), digits, spaces and the allowed punctuation. */
const stitchable = fc
  .array(fc.constantFrom(..."AbcXyz019 .,'&!?#-éÅøßñ"), { minLength: 1, maxLength: PERSONAL_TEXT_MAX })
  .map((chars) => chars.join(''))
  .filter((text) => /[^ ]/.test(text) && !isBlockedText(text))

const threads = THREAD_COLOURS.map((thread) => thread.code)

describe('the personalisation rules', () => {
  it('take any stitchable text in any thread, cleaned, and take their own answer again unchanged', () => {
    fc.assert(
      fc.property(stitchable, fc.constantFrom(...threads), (text, thread) => {
        const result = validatePersonalisation({ text, thread })
        if (!result.ok) return false
        expect(result.value.text).toBe(text.replace(/\s+/g, ' ').trim())
        expect(validatePersonalisation(result.value)).toEqual(result)
        return true
      }),
    )
  })

  it('trim the text, make runs of spaces one and count characters, not code units', () => {
    expect(validatePersonalisation({ text: '  Run   Fast  ', thread: 'gold' })).toEqual({
      ok: true,
      value: { text: 'Run Fast', thread: 'gold' },
    })
    // "é" typed as e and a combining accent is one character once composed.
    const composed = validatePersonalisation({ text: 'Rene\u0301e Zoe\u0308 12', thread: 'navy' })
    expect(composed).toEqual({ ok: true, value: { text: 'Renée Zoë 12', thread: 'navy' } })
    expect(validatePersonalisation({ text: 'x'.repeat(12), thread: 'red' }).ok).toBe(true)
  })

  it('refuse an empty, too long or unstitchable text, and an unknown thread, each with its own message', () => {
    expect(validatePersonalisation({ text: '   ', thread: 'white' })).toEqual({
      ok: false,
      errors: { text: { key: 'custom.error.textRequired' } },
    })
    expect(validatePersonalisation({ text: 'x'.repeat(13), thread: 'white' })).toEqual({
      ok: false,
      errors: { text: { key: 'custom.error.tooLong', params: { max: 12 } } },
    })
    for (const text of ['<b>Ada</b>', 'Ada 🎉', 'Ада', '中文', 'a_b', 'x@y', 'a"b'])
      expect(validatePersonalisation({ text, thread: 'white' })).toMatchObject({
        ok: false,
        errors: { text: { key: 'custom.error.characters' } },
      })
    expect(validatePersonalisation({ text: 'Ada', thread: 'pink' })).toEqual({
      ok: false,
      errors: { thread: { key: 'custom.error.thread' } },
    })
    expect(validatePersonalisation({ text: 42, thread: undefined })).toEqual({
      ok: false,
      errors: { text: { key: 'custom.error.textRequired' }, thread: { key: 'custom.error.thread' } },
    })
  })

  it('refuse offensive words however they are spelt, but not the harmless words that contain them', () => {
    for (const text of ['Shit', 'sh1t', 'S H I T', 'F.U.C.K', 'Fück', 'bitch!', 'Big Dick', 'n4zi', 'KKK'])
      expect(validatePersonalisation({ text, thread: 'gold' })).toMatchObject({
        ok: false,
        errors: { text: { key: 'custom.error.blocked' } },
      })
    for (const text of ['Dickens', 'Hancock', 'Assisi', 'Class of 26', 'Essex'])
      expect(validatePersonalisation({ text, thread: 'gold' }).ok).toBe(true)
  })
})
