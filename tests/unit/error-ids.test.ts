/// <reference types="vite/client" />
/**
 * Every refusal a service throws is an error id the catalogue words (decision 069). The type check refuses an id
 * without an entry; this suite reads the services' sources and fails for an id whose entry has no words in one of
 * the languages, or for a refusal whose id is not written where it is thrown (and so escapes this reading).
 */
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '../../shared/error-catalogue'
import { de } from '../../shared/messages/de'
import { en } from '../../shared/messages/en'
import { es } from '../../shared/messages/es'
import { fr } from '../../shared/messages/fr'
import { it as italian } from '../../shared/messages/it'
import { nl } from '../../shared/messages/nl'

const LANGUAGES = { en, fr, de, it: italian, es, nl }

// Vitest runs inside workerd, which has no file system: Vite hands over the sources as text.
const SOURCES: Readonly<Record<string, string>> = import.meta.glob('/worker/services/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The first argument of each `new ApiError(` in a source: the text up to its comma or its closing bracket. */
function firstArguments(source: string): string[] {
  const found: string[] = []
  const opening = 'new ApiError('
  for (let at = source.indexOf(opening); at !== -1; at = source.indexOf(opening, at + 1)) {
    let depth = 0
    let end = at + opening.length
    for (; end < source.length; end++) {
      const char = source[end]
      if (char === '(' || char === '{' || char === '[') depth++
      else if (char === ')' || char === '}' || char === ']') {
        if (depth === 0) break
        depth--
      } else if (char === ',' && depth === 0) break
    }
    found.push(source.slice(at + opening.length, end))
  }
  return found
}

const THROWN = Object.entries(SOURCES).flatMap(([path, source]) =>
  firstArguments(source).map((argument) => ({
    path,
    argument: argument.trim(),
    // The storefront's ids are upper case; the other strings of an argument are what a choice between ids tests.
    ids: [...argument.matchAll(/'([A-Z0-9][A-Z0-9_]*)'/g)].map((match) => match[1] as string),
  })),
)

describe('the error ids services throw', () => {
  it('are read from the services’ sources', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(10)
    expect(THROWN.flatMap((thrown) => thrown.ids)).toEqual(
      expect.arrayContaining(['SIZE_REQUIRED', 'SIGN_IN_THROTTLED', 'GIFT_CARD_THROTTLED']),
    )
  })

  it('are written where they are thrown, so each one is read here', () => {
    const unread = THROWN.filter((thrown) => thrown.ids.length === 0)
    expect(unread.map(({ path, argument }) => `${path}: ${argument}`)).toEqual([])
  })

  it('each have a catalogue entry with words in every language', () => {
    const missing = THROWN.flatMap(({ path, ids }) =>
      ids.flatMap((id) => {
        const entry = ERROR_CATALOGUE[id]
        if (!entry) return [`${path}: ${id} has no catalogue entry`]
        return Object.entries(LANGUAGES)
          .filter(([, messages]) => !messages[entry.key]?.trim())
          .map(([language]) => `${path}: ${id} (${entry.key}) has no ${language} words`)
      }),
    )
    expect(missing).toEqual([])
  })
})
