/**
 * Helpers for the account tests: a registered shopper of one test alone (so what a test changes touches no other),
 * signing in by script, pages read without following redirects, and plain form posts.
 */
import { expect } from 'vitest'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { type ConsumerType, insertConsumer } from '../../mock-api/db/consumers'
import { call } from './cart-helpers'
import { bindings, type createTestEnv, formPost, request } from './harness'

type Env = ReturnType<typeof createTestEnv>

/** A registered shopper of this test alone, with a password of their own. */
export async function newShopper(
  options: {
    password?: string
    firstName?: string
    consumerType?: ConsumerType
    prefix?: string
    /** A prosumer's organisation: the profile's identity (WRANX or IPA). */
    organisation?: string
    loyalty?: { memberId: string; points: number }
  } = {},
) {
  const password = options.password ?? 'Old-passw0rd'
  const id = crypto.randomUUID().replace(/-/g, '')
  const email = `${options.prefix ?? 'shopper'}-${id}@example.com`
  await insertConsumer(
    bindings.DB,
    {
      id,
      email,
      firstName: options.firstName ?? 'Rita',
      lastName: 'Reset',
      consumerType: options.consumerType ?? 'REGISTERED',
      employeeTermsAccepted: false,
      ...(options.organisation ? { organisation: options.organisation } : {}),
      ...(options.loyalty ? { loyalty: options.loyalty } : {}),
      password: await hashPassword(password),
    },
    new Date().toISOString(),
  ).run()
  return { id, email, password }
}

/** Signs in by script: the answer's status, body and the new session's cookie. */
export const signIn = (env: Env, email: string, password: string, cookie = '') =>
  call(env, '/api/account/sign-in', { email, password }, cookie)

/** A new shopper, signed in: their details and the session's cookie. */
export async function signedInShopper(env: Env, options: Parameters<typeof newShopper>[0] = {}) {
  const shopper = await newShopper(options)
  const answer = await signIn(env, shopper.email, shopper.password)
  expect(answer.status).toBe(200)
  return { ...shopper, cookie: answer.cookie }
}

/** A plain form post, as a browser without JavaScript sends it. */
export const formCall = (env: Env, path: string, fields: Record<string, string>, cookie = '') =>
  request(`${path}?locale=en-us`, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })

/** A page, its redirects not followed. */
export const page = (env: Env, path: string, cookie = '') =>
  request(path, { env, redirect: 'manual', headers: cookie ? { cookie } : {} })
