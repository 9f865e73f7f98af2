/// <reference types="vite/client" />
/**
 * Every refusal a service throws is an error id the catalogue words (decision 069). The type check refuses an id
 * without an entry; this suite reads the services' sources and fails for an id whose entry has no words in one of
 * the languages, for a refusal whose id is not written where it is thrown (and so escapes this reading), and for
 * one that brings words of its own.
 */
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '../../shared/error-catalogue'
import { de } from '../../shared/i18n/messages/de'
import { en } from '../../shared/i18n/messages/en'
import { es } from '../../shared/i18n/messages/es'
import { fr } from '../../shared/i18n/messages/fr'
import { it as italian } from '../../shared/i18n/messages/it'
import { nl } from '../../shared/i18n/messages/nl'

const LANGUAGES = { en, fr, de, it: italian, es, nl }

// Vitest runs inside workerd, which has no file system: Vite hands over the sources as text.
const SOURCES: Readonly<Record<string, string>> = import.meta.glob('/worker/services/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The arguments of each `new ApiError(` in a source: the first (up to its comma) and the rest. */
function apiErrorArguments(source: string): { first: string; rest: string }[] {
  const found: { first: string; rest: string }[] = []
  const opening = 'new ApiError('
  for (let at = source.indexOf(opening); at !== -1; at = source.indexOf(opening, at + 1)) {
    const start = at + opening.length
    let depth = 0
    let comma = -1
    let end = start
    for (; end < source.length; end++) {
      const char = source[end]
      if (char === '(' || char === '{' || char === '[') depth++
      else if (char === ')' || char === '}' || char === ']') {
        if (depth === 0) break
        depth--
      } else if (char === ',' && depth === 0 && comma === -1) comma = end
    }
    found.push({
      first: source.slice(start, comma === -1 ? end : comma),
      rest: comma === -1 ? '' : source.slice(comma + 1, end),
    })
  }
  return found
}

const THROWN = Object.entries(SOURCES).flatMap(([path, source]) =>
  apiErrorArguments(source).map(({ first: argument, rest }) => ({
    path,
    argument: argument.trim(),
    rest,
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

  it('are worded by the catalogue, never by words a service writes itself', () => {
    const worded = THROWN.filter(({ rest }) => /\btext\s*:/.test(rest))
    expect(worded.map(({ path, argument }) => `${path}: ${argument}`)).toEqual([])
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
