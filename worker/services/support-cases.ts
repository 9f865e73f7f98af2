/**
 * Support cases (decision 038): a message through the contact form (spec 1 §7 "Contact us") and a warranty case
 * for a faulty product (spec 2 §7 "Warranty"). Each form is checked by its shared rules first (`shared/help/contact.ts`,
 * `shared/help/warranty.ts`), so nothing is asked upstream for a refused one, then against a trap field a person never
 * fills, then counted against the client address's limit (`SUPPORT_CASE_ADDRESS_LIMIT`, each kind under its own
 * key), and only then sent to the consumer service. A warranty case is the signed-in shopper's: it goes out with
 * the access token of their session (`auth: true`), and a guest is asked to sign in.
 */
import {
  type ContactField,
  type ContactInput,
  type ContactProblem,
  checkContact,
} from '../../shared/help/contact'
import { checkWarranty, type WarrantyField, type WarrantyInput } from '../../shared/help/warranty'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { isThrottled } from './rate-limits'

type CaseKind = 'contact' | 'warranty'

/** Counts a case against the client address's limit for its kind; past it, 429 with when to try again. */
async function limitSupportCases(c: AppContext, kind: CaseKind): Promise<void> {
  const address = clientAddress(c)
  const key = address ? `${kind}:${address}` : null
  if (await isThrottled(c, [[c.env.SUPPORT_CASE_ADDRESS_LIMIT, key]]))
    throw new ApiError(kind === 'contact' ? 'CONTACT_THROTTLED' : 'WARRANTY_THROTTLED')
}

/** A refused form: each field's message; the first refused field is the one focused. */
function refuseFields<Field extends string>(
  kind: CaseKind,
  problems: Partial<Record<Field, ContactProblem>>,
): void {
  if (Object.keys(problems).length === 0) return
  throw new ApiError(kind === 'contact' ? 'CONTACT_INVALID' : 'WARRANTY_INVALID', {
    fields: problems as Record<Field, ContactProblem>,
  })
}

/** The trap field a person never sees: filled, the form is a bot's, answered as a failed bot check. */
function refuseBots(website: string | undefined): void {
  if (website) throw new ApiError('AUT403')
}

/** The contact form as typed, with the trap field. */
export interface ContactForm extends ContactInput {
  website?: string | undefined
}

/** A case form past its gates, in order: each field's refusal, the bot trap, then the client address's limit. */
async function admitCase<Field extends string>(
  c: AppContext,
  kind: CaseKind,
  problems: Partial<Record<Field, ContactProblem>>,
  website: string | undefined,
): Promise<void> {
  refuseFields(kind, problems)
  refuseBots(website)
  await limitSupportCases(c, kind)
}

/**
 * Sends a message through the contact form; its case number. The categories come from the consumer service (the
 * cached copy the page showed), and a subject must be one of the chosen category's.
 */
export async function sendContactMessage(c: AppContext, form: ContactForm): Promise<{ caseNumber: string }> {
  const categories = await c.var.services.utilities.getContactCategories()
  if (categories.length === 0) throw new ApiError('CONTACT_UNAVAILABLE')
  const { input, problems } = checkContact(form, categories)
  await admitCase<ContactField>(c, 'contact', problems, form.website)
  const caseNumber = await c.var.services.utilities.openContactCase({
    categoryId: input.category,
    subjectId: input.subject,
    name: input.name,
    email: input.email,
    orderNumber: input.orderNumber || null,
    message: input.message,
  })
  return { caseNumber }
}

/** The warranty form as typed, with the trap field. */
export interface WarrantyForm extends WarrantyInput {
  website?: string | undefined
}

/**
 * Opens a warranty case for the signed-in shopper; its case id. A guest (or a session that has just lost its
 * sign-in) is refused with 401 and asked to sign in again.
 */
export async function openWarrantyCase(c: AppContext, form: WarrantyForm): Promise<{ caseId: string }> {
  const { locale } = c.var
  const { customer } = await c.var.session.read()
  const grant = customer ? await c.var.session.accessToken() : null
  if (!customer || grant?.kind !== 'Registered') throw new ApiError('SESSION_ENDED')
  const { input, problems } = checkWarranty(form, { dateFormat: locale.dateFormat, now: new Date() })
  await admitCase<WarrantyField>(c, 'warranty', problems, form.website)
  const caseId = await c.var.services.consumers.openWarrantyCase({
    product: input.product,
    purchaseDate: input.purchaseDate,
    orderNumber: input.orderNumber || null,
    description: input.description,
  })
  return { caseId }
}
