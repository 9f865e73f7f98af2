/**
 * The generic rule kinds of spec 1 §5: exact length, minimum and maximum length, minimum and maximum value, date
 * format and same-as-field match, each with its default message. A form names its rules as data (the server's
 * address rules arrive so, decision 083) and asks which one a value breaks first; a form with words of its own for a
 * kind (the birth date's, the password confirmation's) maps the kind to them, and every other form shows the
 * default. Pure and dependency-free, so islands may load it.
 */

/** A date as a form may ask for it. */
export type RuleDateFormat = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY'

/** One rule on one field, as data. Lengths count characters as a person does (`'é'` is one). */
export type GenericRule =
  | { kind: 'exactLength'; length: number }
  | { kind: 'minLength'; min: number }
  | { kind: 'maxLength'; max: number }
  | { kind: 'minValue'; min: number }
  | { kind: 'maxValue'; max: number }
  | { kind: 'dateFormat'; format: RuleDateFormat }
  | { kind: 'sameAs'; field: string }

export type GenericRuleKind = GenericRule['kind']

/** The default message of each kind (spec 1 §5), in the message catalogue. */
export const GENERIC_RULE_MESSAGES = {
  exactLength: 'form.exactLength',
  minLength: 'form.tooShort',
  maxLength: 'form.tooLong',
  minValue: 'form.tooSmall',
  maxValue: 'form.tooLarge',
  dateFormat: 'form.dateFormat',
  sameAs: 'form.mismatch',
} as const satisfies Record<GenericRuleKind, string>

export type GenericRuleMessageKey = (typeof GENERIC_RULE_MESSAGES)[GenericRuleKind]

/** A broken rule: its kind, its default message and the numbers or names that message shows. */
export interface BrokenRule {
  kind: GenericRuleKind
  key: GenericRuleMessageKey
  params: Readonly<Record<string, string | number>>
}

/** The parts of a date in a format: where the year, month and day stand. */
const DATE_PATTERNS: Record<RuleDateFormat, { pattern: RegExp; order: readonly [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: [1, 2, 3] },
  'MM/DD/YYYY': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 1, 2] },
  'DD/MM/YYYY': { pattern: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: [3, 2, 1] },
}

/**
 * Whether a text is a real calendar date written in a format: the format's shape, a month from 1 to 12 and a day
 * the month has (29 February only in a leap year).
 *
 * @example isDateIn('29/02/2024', 'DD/MM/YYYY') // true
 * @example isDateIn('2023-02-29', 'YYYY-MM-DD') // false
 */
export function isDateIn(text: string, format: RuleDateFormat): boolean {
  const { pattern, order } = DATE_PATTERNS[format]
  const match = pattern.exec(text)
  if (!match) return false
  const [year, month, day] = order.map((group) => Number(match[group]))
  if (year === undefined || month === undefined || day === undefined || month < 1 || month > 12 || day < 1)
    return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A whole or decimal number as a person types it (a comma may be the decimal sign), or null. */
function numberOf(text: string): number | null {
  const normal = text.replace(',', '.')
  return /^-?\d+(?:\.\d+)?$/.test(normal) ? Number(normal) : null
}

/** The problem one rule finds with a value, or null. */
function breaks(rule: GenericRule, value: string, form: Readonly<Record<string, string>>): BrokenRule | null {
  const broken = (params: BrokenRule['params']): BrokenRule => ({
    kind: rule.kind,
    key: GENERIC_RULE_MESSAGES[rule.kind],
    params,
  })
  const length = [...value].length
  switch (rule.kind) {
    case 'exactLength':
      return length === rule.length ? null : broken({ length: rule.length })
    case 'minLength':
      return length >= rule.min ? null : broken({ min: rule.min })
    case 'maxLength':
      return length <= rule.max ? null : broken({ max: rule.max })
    case 'minValue': {
      const number = numberOf(value)
      return number !== null && number >= rule.min ? null : broken({ min: rule.min })
    }
    case 'maxValue': {
      const number = numberOf(value)
      return number !== null && number <= rule.max ? null : broken({ max: rule.max })
    }
    case 'dateFormat':
      return isDateIn(value, rule.format) ? null : broken({ format: rule.format })
    case 'sameAs':
      return value === (form[rule.field] ?? '') ? null : broken({ field: rule.field })
  }
}

/**
 * The first rule a value breaks, in the order given, or null when it keeps them all. An empty value breaks none:
 * whether a field may be empty is the form's `required`, said before any of these. `form` holds the other fields
 * a same-as-field rule compares with.
 *
 * @example firstBrokenRule('1234', [{ kind: 'exactLength', length: 5 }]) // { kind: 'exactLength', key: 'form.exactLength', params: { length: 5 } }
 * @example firstBrokenRule('b', [{ kind: 'sameAs', field: 'password' }], { password: 'a' }) // kind 'sameAs'
 */
export function firstBrokenRule(
  value: string,
  rules: readonly GenericRule[],
  form: Readonly<Record<string, string>> = {},
): BrokenRule | null {
  if (value === '') return null
  for (const rule of rules) {
    const problem = breaks(rule, value, form)
    if (problem) return problem
  }
  return null
}
