/**
 * Helpers of the help forms' tests (contact us, warranty): a signed-in shopper of a test's own, a client address
 * of a test's own (so the per-address limits count only its own tries), and calls by script and by plain form.
 */
import { cookieOf, type createTestEnv, formPost, jsonPost, request } from './harness'

export type Env = ReturnType<typeof createTestEnv>

/** A client address of this test alone. */
export const uniqueAddress = () =>
  `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`

/**
 * A new account, signed in: the session cookie that holds it. Each test opens its own, so no test shares a
 * customer (or the demo accounts' sign-in limits) with another.
 */
export async function newShopper(
  env: Env,
  name: { firstName: string; lastName: string } = { firstName: 'Mia', lastName: 'Lund' },
): Promise<{ cookie: string; email: string }> {
  const email = `help-${crypto.randomUUID().slice(0, 12)}@example.com`
  const init = jsonPost({
    ...name,
    email,
    password: 'Fresh-start7',
    birthDate: '1990-04-12',
    phone: '',
    smsOptIn: false,
    newsletter: false,
    agreement: true,
  })
  const response = await request('/api/account/sign-up', {
    env,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': uniqueAddress() },
  })
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`)
  return { cookie: cookieOf(response), email }
}

/** A script's call (JSON) from an en-us page, from one client address. */
export async function postJson(
  env: Env,
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
    body: (await response.json()) as Record<string, unknown>,
  }
}

/** A plain form's post, as a page without JavaScript sends it (to the action the page names, with its locale). */
export function postForm(
  env: Env,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; address?: string } = {},
) {
  const init = formPost(new URLSearchParams(fields).toString(), options.cookie)
  return request(path, {
    env,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': options.address ?? uniqueAddress() },
  })
}

/** The calls the mock API received for a path, by method. */
export const callsTo = (calls: readonly Request[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url).pathname === path)
