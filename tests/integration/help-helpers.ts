/**
 * Helpers of the help forms' tests (contact us, warranty): a signed-in shopper of a test's own and the calls the
 * mock API received. Calls by script and by plain form from a client address are the account helpers'.
 */
import { uniqueAddress } from './account-helpers'
import { cookieOf, jsonPost } from './browser'
import { request, type TestEnv } from './harness'

export type Env = TestEnv

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

/** The calls the mock API received for a path, by method. */
export const callsTo = (calls: readonly Request[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url).pathname === path)
