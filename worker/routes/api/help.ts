/**
 * `/api/help`: the contact form's message and the warranty case (decision 038). Each takes JSON from a script or
 * a plain form. A plain form that succeeds goes to its page with the case number (`?case=`), which the page shows
 * instead of the form; one that is refused is answered with its page itself, with each field's message and what
 * was typed, never with a redirect: a message, a name or an email never travels in a URL.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { ContactValues } from '../../../client/pages/contact-page'
import type { WarrantyValues } from '../../../client/pages/warranty-page'
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  type ContactField,
  ORDER_NUMBER_TYPED_MAX,
} from '../../../shared/contact'
import { contactUsPath, signInPath, warrantyPath } from '../../../shared/routes'
import { WARRANTY_DESCRIPTION_MAX, WARRANTY_PRODUCT_MAX, type WarrantyField } from '../../../shared/warranty'
import {
  openWarrantyCase,
  SUPPORT_RETRY_AFTER_SECONDS,
  sendContactMessage,
} from '../../services/support-cases'
import type { AppContext, AppEnv } from '../../types'
import { renderContactUs, renderWarranty } from '../pages/help'
import { isPlainForm } from './account'
import { answer, readInput, refusalOf } from './responder'

export const helpApi = new Hono<AppEnv>()

/** Only bounded here; `shared/contact.ts` and `shared/warranty.ts` check the fields, each with its own message. */
const field = (max: number) => z.string().max(max).default('')
const ContactSchema = z.object({
  name: field(1000),
  email: field(1000),
  category: field(200),
  subject: field(200),
  orderNumber: field(200),
  message: field(20_000),
  website: z.string().max(1000).optional(),
})
const WarrantySchema = z.object({
  product: field(1000),
  purchaseDate: field(100),
  orderNumber: field(200),
  description: field(20_000),
  website: z.string().max(1000).optional(),
})

/** A refusal's status as a page answers it: a body the responder would not read is a bad request. */
const pageStatus = (status: number) => (status === 413 || status === 415 ? 400 : status) as 400

/** The form as typed, read again only to show a refused form; undefined for a script's call. */
const typedForm = (c: AppContext) =>
  isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
    ? c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : Promise.resolve(undefined)

/** A typed field given back, cut to a little more than its field holds (so its message still applies). */
const typedText = (typed: FormData | null, name: string, max: number) =>
  String(typed?.get(name) ?? '').slice(0, max + 1)

/** The refused fields' messages among a form's own fields. */
function fieldMessages<Field extends string>(
  fields: Record<string, string> | undefined,
  names: readonly Field[],
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    names.filter((name) => fields?.[name]).map((name) => [name, fields?.[name] as string]),
  ) as Partial<Record<Field, string>>
}

/** A page answering a refusal keeps the refusal's `Retry-After` (set on the context, not on a rendered page). */
function withRetryAfter(response: Response, status: number): Response {
  if (status === 429) response.headers.set('Retry-After', String(SUPPORT_RETRY_AFTER_SECONDS))
  return response
}

const CONTACT_FIELD_NAMES: readonly ContactField[] = [
  'name',
  'email',
  'category',
  'subject',
  'orderNumber',
  'message',
]
const WARRANTY_FIELD_NAMES: readonly WarrantyField[] = [
  'product',
  'purchaseDate',
  'orderNumber',
  'description',
]

helpApi.post('/contact-us', async (c) => {
  const typed = await typedForm(c)
  try {
    const path = contactUsPath(c.var.locale.code)
    const input = await readInput(c, ContactSchema, { param: 'contact', to: path })
    const { caseNumber } = await sendContactMessage(c, input.data)
    const next = `${path}?${new URLSearchParams({ case: caseNumber })}`
    return answer(c, input, { caseNumber, next }, { to: next, status: 201 })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const errors = fieldMessages(refusal.detail.fields, CONTACT_FIELD_NAMES)
    const values: ContactValues = {
      name: typedText(typed, 'name', CONTACT_NAME_MAX),
      email: typedText(typed, 'email', CONTACT_EMAIL_MAX),
      category: typedText(typed, 'category', 100),
      subject: typedText(typed, 'subject', 100),
      orderNumber: typedText(typed, 'orderNumber', ORDER_NUMBER_TYPED_MAX),
      message: typedText(typed, 'message', CONTACT_MESSAGE_MAX * 2),
    }
    const page = await renderContactUs(
      c,
      { values, errors, notice: Object.keys(errors).length > 0 ? null : refusal.message, sent: null },
      pageStatus(refusal.status),
    )
    return withRetryAfter(page, refusal.status)
  }
})

helpApi.post('/warranty', async (c) => {
  const typed = await typedForm(c)
  try {
    const path = warrantyPath(c.var.locale.code)
    const input = await readInput(c, WarrantySchema, { param: 'warranty', to: path })
    const { caseId } = await openWarrantyCase(c, input.data)
    const next = `${path}?${new URLSearchParams({ case: caseId })}`
    return answer(c, input, { caseId, next }, { to: next, status: 201 })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    if (refusal.detail.action === 'reauthenticate') {
      // No longer signed in (a guest, or a session signed out meanwhile): sign in first, then back to the form.
      const back = new URLSearchParams({ returnTo: warrantyPath(c.var.locale.code) })
      return c.redirect(`${signInPath(c.var.locale.code)}?${back}`, 303)
    }
    const errors = fieldMessages(refusal.detail.fields, WARRANTY_FIELD_NAMES)
    const values: WarrantyValues = {
      product: typedText(typed, 'product', WARRANTY_PRODUCT_MAX),
      purchaseDate: typedText(typed, 'purchaseDate', 20),
      orderNumber: typedText(typed, 'orderNumber', ORDER_NUMBER_TYPED_MAX),
      description: typedText(typed, 'description', WARRANTY_DESCRIPTION_MAX * 2),
    }
    const page = await renderWarranty(
      c,
      { values, errors, notice: Object.keys(errors).length > 0 ? null : refusal.message, sent: null },
      pageStatus(refusal.status),
    )
    return withRetryAfter(page, refusal.status)
  }
})
