/**
 * Helpers for the account tests: a registered shopper of one test alone (so what a test changes touches no other),
 * an email address and a client address of one test alone (so the per-address limits count only its own tries),
 * signing in by script, calls by script and by plain form from a client address, and pages read without following
 * redirects.
 */
import { expect } from 'vitest'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { type ConsumerType, insertConsumer } from '../../mock-api/db/consumers'
import { cookieOf, formPost, jsonPost } from './browser'
import { call } from './cart-helpers'
import { bindings, request, TEST_SECRETS, type TestEnv, type Upstream } from './harness'

/** An email address of this test alone: `{prefix}-…@example.com`. */
export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`

/**
 * A US mobile number of this test alone (an account's phone is its own: another account cannot take it, and the
 * test files may share one database): as typed, its ten digits, in international form, and as the shop shows it.
 */
export function uniquePhone() {
  const [exchange = 0, line = 0] = crypto.getRandomValues(new Uint16Array(2))
  const digits = `206${200 + (exchange % 800)}${String(line % 10000).padStart(4, '0')}`
  return {
    typed: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    digits,
    international: `+1${digits}`,
    /** As the shop shows it in a field. */
    shown: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)} - ${digits.slice(6)}`,
  }
}

/** A US mobile number (ten digits) of this test alone, so the outbox holds only its own texts. */
export const newPhone = () => `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** The emails (and texts) the mock "sent" to an address, newest first, read as development reads them (`/__dev/outbox`). */
export async function outbox(upstream: Upstream, to: string, key = TEST_SECRETS.UPSTREAM_ACCESS_KEY) {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/outbox?to=${encodeURIComponent(to)}`,
    { headers: { 'x-api-key': key } },
  )
  return {
    status: response.status,
    emails: response.ok
      ? ((await response.json()) as { emails: { to: string; subject: string; link: string }[] }).emails
      : [],
  }
}

/** The texts the mock "sent" to a number (international form), newest first. */
export const textsTo = async (upstream: Upstream, phone: string) =>
  (await outbox(upstream, `+1${phone}`)).emails

/** A client address of this test alone. */
export const uniqueAddress = () =>
  `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`

/** A script's call (JSON) from an en-us page, from one client address: its status, headers, cookie and body. */
export async function postJson(
  env: TestEnv,
  path: string,
  body: unknown,
  options: { cookie?: string; address?: string } = {},
) {
  const init = jsonPost(body, options.cookie)
  const response = await request(path, {
    env,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': options.address ?? uniqueAddress() },
  })
  return {
    status: response.status,
    headers: response.headers,
    /** The session cookie after the call (a sign-up makes one). */
    cookie: cookieOf(response, options.cookie),
    body: (await response.json()) as Record<string, unknown>,
  }
}

/**
 * A plain form's post from one client address, as a page without JavaScript sends it (to the action the page
 * names, with its locale); a field given several values is sent once for each, as ticked boxes are.
 */
export function postForm(
  env: TestEnv,
  path: string,
  fields: Record<string, string | readonly string[]>,
  options: { cookie?: string; address?: string } = {},
) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === 'string' ? [value] : value) body.append(name, one)
  const init = formPost(body.toString(), options.cookie)
  return request(path, {
    env,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': options.address ?? uniqueAddress() },
  })
}

/** A registered shopper of this test alone, with a password of their own. */
export async function newShopper(
  options: {
    password?: string
    firstName?: string
    lastName?: string
    consumerType?: ConsumerType
    prefix?: string
    /** An address of the test's own making, for a test that reads it back; else `{prefix}-{id}@example.com`. */
    email?: string
    /** A prosumer's organisation: the profile's identity (WRANX or IPA). */
    organisation?: string
    loyalty?: { memberId: string; points: number }
  } = {},
) {
  const password = options.password ?? 'Old-passw0rd'
  const id = crypto.randomUUID().replace(/-/g, '')
  const email = options.email ?? `${options.prefix ?? 'shopper'}-${id}@example.com`
  await insertConsumer(
    bindings.DB,
    {
      id,
      email,
      firstName: options.firstName ?? 'Rita',
      lastName: options.lastName ?? 'Reset',
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
export const signIn = (env: TestEnv, email: string, password: string, cookie = '') =>
  call(env, '/api/account/sign-in', { email, password }, cookie)

/** A new shopper, signed in: their details and the session's cookie. */
export async function signedInShopper(env: TestEnv, options: Parameters<typeof newShopper>[0] = {}) {
  const shopper = await newShopper(options)
  const answer = await signIn(env, shopper.email, shopper.password)
  expect(answer.status).toBe(200)
  return { ...shopper, cookie: answer.cookie }
}

/** A plain form post, as a browser without JavaScript sends it. */
export const formCall = (env: TestEnv, path: string, fields: Record<string, string>, cookie = '') =>
  request(`${path}?locale=en-us`, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })

/** A plain form post to the page that shows it (its own URL, decision 068), as a browser without JavaScript sends it. */
export const pageForm = (env: TestEnv, path: string, fields: Record<string, string>, cookie = '') =>
  request(path, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })

/** A page, its redirects not followed. */
export const page = (env: TestEnv, path: string, cookie = '') =>
  request(path, { env, redirect: 'manual', headers: cookie ? { cookie } : {} })
