/**
 * The contact-us contract (spec 1 §7 "Contact us", decision 038), beside the consumer API's utilities:
 * - `GET /consumers-v3/contactus/categorySubject` answers the categories and their subjects in the request's
 *   language: `{ categories: [{ id, name, subjects: [{ id, name }] }] }`.
 * - `POST /consumers-v3/contactus` `{ categoryId, subjectId, name, email, orderNumber?, message }` opens a case
 *   and answers 201 `{ caseNumber }` (`CS-` and eight digits). It refuses by the storefront's own rules
 *   (`shared/help/contact.ts`): 400 API400 naming the refused fields, a subject of another category among them.
 * The spec shows no payload or answer shapes; these are the storefront's choice, kept in step with
 * `worker/upstream/utilities/schemas.ts`.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { type ContactCategory, checkContact } from '../../shared/help/contact'
import { readJsonBody } from '../body'
import { CONTACT_CATEGORIES } from '../consumers/contact-categories'
import { insertContactCase } from '../db/support-cases'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf, localise } from '../localise'

const ContactCaseSchema = z.object({
  categoryId: z.string().max(100),
  subjectId: z.string().max(100),
  name: z.string().max(1000),
  email: z.string().max(1000),
  orderNumber: z.string().max(100).nullish(),
  message: z.string().max(20_000),
})

/** The categories as the rules read them (the names do not matter to a check, so any language will do). */
const categoriesIn = (language: string) =>
  localise({ categories: CONTACT_CATEGORIES }, language) as unknown as { categories: ContactCategory[] }

/** The locale a case was written in, as the call names it (`en-us`, `en_US`). */
const localeOf = (value: string | undefined) =>
  value && /^[a-z]{2}[-_][a-z0-9]{2,3}$/i.test(value) ? value : 'en-us'

export const contactUsRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

contactUsRoutes.get('/consumers-v3/contactus/categorySubject', (c) =>
  c.json(categoriesIn(languageOf(c.req.query('locale')))),
)

contactUsRoutes.post('/consumers-v3/contactus', async (c) => {
  const body = await readJsonBody(c, ContactCaseSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid contact case')
  const { categories } = categoriesIn('en')
  const { input, problems } = checkContact(
    {
      name: body.name,
      email: body.email,
      category: body.categoryId,
      subject: body.subjectId,
      orderNumber: body.orderNumber ?? '',
      message: body.message,
    },
    categories,
  )
  const refused = Object.keys(problems)
  if (refused.length > 0)
    return apiError(c, 400, 'API400', `Invalid contact case fields: ${refused.join(', ')}`)
  const caseNumber = await insertContactCase(c.env.DB, {
    categoryId: input.category,
    subjectId: input.subject,
    name: input.name,
    email: input.email,
    orderNumber: input.orderNumber || null,
    message: input.message,
    locale: localeOf(c.req.query('locale')),
    createdAt: new Date().toISOString(),
  })
  return c.json({ caseNumber }, 201)
})
