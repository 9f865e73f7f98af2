/**
 * A personalisation (decision 030): a short text embroidered on a made-to-order item, in a thread colour, saved by
 * the cart service as a recipe (`recipeId`). One set of rules that the product page in the browser, the worker's
 * add route and the mock cart service all apply, so the three never disagree.
 *
 * The idea: the text is cleaned first (trimmed, runs of spaces made one, letters composed, so that "é" typed as
 * "e" and an accent counts once), then it must be 1 to 12 characters of Latin letters (accented too: the
 * embroidery font has them), digits, spaces and the punctuation `. , ' & ! ? # -`, and it may not spell one of a
 * short list of offensive words, read without accents, spaces, punctuation or the digits that stand in for
 * letters ("5H1T"). Words that are offensive only on their own are refused as whole words, so that "Hancock" or
 * "Dickens" can be stitched. The thread is one of a fixed list. Lengths count characters (code points), as the
 * machine stitches them.
 *
 * Pure and schema-free, so the product page's island can import it (decision 016).
 */
import type { MessageKey } from '../i18n/i18n'
import type { FieldErrors, FormValidation } from '../validation'

/** The most characters a personalisation holds (the width the embroidery allows on every personalisable style). */
export const PERSONAL_TEXT_MAX = 12

/** The thread colours, in the order the product page offers them, each with the swatch it shows. */
export const THREAD_COLOURS = [
  { code: 'white', hex: '#f5f5f2' },
  { code: 'black', hex: '#161616' },
  { code: 'gold', hex: '#c9a23a' },
  { code: 'silver', hex: '#a9adb3' },
  { code: 'red', hex: '#b8262b' },
  { code: 'navy', hex: '#1f2f57' },
] as const
export type ThreadColour = (typeof THREAD_COLOURS)[number]['code']

/** The thread a personalisation starts with. */
export const DEFAULT_THREAD: ThreadColour = 'white'

/** The fields in the order a form shows them (and focus goes to the first refused). */
export const PERSONALISATION_FIELDS = ['text', 'thread'] as const
export type PersonalisationField = (typeof PERSONALISATION_FIELDS)[number]

/** A personalisation as a recipe keeps it. */
export interface Personalisation {
  text: string
  thread: ThreadColour
}

export type PersonalisationErrorKey = Extract<
  MessageKey,
  | 'custom.error.textRequired'
  | 'custom.error.tooLong'
  | 'custom.error.characters'
  | 'custom.error.blocked'
  | 'custom.error.thread'
>

export type PersonalisationErrors = FieldErrors<PersonalisationField, PersonalisationErrorKey>

export type PersonalisationValidation = FormValidation<Personalisation, PersonalisationErrors>

/** Latin letters (with their accents), digits, space and a few punctuation marks. */
const ALLOWED = /^[\p{Script=Latin}\p{M}0-9 .,'&!?#-]+$/u

/** Refused wherever they appear, once accents, spaces, punctuation and stand-in digits are taken out. */
const BLOCKED_ANYWHERE = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'whore',
  'slut',
  'nazi',
  'hitler',
  'wanker',
  'twat',
]
/** Refused as a whole word only: inside other words they are harmless ("Dickens", "Hancock", "Assisi"). */
const BLOCKED_WORDS = ['ass', 'arse', 'dick', 'cock', 'piss', 'fag', 'kkk', 'isis', 'sex', 'porn', 'nsfw']

const STAND_INS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
}

/** Lower case, no accents, stand-in digits read as the letters they stand for. */
const readAsLetters = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9]/g, (digit) => STAND_INS[digit] ?? digit)

/** Whether a text spells an offensive word (see the module's comment). */
export function isBlockedText(value: string): boolean {
  const letters = readAsLetters(value)
  const compact = letters.replace(/[^a-z]/g, '')
  if (BLOCKED_ANYWHERE.some((word) => compact.includes(word))) return true
  const words = letters.split(/[^a-z]+/).filter(Boolean)
  return words.some((word) => BLOCKED_WORDS.includes(word)) || BLOCKED_WORDS.includes(compact)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A personalisation's text as the rules read it: trimmed, single spaces, composed. */
export const cleanPersonalText = (value: unknown): string =>
  text(value).normalize('NFC').replace(/\s+/gu, ' ').trim()

/** Whether a value is one of the thread colours. */
export const isThreadColour = (value: unknown): value is ThreadColour =>
  THREAD_COLOURS.some((thread) => thread.code === value)

/**
 * Checks a personalisation and answers it cleaned, or each refused field's message key.
 *
 * @example validatePersonalisation({ text: ' Run  Fast ', thread: 'gold' }) // { ok: true, value: { text: 'Run Fast', thread: 'gold' } }
 * @example validatePersonalisation({ text: '', thread: 'pink' }) // errors: text textRequired, thread thread
 */
export function validatePersonalisation(
  input: Partial<Record<PersonalisationField, unknown>>,
): PersonalisationValidation {
  const value = cleanPersonalText(input.text)
  const errors: PersonalisationErrors = {}
  if (value === '') errors.text = { key: 'custom.error.textRequired' }
  else if ([...value].length > PERSONAL_TEXT_MAX)
    errors.text = { key: 'custom.error.tooLong', params: { max: PERSONAL_TEXT_MAX } }
  else if (!ALLOWED.test(value)) errors.text = { key: 'custom.error.characters' }
  else if (isBlockedText(value)) errors.text = { key: 'custom.error.blocked' }
  if (!isThreadColour(input.thread)) errors.thread = { key: 'custom.error.thread' }
  if (errors.text || errors.thread) return { ok: false, errors }
  return { ok: true, value: { text: value, thread: input.thread as ThreadColour } }
}
