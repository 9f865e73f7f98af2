/**
 * The consumer's profile and address book (spec 1 §7 "Consumer", spec 2 §3, §4; decision 039), for the customer
 * the Registered bearer token speaks for:
 *
 * - `GET /consumers-v3/consumer`: the profile, with `consumerDetails` (the addresses among them) and `preferences`;
 *   `?includeLoyaltySummary=true` adds a member's `loyaltySummary` (the points balance) to the same answer.
 * - `PUT /consumers-v3/consumer`: `{ consumerProfile: { consumerDetails?, preferences? }, country }`, checked by the
 *   storefront's own rules (`shared/account/profile.ts`); 400 PRO412 for a refused field, PRO410 and PRO411 for the birth
 *   date, PRO418 for a changed email without the current password, AUT442 for another account's phone (AUT444 is
 *   sign-up's). With `currentPassword`, the update is a change of the sign-in email (consumers/login-change.ts).
 * - `POST /consumers-v3/consumer?siteId=`: `{ consumerProfile: { consumerDetails }, country }` creates the profile on
 *   the site's brand for an account that has none there (decision 088): 201 with the profile, 409 PRO409 when it
 *   has one, the PUT's field codes for a refused field. Every call that names a `siteId` answers 404 PRO404 for an
 *   account without a profile on its brand.
 * - `PUT /consumers-v3/consumer/notification`: `{ notificationPreferences: { orderUpdatesSms, backInStockEmail,
 *   priceDropEmail } }`, answered as saved; 400 PRO412 for order updates by text without a phone on the profile. The
 *   profile answers them as `notificationPreferences`.
 * - The address book is `consumer-addresses.ts`.
 *
 * A token that is not valid is 401 AUT432, a guest's 403 AUT498, and a customer whose account is gone 404 PRO404.
 */

import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { internationalPhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { checkProfile, isInterestList, isShoeSize, parseInterests } from '../../shared/account/profile'
import { readJsonBody } from '../body'
import { brandOfSite } from '../brands'
import { changeSignInEmail, EmailChangeSchema } from '../consumers/login-change'
import { bearerOf } from '../consumers/tokens'
import { type AddressRow, createBrandProfile, listAddresses, updateProfile } from '../db/consumer-profile'
import {
  type ConsumerRow,
  getConsumer,
  hasBrandProfile,
  normaliseEmail,
  updateNotifications,
} from '../db/consumers'
import { employeeAllowanceOf, prosumerAllowanceOf } from '../db/loyalty'
import { athleteAllowanceOf, loyaltyPointsOf } from '../db/wallet'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

type MockContext = Context<{ Bindings: MockEnv }>

const text = z.string().max(1000)

const ProfileUpdateSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        firstName: text,
        lastName: text,
        /** Not changed by a profile update: when sent, it must be the account's own. */
        email: text.optional(),
        birthDate: text.nullish(),
        /** The national number, or null. */
        phone: text.nullish(),
        postalCode: text.nullish(),
        /** Left out: the stored one stays; null: none. */
        gender: text.nullish(),
      })
      .optional(),
    preferences: z.object({ interests: text.nullish(), preferredShoeSize: text.nullish() }).optional(),
  }),
  /** The shop's country: its phone masks, postal codes and minimum age. */
  country: z.string().regex(/^[A-Z]{2}$/),
})

const regionOf = (country: string) => (country === 'US' || country === 'CA' ? 'NA' : 'EMEA')

/** An address as the profile answers it. */
const addressOf = (row: AddressRow) => ({
  id: row.id,
  approachType: row.approach_type,
  main: row.main === 1,
  firstName: row.first_name,
  lastName: row.last_name,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  city: row.city,
  province: row.province,
  postalCode: row.postal_code,
  countryCode: row.country_code,
  phone: row.phone,
  phoneCode: row.phone_code,
  recipientContactPhone: row.recipient_contact_phone,
})

