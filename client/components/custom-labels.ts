/**
 * The words of personalised lines (decision 030), for the islands and pages that show them: from an island's words
 * in the browser, or from the translator on the server.
 */

import type { ThreadColour } from '../../shared/bag/embroidery'
import type { WordsSource } from '../../shared/i18n/text'
import type { CustomLineLabels } from './bag-line-parts'

/** Each thread colour's name: an island that names threads spreads this list into its words. */
export const THREAD_WORDS = [
  'custom.thread.white',
  'custom.thread.black',
  'custom.thread.gold',
  'custom.thread.silver',
  'custom.thread.red',
  'custom.thread.navy',
] as const satisfies readonly `custom.thread.${ThreadColour}`[]

/** What a personalised line's badge and text (`CustomFacts`) are worded with. */
export const CUSTOM_FACTS_WORDS = ['custom.badge', 'custom.line', ...THREAD_WORDS] as const

/**
 * Each thread colour's name in the page's language, by its code. Read off the keys, not the rules' colours: the
 * mini cart's dialog names threads, and the rules (`shared/bag/embroidery.ts`) load only when a personalisation is
 * checked.
 */
export const threadNames = (words: WordsSource<(typeof THREAD_WORDS)[number]>): Record<string, string> =>
  Object.fromEntries(THREAD_WORDS.map((key) => [key.slice('custom.thread.'.length), words.t(key)]))

/** A personalised line's badge and text, for `CustomFacts`. */
export const customFactsLabels = (
  words: WordsSource<(typeof CUSTOM_FACTS_WORDS)[number]>,
): Pick<CustomLineLabels, 'badge' | 'line' | 'threads'> => ({
  badge: words.t('custom.badge'),
  line: words.t('custom.line'),
  threads: threadNames(words),
})

/** What a personalised line says in full: its facts, surcharge, returns and how it travels. */
export const CUSTOM_LINE_WORDS = [
  ...CUSTOM_FACTS_WORDS,
  'custom.surcharge',
  'custom.noReturns',
  'custom.delivery',
  'custom.ownShipment',
] as const

export const customLineLabels = (
  words: WordsSource<(typeof CUSTOM_LINE_WORDS)[number]>,
): CustomLineLabels => ({
  ...customFactsLabels(words),
  surcharge: words.t('custom.surcharge'),
  noReturns: words.t('custom.noReturns'),
  delivery: words.t('custom.delivery'),
  ownShipment: words.t('custom.ownShipment'),
})
