/**
 * The English catalogue (`en.ts`) is written in British spelling, as the UK site reads it. The US and Canadian
 * sites read their own: the US site American spelling throughout (Color, Favorites, Minimize, Enrollment), the
 * Canadian site the Canadian mix (Colour and Favourite as in Britain, but -ize and "program" as in the US).
 * Both catalogues are derived from `en.ts` by these word rules, so a new message is spelt right on all three
 * sites without a second copy of it; placeholders (`{colour}`) are left as written.
 */
import type { Messages } from './en'

type Rule = readonly [RegExp, string]

/** -ise verbs and their forms, as the US and Canada spell them. */
const IZE: readonly Rule[] = [
  [/\b([Cc])ustomis/g, '$1ustomiz'],
  [/\b([Pp])ersonalis/g, '$1ersonaliz'],
  [/\b([Rr])ecognis/g, '$1ecogniz'],
  [/\b([Mm])inimis/g, '$1inimiz'],
  [/\b([Oo])rganis/g, '$1rganiz'],
  [/\b([Aa])uthoris/g, '$1uthoriz'],
  [/\b([Aa])pologis/g, '$1pologiz'],
  [/\b([Rr])ealis/g, '$1ealiz'],
  [/\b([Ff])inalis/g, '$1inaliz'],
]

/** "Programme" (a scheme) is "program" in North America. */
const PROGRAM: Rule = [/\b([Pp])rogramme/g, '$1rogram']

const AMERICAN: readonly Rule[] = [
  ...IZE,
  PROGRAM,
  [/\b([Cc])olour/g, '$1olor'],
  [/\b([Ff])avourit/g, '$1avorit'],
  [/\b([Cc])ancelled/g, '$1anceled'],
  [/\b([Cc])ancelling/g, '$1anceling'],
  [/\b([Cc])atalogue/g, '$1atalog'],
  [/\b([Cc])entre/g, '$1enter'],
  [/\b([Tt])ravell(ed|ing|er)/g, '$1ravel$2'],
  [/\b([Ll])abell(ed|ing)/g, '$1abel$2'],
  [/\b([Mm])odell(ed|ing)/g, '$1odel$2'],
  // Enrol, enrols, enrolment: the US doubles the l (enrolled is the same in both).
  [/\b([Ee])nrol(?!l)/g, '$1nroll'],
  [/\b([Ff])ulfil(?!l)/g, '$1ulfill'],
  [/\b([Gg])rey/g, '$1ray'],
]

const CANADIAN: readonly Rule[] = [...IZE, PROGRAM]

/** Applies the rules to the text outside `{placeholders}`. */
export function respell(text: string, rules: readonly Rule[]): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) =>
      part.startsWith('{') ? part : rules.reduce((result, [from, to]) => result.replace(from, to), part),
    )
    .join('')
}

const respellAll = (messages: Messages, rules: readonly Rule[]): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, respell(text, rules)]),
  ) as unknown as Messages

export const americanEnglish = (messages: Messages): Messages => respellAll(messages, AMERICAN)
export const canadianEnglish = (messages: Messages): Messages => respellAll(messages, CANADIAN)