/** The profile: the account as sign-in reads it, then spec 2 §3's consumer details and preferences. */
const profileOf = (
  consumer: ConsumerRow,
  addresses: readonly AddressRow[],
  wallet: {
    /** The loyalty summary was asked for. */
    summary: boolean
    points: number
    athlete: { currentSpend: number; annualCredit: number } | null
    employee: { currentSpend: number; limit: number } | null
    prosumer: { currentSpend: number; limit: number } | null
  },
) => ({
  consumerId: consumer.id,
  email: consumer.email,
  firstName: consumer.first_name,
  lastName: consumer.last_name,
  consumerType: consumer.consumer_type,
  employeeTermsAccepted: consumer.employee_terms_accepted === 1,
  isLoyaltyMember: consumer.loyalty_member_id !== null,
  loyaltyOptInDate: consumer.loyalty_opt_in_date,
  // Asked for with `includeLoyaltySummary=true` (spec 1 §7): a member's balance in the same answer.
  ...(wallet.summary && consumer.loyalty_member_id !== null
    ? { loyaltySummary: { points: { balance: wallet.points } } }
    : {}),
  // The member number beside spec 2 §3's fields; the points come only in the summary.
  loyalty:
    consumer.loyalty_member_id !== null
      ? { memberId: consumer.loyalty_member_id, confirmed: consumer.loyalty_confirmed !== 0 }
      : null,
  consumerDetails: {
    firstName: consumer.first_name,
    lastName: consumer.last_name,
    email: consumer.email,
    phone: consumer.phone,
    postalCode: consumer.postal_code,
    birthDate: consumer.birth_date,
    gender: consumer.gender,
    addresses: addresses.map(addressOf),
    // An athlete's yearly allowance (decision 043).
    ...(wallet.athlete
      ? { athlete: { currentSpend: wallet.athlete.currentSpend, annualCredit: wallet.athlete.annualCredit } }
      : {}),
    // Spec 2 §3 (decision 045): an employee's associate discount and a prosumer's credit, and their identity.
    ...(wallet.employee
      ? { employee: { currentSpend: wallet.employee.currentSpend, annualCap: wallet.employee.limit } }
      : {}),
    ...(wallet.prosumer
      ? { prosumer: { currentSpend: wallet.prosumer.currentSpend, annualCredit: wallet.prosumer.limit } }
      : {}),
    // Where the account came from, as its sign-up said (spec 1 §3): for the shop's reports, never shown.
    ...(consumer.acquisition_type
      ? { source: { acquisitionType: consumer.acquisition_type, campaignName: consumer.campaign_name } }
      : {}),
    ...(consumer.organisation === 'WRANX' || consumer.organisation === 'IPA'
      ? { identity: [{ type: consumer.organisation }] }
      : {}),
  },
  preferences: {
    interests: consumer.interests,
    preferredShoeSize: consumer.preferred_shoe_size,
  },
  notificationPreferences: {
    orderUpdatesSms: consumer.notify_order_sms === 1,
    backInStockEmail: consumer.notify_back_in_stock === 1,
    priceDropEmail: consumer.notify_price_drop === 1,
  },
})

/** Whether the body names `currentPassword`: an email change, not an update of the details. */
async function hasCurrentPassword(c: MockContext): Promise<boolean> {
  // Hono keeps the parsed body: the schema's read below parses it once.
  const body: unknown = await c.req.json().catch(() => null)
  return typeof body === 'object' && body !== null && 'currentPassword' in body
}

/** The signed-in customer the bearer speaks for, or the refusal to answer. */
async function signedInAccount(c: MockContext): Promise<ConsumerRow | Response> {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked')
  if (bearer.tokenType !== 'Registered')
    return apiError(c, 403, 'AUT498', 'A guest has no profile: sign in first')
  const consumer = await getConsumer(c.env.DB, bearer.customerId)
  return consumer ?? apiError(c, 404, 'PRO404', 'The profile was not found')
}

/**
 * The signed-in customer's profile on the brand of the call's `siteId` (any brand without one), or the refusal:
 * 404 PRO404 as well for an account without a profile on that brand (decision 088).
 */
export async function registeredConsumer(c: MockContext): Promise<ConsumerRow | Response> {
  const consumer = await signedInAccount(c)
  if (consumer instanceof Response) return consumer
  if (!hasBrandProfile(consumer, brandOfSite(c.req.query('siteId'))))
    return apiError(c, 404, 'PRO404', 'The customer has no profile on this brand')
  return consumer
}

