/**
 * Creating an account and the enrolment flow's questions about one (decisions 036 and 046): sign-up, full or
 * simplified (email and password only, the account then partially enrolled), the lookup of an email, and a link's
 * consumer (`retrieveUserData`). Signing in, tokens and signing out are `consumers.ts`.
 */

import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { internationalPhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { checkSignUp, checkSimplifiedSignUp } from '../../shared/account/sign-up'
import { signUpRulesOf } from '../../shared/i18n/locales'
import { readJsonBody } from '../body'
import { brandOfSite } from '../brands'
import { hashPassword } from '../consumers/secrets'
import { ConfirmUrlSchema, textOptInStatements } from '../consumers/text-opt-in'
import { bearerOf, randomId } from '../consumers/tokens'
import {
  getConsumerByEmail,
  insertSignedUpConsumer,
  insertSimplifiedConsumer,
  isPartiallyEnrolled,
  isPhoneInUse,
  recordProfileBrand,
  recordSource,
} from '../db/consumers'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const invalidToken = 'The token is unknown, expired or revoked'

export const consumerSignUpRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

/** Sign-up's details (decision 036); the shared rules check the fields' contents. */
const SignUpSchema = z.object({
  firstName: z.string().max(1000),
  lastName: z.string().max(1000),
  email: z.string().max(1000),
  password: z.string().max(1000),
  birthDate: z.string().max(100).nullish(),
  /** The national number, or null. */
  phone: z.string().max(100).nullish(),
  /** Where the shop's locale asks them (decision 079): one of the genders, and the postal code. */
  gender: z.string().max(20).nullish(),
  postalCode: z.string().max(100).nullish(),
  /** The shop's country: its phone masks, postal codes, minimum age and sign-up rules. */
  country: z.string().regex(/^[A-Z]{2}$/),
  newsletterOptIn: z.boolean().default(false),
  smsOptIn: z.boolean().default(false),
  /** Where the SMS opt-in's confirmation text links to (decision 048): the shop's subscriptions section. */
  smsConfirmUrl: ConfirmUrlSchema.optional(),
  termsAccepted: z.boolean(),
  recaptcha_response: z.string().max(4000).nullish(),
  /** The simplified variant (spec 1 §2): only email and password; names and birth date come later. */
  enrolment: z.enum(['FULL', 'SIMPLIFIED']).default('FULL'),
  /** Where the shopper came from (the consumer details' source): stored, never shown to the shopper. */
  source: z
    .object({ acquisitionType: z.string().min(1).max(60), campaignName: z.string().max(60).nullish() })
    .nullish(),
  /** The site signed up on: the account's profile is on its brand (decision 088); none, every brand's. */
  siteId: z.string().max(20).optional(),
})

const LookupQuerySchema = z.object({ email: z.string().min(1).max(254) })

// Sign-up: the same rules as the storefront's form (`shared/account/sign-up.ts`), then one account per email and per phone.
consumerSignUpRoutes.post('/consumers-v3/auth/signup', async (c) => {
  const body = await readJsonBody(c, SignUpSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid sign-up request')
  if (!body.recaptcha_response || body.recaptcha_response === 'fail')
    return apiError(c, 400, 'AUT403', 'The captcha was not passed')
  if (body.enrolment === 'SIMPLIFIED') return simplifiedSignUp(c, body)
  if (!body.birthDate?.trim()) return apiError(c, 400, 'PRO411', 'The birth date is missing')
  const { input, problems } = checkSignUp(
    {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      password: body.password,
      birthDate: body.birthDate,
      phone: body.phone ?? '',
      gender: body.gender ?? '',
      postalCode: body.postalCode ?? '',
      smsOptIn: body.smsOptIn,
      newsletter: body.newsletterOptIn,
      agreement: body.termsAccepted,
    },
    {
      country: body.country,
      region: body.country === 'US' || body.country === 'CA' ? 'NA' : 'EMEA',
      phoneCountries: PHONE_COUNTRIES,
      now: new Date(),
      rules: signUpRulesOf(body.country),
    },
  )
  if (problems.birthDate) return apiError(c, 400, 'PRO410', 'The birth date is not valid for this country')
  if (problems.email) return apiError(c, 400, 'AUT453', 'The email address is not valid')
  if (problems.password === 'signUp.error.passwordWeak' && [...body.password].length < 8)
    return apiError(c, 400, 'FE872', 'The password is too short')
  const refused = Object.keys(problems)
  if (refused.length > 0) return apiError(c, 400, 'API400', `Invalid sign-up fields: ${refused.join(', ')}`)

  const db = c.env.DB
  const phone = input.phone ? internationalPhone(input.phone, body.country, PHONE_COUNTRIES) : null
  const emailTaken = () => apiError(c, 409, 'AUT439', 'An account with this login already exists')
  const phoneTaken = () => apiError(c, 400, 'AUT444', 'The phone number is already in use')
  if (await getConsumerByEmail(db, input.email)) return emailTaken()
  if (phone && (await isPhoneInUse(db, phone))) return phoneTaken()
  const id = randomId()
  const created = await insertSignedUpConsumer(
    db,
    {
      id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: await hashPassword(input.password),
      birthDate: input.birthDate,
      phone,
      gender: input.gender || null,
      postalCode: input.postalCode || null,
      country: body.country,
      newsletter: input.newsletter,
      sms: input.smsOptIn,
    },
    new Date().toISOString(),
  )
  // Another sign-up took the email or the phone between the checks and the insert.
  if (!created) return (await getConsumerByEmail(db, input.email)) ? emailTaken() : phoneTaken()
  if (body.source) await recordSource(db, id, body.source)
  const brand = brandOfSite(body.siteId)
  if (brand) await recordProfileBrand(db, id, brand)
  // The SMS opt-in starts the double opt-in the account confirms (decision 048): texts wait for the code.
  if (input.smsOptIn && phone)
    await db.batch(
      await textOptInStatements(db, {
        consumerId: id,
        type: 'Newsletter',
        phone,
        confirmUrl: body.smsConfirmUrl ?? null,
        now: new Date(),
      }),
    )
  return c.json({ consumerId: id, consumerType: 'REGISTERED' }, 201)
})

/**
 * The simplified sign-up (decision 046): email and password by the same rules, the terms accepted by submitting;
 * no names, birth date or phone, so the account is partially enrolled until the enrolment flow fills them in.
 */
async function simplifiedSignUp(c: Context<{ Bindings: MockEnv }>, body: z.infer<typeof SignUpSchema>) {
  const { input, problems } = checkSimplifiedSignUp({ email: body.email, password: body.password })
  if (problems.email) return apiError(c, 400, 'AUT453', 'The email address is not valid')
  if (problems.password === 'signUp.error.passwordWeak' && [...body.password].length < 8)
    return apiError(c, 400, 'FE872', 'The password is too short')
  if (problems.password || !body.termsAccepted)
    return apiError(c, 400, 'API400', 'Invalid sign-up fields: password or termsAccepted')
  const db = c.env.DB
  if (await getConsumerByEmail(db, input.email))
    return apiError(c, 409, 'AUT439', 'An account with this login already exists')
  const id = randomId()
  const created = await insertSimplifiedConsumer(
    db,
    {
      id,
      email: input.email,
      password: await hashPassword(input.password),
      country: body.country,
      newsletter: body.newsletterOptIn,
    },
    new Date().toISOString(),
  )
  if (!created) return apiError(c, 409, 'AUT439', 'An account with this login already exists')
  if (body.source) await recordSource(db, id, body.source)
  const brand = brandOfSite(body.siteId)
  if (brand) await recordProfileBrand(db, id, brand)
  return c.json({ consumerId: id, consumerType: 'REGISTERED' }, 201)
}

const RetrieveUserDataSchema = z.object({
  consumerId: z.string().min(1).max(100),
  email: z.string().min(3).max(254),
})

/**
 * A link's consumer (spec 1 §3 `POST /retrieveUserData`): loyalty and enrolment e-mails carry the consumer's id and
 * e-mail address; the pair answers the names and address to prefill, any valid token will do. An id that is not
 * the address's, or neither known, is 404 PRO404 alike (a link tells nothing about another's account).
 */
consumerSignUpRoutes.post('/consumers-v3/consumer/retrieveUserData', async (c) => {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', invalidToken)
  const body = await readJsonBody(c, RetrieveUserDataSchema)
  if (!body) return apiError(c, 400, 'API400', 'A consumerId and an email are required')
  const consumer = await getConsumerByEmail(c.env.DB, body.email)
  if (!consumer || consumer.id !== body.consumerId)
    return apiError(c, 404, 'PRO404', 'No consumer has this id and email')
  return c.json({
    consumerId: consumer.id,
    email: consumer.email,
    firstName: consumer.first_name,
    lastName: consumer.last_name,
    partiallyEnrolled: isPartiallyEnrolled(consumer),
  })
})

/**
 * The enrolment flow's lookup (spec 1 §3 `GET /lookup`, under the consumer): whether an account has this email,
 * and for one that has, whether it is partially enrolled (spec 2 §4: any of phone, first name, last name, postal
 * code or birth date missing). Any valid token will do, a guest's too: the flow asks before anyone signs in.
 */
consumerSignUpRoutes.get('/consumers-v3/consumer/lookup', async (c) => {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', invalidToken)
  const query = LookupQuerySchema.safeParse({ email: c.req.query('email') })
  if (!query.success) return apiError(c, 400, 'API400', 'An email is required')
  const consumer = await getConsumerByEmail(c.env.DB, query.data.email)
  if (!consumer) return c.json({ exists: false, partiallyEnrolled: false })
  return c.json({ exists: true, partiallyEnrolled: isPartiallyEnrolled(consumer) })
})
