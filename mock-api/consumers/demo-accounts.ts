/**
 * The demo accounts, one of each consumer type the storefront words differently, all with the password
 * `Passw0rd!` (docs/guides/accounts.md). `other-brand@example.com` has a profile on Tidewater only: signing in on
 * Kestrel creates one there (decision 088). They are added on the first request of an isolate when
 * missing, hashed then with a fresh salt each, and never removed or reset by a new seed version: accounts are
 * state, like carts, not part of the generated catalogue.
 */
import { type ConsumerRow, insertConsumer, listExistingEmails, type NewConsumer } from '../db/consumers'
import { hashPassword } from './secrets'

export const DEMO_PASSWORD = 'Passw0rd!'

/**
 * A demo account; `lockedAt` for one customer care has locked, `signInState` for one the right password still does
 * not sign in (AUT418, AUT437, AUT438).
 */
type DemoAccount = Omit<NewConsumer, 'password'> & {
  lockedAt?: string
  signInState?: NonNullable<ConsumerRow['sign_in_state']>
  /** The brands with a profile, for an account without one on every brand (decision 088). */
  profileBrands?: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 'demo-shopper',
    email: 'shopper@example.com',
    firstName: 'Ana',
    lastName: 'Silva',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
  },
  {
    // An account moved from the old shop: its saved card's billing address has no ZIP code (PYT406, migration 0040).
    id: 'demo-legacy',
    email: 'legacy@example.com',
    firstName: 'Noor',
    lastName: 'Hale',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
  },
  {
    id: 'demo-loyal',
    email: 'loyal@example.com',
    firstName: 'Lena',
    lastName: 'Brandt',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    loyalty: { memberId: 'LM-100-2500', points: 2500, optInDate: '2024-03-12' },
  },
  {
    id: 'demo-employee',
    email: 'employee@example.com',
    firstName: 'Omar',
    lastName: 'Haddad',
    consumerType: 'EMPLOYEE',
    employeeTermsAccepted: false,
  },
  {
    id: 'demo-athlete',
    email: 'athlete@example.com',
    firstName: 'Kai',
    lastName: 'Nakamura',
    consumerType: 'ATHLETE',
    employeeTermsAccepted: false,
  },
  {
    id: 'demo-pro',
    email: 'pro@example.com',
    firstName: 'Sam',
    lastName: 'Okafor',
    consumerType: 'PROSUMER',
    employeeTermsAccepted: false,
    organisation: 'WRANX',
  },
  // A prosumer of the IPA (decision 048): the profile's identity, and the ipa-loggedin segments, are IPA.
  {
    id: 'demo-ipa',
    email: 'ipa@example.com',
    firstName: 'Ines',
    lastName: 'Prado',
    consumerType: 'PROSUMER',
    employeeTermsAccepted: false,
    organisation: 'IPA',
  },
  // Accounts of the end-to-end tests of paying from the account (decision 043), which no other test signs in as.
  {
    id: 'demo-points',
    email: 'points@example.com',
    firstName: 'Pia',
    lastName: 'Punkte',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    loyalty: { memberId: 'LM-200-2500', points: 2500 },
  },
  {
    id: 'demo-wallet',
    email: 'wallet@example.com',
    firstName: 'Wes',
    lastName: 'Wallet',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
  },
  {
    id: 'demo-express',
    email: 'express@example.com',
    firstName: 'Eve',
    lastName: 'Express',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
  },
  // The end-to-end test of the sign-in dialog's employee terms step: an employee who has not accepted them.
  {
    id: 'demo-new-employee',
    email: 'new-employee@example.com',
    firstName: 'Nia',
    lastName: 'Neuhaus',
    consumerType: 'EMPLOYEE',
    employeeTermsAccepted: false,
  },
  // The end-to-end test of joining the loyalty programme (decision 045): not a member until it joins.
  {
    id: 'demo-join',
    email: 'join@example.com',
    firstName: 'Jo',
    lastName: 'Joiner',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
  },
  {
    id: 'demo-locked',
    email: 'locked@example.com',
    firstName: 'Lou',
    lastName: 'Locke',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    lockedAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 'demo-unconfirmed',
    email: 'unconfirmed@example.com',
    firstName: 'Una',
    lastName: 'Waite',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    signInState: 'unconfirmed',
  },
  {
    id: 'demo-expired',
    email: 'expired@example.com',
    firstName: 'Ezra',
    lastName: 'Old',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    signInState: 'passwordExpired',
  },
  {
    id: 'demo-deactivated',
    email: 'closed@example.com',
    firstName: 'Cleo',
    lastName: 'Gone',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    signInState: 'deactivated',
  },
  {
    id: 'demo-other-brand',
    email: 'other-brand@example.com',
    firstName: 'Orla',
    lastName: 'Brandt',
    consumerType: 'REGISTERED',
    employeeTermsAccepted: false,
    profileBrands: 'tidewater',
  },
]

/** Adds the demo accounts that are missing (only those are hashed: PBKDF2 is slow on purpose). */
export async function seedDemoAccounts(db: D1Database): Promise<void> {
  const existing = await listExistingEmails(
    db,
    DEMO_ACCOUNTS.map((account) => account.email),
  )
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.email))
  if (missing.length === 0) return
  const now = new Date().toISOString()
  const rows = await Promise.all(
    missing.map(async (account) =>
      insertConsumer(db, { ...account, password: await hashPassword(DEMO_PASSWORD) }, now),
    ),
  )
  const locks = missing.flatMap((account) =>
    account.lockedAt
      ? [db.prepare('UPDATE consumers SET locked_at = ? WHERE id = ?').bind(account.lockedAt, account.id)]
      : [],
  )
  const states = missing.flatMap((account) =>
    account.signInState
      ? [
          db
            .prepare('UPDATE consumers SET sign_in_state = ? WHERE id = ?')
            .bind(account.signInState, account.id),
        ]
      : [],
  )
  const brands = missing.flatMap((account) =>
    account.profileBrands
      ? [
          db
            .prepare('UPDATE consumers SET profile_brands = ? WHERE id = ?')
            .bind(account.profileBrands, account.id),
        ]
      : [],
  )
  await db.batch([...rows, ...locks, ...states, ...brands])
}