async function profileAnswer(
  c: MockContext,
  consumer: ConsumerRow,
  summary = false,
  status: 200 | 201 = 200,
) {
  const [addresses, points, athlete, employee, prosumer] = await Promise.all([
    listAddresses(c.env.DB, consumer.id),
    loyaltyPointsOf(c.env.DB, consumer.id),
    athleteAllowanceOf(c.env.DB, consumer.id),
    consumer.consumer_type === 'EMPLOYEE' ? employeeAllowanceOf(c.env.DB, consumer.id) : null,
    consumer.consumer_type === 'PROSUMER' ? prosumerAllowanceOf(c.env.DB, consumer.id) : null,
  ])
  return c.json(profileOf(consumer, addresses, { summary, points, athlete, employee, prosumer }), status)
}

export const consumerProfileRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

consumerProfileRoutes.get('/consumers-v3/consumer', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  return profileAnswer(c, consumer, c.req.query('includeLoyaltySummary') === 'true')
})

const NotificationSchema = z.object({
  notificationPreferences: z.object({
    orderUpdatesSms: z.boolean(),
    backInStockEmail: z.boolean(),
    priceDropEmail: z.boolean(),
  }),
})

// The notification choices (spec 1 §7 PUT /notification); order updates by text need a phone on the profile.
consumerProfileRoutes.put('/consumers-v3/consumer/notification', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  const body = await readJsonBody(c, NotificationSchema)
  if (!body) return apiError(c, 400, 'PRO412', 'Invalid notification preferences')
  const choices = body.notificationPreferences
  if (choices.orderUpdatesSms && !consumer.phone)
    return apiError(c, 400, 'PRO412', 'Order updates by text need a phone number on the profile')
  await updateNotifications(c.env.DB, consumer.id, choices)
  return c.json({ notificationPreferences: choices })
})

consumerProfileRoutes.put('/consumers-v3/consumer', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  // A change of the sign-in email carries the current password and the new address alone (decision 094).
  if (await hasCurrentPassword(c)) {
    const change = await readJsonBody(c, EmailChangeSchema)
    if (!change)
      return apiError(c, 400, 'PRO412', 'Invalid email change: the new email alone, with currentPassword')
    const changed = await changeSignInEmail(c, consumer, change)
    return changed instanceof Response ? changed : profileAnswer(c, changed)
  }
  const body = await readJsonBody(c, ProfileUpdateSchema)
  if (!body) return apiError(c, 400, 'PRO412', 'Invalid profile update')
  const { consumerDetails: details, preferences } = body.consumerProfile
  if (!details && !preferences) return apiError(c, 400, 'PRO412', 'Nothing to update')
  if (details?.email !== undefined && normaliseEmail(details.email) !== consumer.email)
    return apiError(c, 400, 'PRO418', 'The email address is not changed by a profile update')
  const interests = preferences ? (preferences.interests ?? '') : consumer.interests
  const size = preferences ? (preferences.preferredShoeSize ?? '') : (consumer.preferred_shoe_size ?? '')
  if (!isInterestList(interests) || (size !== '' && !isShoeSize(size)))
    return apiError(c, 400, 'PRO412', 'Invalid preferences: interests or preferredShoeSize')

  const { update, problems } = checkProfile(
    {
      firstName: details?.firstName ?? '',
      lastName: details?.lastName ?? '',
      birthDate: details?.birthDate ?? '',
      phone: details?.phone ?? '',
      postalCode: details?.postalCode ?? '',
      gender: details?.gender ?? '',
      interests: parseInterests(interests),
      preferredShoeSize: size,
    },
    {
      country: body.country,
      region: regionOf(body.country),
      phoneCountries: PHONE_COUNTRIES,
      now: new Date(),
      birthDateRequired: consumer.birth_date !== null,
    },
  )
  const sent = details ? update.details : null
  if (problems.birthDate)
    return problems.birthDate.key === 'signUp.error.birthDateRequired'
      ? apiError(c, 400, 'PRO411', 'The birth date is missing')
      : apiError(c, 400, 'PRO410', 'The birth date is not valid for this country')
  const refused = Object.keys(problems)
  if (refused.length > 0) return apiError(c, 400, 'PRO412', `Invalid profile fields: ${refused.join(', ')}`)

  const db = c.env.DB
  try {
    await updateProfile(db, consumer.id, {
      details: sent
        ? {
            firstName: sent.firstName,
            lastName: sent.lastName,
            birthDate: sent.birthDate,
            phone: sent.phone ? internationalPhone(sent.phone, body.country, PHONE_COUNTRIES) : null,
            postalCode: sent.postalCode,
            // A shop that does not ask it leaves what is on file; one that does sends it (null for none).
            ...(details?.gender !== undefined && sent.gender !== undefined ? { gender: sent.gender } : {}),
          }
        : null,
      preferences: { interests, preferredShoeSize: size || null },
    })
  } catch (error) {
    if (isDuplicatePhone(error)) return apiError(c, 400, 'AUT442', 'The phone number is already in use')
    throw error
  }
  const updated = await getConsumer(db, consumer.id)
  if (!updated) return apiError(c, 404, 'PRO404', 'The profile was not found')
  return profileAnswer(c, updated)
})

const ProfileCreateSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: ProfileUpdateSchema.shape.consumerProfile.shape.consumerDetails.unwrap(),
  }),
  country: ProfileUpdateSchema.shape.country,
})

// A profile on the call's brand for an account that has none there yet (decision 088): the names are required,
// a birth date, phone and postal code optional, all checked by the profile's rules. 409 PRO409 when the account has
// a profile on the brand already; 400 API400 without a site of a brand the service knows.
consumerProfileRoutes.post('/consumers-v3/consumer', async (c) => {
  const consumer = await signedInAccount(c)
  if (consumer instanceof Response) return consumer
  const brand = brandOfSite(c.req.query('siteId'))
  if (!brand)
    return apiError(c, 400, 'API400', 'A siteId of a known brand is required: a profile is per brand')
  const body = await readJsonBody(c, ProfileCreateSchema)
  if (!body) return apiError(c, 400, 'PRO412', 'Invalid profile: consumerDetails with the names are required')
  if (hasBrandProfile(consumer, brand))
    return apiError(c, 409, 'PRO409', 'The customer has a profile on this brand already')
  const details = body.consumerProfile.consumerDetails
  const { update, problems } = checkProfile(
    {
      firstName: details.firstName,
      lastName: details.lastName,
      birthDate: details.birthDate ?? '',
      phone: details.phone ?? '',
      postalCode: details.postalCode ?? '',
      gender: '',
      interests: [],
      preferredShoeSize: '',
    },
    {
      country: body.country,
      region: regionOf(body.country),
      phoneCountries: PHONE_COUNTRIES,
      now: new Date(),
      birthDateRequired: false,
    },
  )
  const sent = update.details
  if (!sent) return apiError(c, 400, 'PRO412', 'Invalid profile fields: firstName, lastName')
  if (problems.birthDate) return apiError(c, 400, 'PRO410', 'The birth date is not valid for this country')
  const refused = Object.keys(problems)
  if (refused.length > 0) return apiError(c, 400, 'PRO412', `Invalid profile fields: ${refused.join(', ')}`)
  const db = c.env.DB
  let created: boolean
  try {
    created = await createBrandProfile(db, consumer.id, brand, {
      firstName: sent.firstName,
      lastName: sent.lastName,
      birthDate: sent.birthDate,
      phone: sent.phone ? internationalPhone(sent.phone, body.country, PHONE_COUNTRIES) : null,
      postalCode: sent.postalCode,
    })
  } catch (error) {
    if (isDuplicatePhone(error)) return apiError(c, 400, 'AUT442', 'The phone number is already in use')
    throw error
  }
  if (!created) return apiError(c, 409, 'PRO409', 'The customer has a profile on this brand already')
  const stored = await getConsumer(db, consumer.id)
  if (!stored) return apiError(c, 404, 'PRO404', 'The profile was not found')
  return profileAnswer(c, stored, false, 201)
})

const isDuplicatePhone = (error: unknown) =>
  error instanceof Error &&
  /UNIQUE constraint failed.*phone/i.test(`${error.message} ${String(error.cause ?? '')}`)
