/**
 * The contact form's rules (spec 1 §3 "Contact-us case", §7 "Contact us"): a name, an email to answer, a category
 * and one of that category's subjects (both from the consumer service's `contactus/categorySubject`), an optional
 * order number of the shop's shape, and a message of 10 to 2,000 characters. The worker checks a form by these
 * before it asks anything upstream, and the mock consumer service refuses by the same rules: they are part of the
 * contract. Lengths count characters as a person does (code points), with a line break counted once.
 */

import { normaliseEmail } from '../account/sign-in'
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail, isValidName, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../validation'

/** A subject a case can be about, under its category. Ids are unique across categories. */
export interface ContactSubject {
  id: string
  name: string
}

/** A category of contact cases and its subjects, in the page's language. */
export interface ContactCategory {
  id: string
  name: string
  subjects: ContactSubject[]
}

/** The contact form's name follows the shop's one name rule (spec 1 §9: names 2–30). */
export const CONTACT_NAME_MIN = NAME_MIN_LENGTH
export const CONTACT_NAME_MAX = NAME_MAX_LENGTH
export const CONTACT_EMAIL_MAX = 100
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 2000
/** The longest order number a field takes as typed (spaces and dashes included). */
export const ORDER_NUMBER_TYPED_MAX = 20

/** An order number as the shop prints it on confirmations: two letters and ten digits (`KS0123456789`). */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{10}$/

/** An order number as typed, made comparable: spaces and dashes dropped, letters in upper case. */
export const normaliseOrderNumber = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase()

/** Whether a typed order number (already normalised) has the shop's shape; an empty one is "not given". */
export const isOrderNumber = (value: string): boolean => ORDER_NUMBER_PATTERN.test(value)

/** A case number as the consumer service answers it: `CS-` and eight digits. */
export const CASE_NUMBER_PATTERN = /^CS-\d{8}$/

/** Characters as a person counts them: code points, a Windows line break counted once. */
export const characterCount = (text: string): number => [...text.replace(/\r\n?/g, '\n')].length

/** A text area's text as it is sent on: Windows line breaks made plain, the ends trimmed. */
export const tidyText = (text: string): string => text.replace(/\r\n?/g, '\n').trim()

/** A name as it is sent on: trimmed, each run of spaces made one. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/**
 * The fields in the order the form shows them: the first refused one takes focus. The category and subject are
 * ids; the order number is empty when not given.
 */
export const CONTACT_FIELDS = ['name', 'email', 'category', 'subject', 'orderNumber', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

export type ContactInput = Record<ContactField, string>

/** What is wrong with a field: its message and the values the message names. */
export interface ContactProblem {
  key: MessageKey
  params?: Readonly<Record<string, string | number>>
}

/** What is wrong with a tidied name's length, if anything: empty, or outside `min` to `max` characters. */
export function nameLengthProblem(
  name: string,
  min: number,
  max: number,
  keys: { required: MessageKey; length: MessageKey },
): ContactProblem | null {
  const length = [...name].length
  if (length === 0) return { key: keys.required }
  if (length < min || length > max) return { key: keys.length, params: { min, max } }
  return null
}

/**
 * What is wrong with a tidied text area's length, if anything: empty, shorter than `min` or longer than `max`
 * characters, each with its own message; the one for too long also names how many were typed.
 *
 * @example textAreaProblem('Too short', 10, 2000, keys) // { key: keys.short, params: { min: 10 } }
 */
export function textAreaProblem(
  text: string,
  min: number,
  max: number,
  keys: { required: MessageKey; short: MessageKey; long: MessageKey },
): ContactProblem | null {
  const length = characterCount(text)
  if (length === 0) return { key: keys.required }
  if (length < min) return { key: keys.short, params: { min } }
  if (length > max) return { key: keys.long, params: { max, count: length } }
  return null
}

/**
 * What is wrong with each field (none when the form may be sent), and the form as it is sent on: the name tidied,
 * the email normalised, the order number without spaces and in upper case, the message trimmed with plain line
 * breaks. A subject must be one of the chosen category's; a subject of another category is refused at the subject.
 *
 * @example checkContact(form, categories).problems.subject // { key: 'contact.error.subjectMismatch', ... }
 */
export function checkContact(
  form: ContactInput,
  categories: readonly ContactCategory[],
): { input: ContactInput; problems: Partial<Record<ContactField, ContactProblem>> } {
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  const name = tidyName(form.name)
  const nameProblem =
    nameLengthProblem(name, CONTACT_NAME_MIN, CONTACT_NAME_MAX, {
      required: 'contact.error.nameRequired',
      length: 'contact.error.nameLength',
    }) ?? (isValidName(name) ? null : { key: 'contact.error.name' })
  if (nameProblem) problems.name = nameProblem

  const email = normaliseEmail(form.email)
  if (email === '') problems.email = { key: 'contact.error.emailRequired' }
  else if (email.length > CONTACT_EMAIL_MAX)
    problems.email = { key: 'contact.error.emailTooLong', params: { max: CONTACT_EMAIL_MAX } }
  else if (!isValidEmail(email)) problems.email = { key: 'contact.error.email' }

  const categoryId = form.category.trim()
  const subjectId = form.subject.trim()
  const category = categories.find((entry) => entry.id === categoryId)
  if (categoryId === '') problems.category = { key: 'contact.error.categoryRequired' }
  else if (!category) problems.category = { key: 'contact.error.category' }
  if (subjectId === '') problems.subject = { key: 'contact.error.subjectRequired' }
  else if (category && !category.subjects.some((subject) => subject.id === subjectId))
    problems.subject = categories.some((entry) => entry.subjects.some((subject) => subject.id === subjectId))
      ? { key: 'contact.error.subjectMismatch', params: { category: category.name } }
      : { key: 'contact.error.subject' }
  else if (
    !category &&
    !categories.some((entry) => entry.subjects.some((subject) => subject.id === subjectId))
  )
    problems.subject = { key: 'contact.error.subject' }

  const orderNumber = normaliseOrderNumber(form.orderNumber)
  if (orderNumber !== '' && !isOrderNumber(orderNumber))
    problems.orderNumber = { key: 'contact.error.orderNumber' }

  const message = tidyText(form.message)
  const messageProblem = textAreaProblem(message, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, {
    required: 'contact.error.messageRequired',
    short: 'contact.error.messageShort',
    long: 'contact.error.messageLong',
  })
  if (messageProblem) problems.message = messageProblem

  return {
    input: { name, email, category: categoryId, subject: subjectId, orderNumber, message },
    problems,
  }
}
