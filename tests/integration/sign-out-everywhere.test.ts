/**
 * Ending a customer's other sessions at once (decision 042): "sign out on all other devices", a password change
 * and a password reset raise the customer's epoch, and every other session of theirs is signed out before its
 * next request is answered, even a request that never shows a token upstream. A session signed in after a raise
 * stays signed in, and a late notice never signs out a newer sign-in.
 */
import { env, runInDurableObject } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env'
import { customerSessionsOf, MAX_SESSIONS } from '../../worker/session/customer-sessions'
import type { SessionAuth } from '../../worker/session/tokens'
import { newShopper, page, pageForm, signIn } from './account-helpers'
import { call, variantsInStock } from './cart-helpers'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const bindings = env as unknown as Pick<Bindings, 'SESSIONS' | 'CUSTOMER_SESSIONS'>
const idOf = (cookie: string) => /__Host-sid=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
const sessionOf = (cookie: string) => bindings.SESSIONS.get(bindings.SESSIONS.idFromString(idOf(cookie)))
const customerOf = (id: string) => customerSessionsOf(bindings.CUSTOMER_SESSIONS, id)

async function storedAuth(cookie: string): Promise<SessionAuth> {
  return runInDurableObject(
    sessionOf(cookie),
    async (_object, state) => (await state.storage.get<SessionAuth>('auth')) ?? {},
  )
}

/** Two browsers signed in as one new shopper. */
async function twoDevices(testEnv: Bindings) {
  const shopper = await newShopper({ prefix: 'devices' })
  const here = await signIn(testEnv, shopper.email, shopper.password)
  const elsewhere = await signIn(testEnv, shopper.email, shopper.password)
  expect(here.status).toBe(200)
  expect(elsewhere.status).toBe(200)
  return { ...shopper, here: here.cookie, elsewhere: elsewhere.cookie }
}

const CHANGE_PASSWORD = '/api/account/change-password'
const RESET_PASSWORD = '/api/account/reset-password'

describe('signing out on all other devices', () => {
  it('signs the other session out before its next request, keeps this one, and revokes the other’s tokens', async () => {
    const upstream = createUpstream()
    const testEnv = createTestEnv(upstream)
    const { id, here, elsewhere } = await twoDevices(testEnv)
    expect((await storedAuth(elsewhere)).epoch).toBe(await customerOf(id).epoch())

    const done = await call(testEnv, '/api/account/sign-out-elsewhere', {}, here)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      signedOutElsewhere: true,
      next: '/en-us/account/security?account=signedOutElsewhere',
    })
    // The other browser's very next page, which calls nothing upstream with a token, finds it signed out.
    const other = await page(testEnv, '/en-us/account/security', elsewhere)
    expect(other.status).toBe(303)
    expect(other.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity&account=sessionEnded',
    )
    expect(await storedAuth(elsewhere)).toEqual({})
    // This browser stays signed in, under the new epoch, and is told what happened.
    const mine = await page(testEnv, '/en-us/account/security?account=signedOutElsewhere', here)
    expect(mine.status).toBe(200)
    expect(await mine.text()).toContain('You’re signed out on all your other devices.')
    expect((await storedAuth(here)).epoch).toBe(await customerOf(id).epoch())
    expect((await sessionState(here)).customer).toBeDefined()
    // Upstream, only this session's tokens still work: its cart calls go on as the customer.
    const [variant] = await variantsInStock(upstream, 3, 1)
    expect((await call(testEnv, '/api/cart/items', { productId: variant?.sku, qty: 1 }, here)).status).toBe(
      200,
    )
    expect((await sessionState(here)).customer).toBeDefined()
  })

  it('works as a plain form, and asks a guest to sign in', async () => {
    const testEnv = createTestShop().env
    const { here, elsewhere } = await twoDevices(testEnv)
    const section = await (await page(testEnv, '/en-us/account/security', here)).text()
    expect(section).toContain(
      '<form action="/en-us/account/security" method="post"><input type="hidden" name="intent" value="signOutElsewhere"/>',
    )
    const form = await pageForm(testEnv, '/en-us/account/security', { intent: 'signOutElsewhere' }, here)
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/en-us/account/security?account=signedOutElsewhere')
    expect((await sessionState(elsewhere)).customer).toBeUndefined()

    const guest = await call(testEnv, '/api/account/sign-out-elsewhere', {}, '')
    expect(guest.status).toBe(401)
    expect(guest.body).toMatchObject({ action: 'reauthenticate' })
    // A guest's plain form is sent to sign in, coming back to the section.
    const guestForm = await pageForm(testEnv, '/en-us/account/security', { intent: 'signOutElsewhere' })
    expect(guestForm.status).toBe(303)
    expect(guestForm.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
  })
})

describe('the customer’s epoch', () => {
  it('ends an older session on its next request once raised, and leaves one signed in after the raise', async () => {
    const testEnv = createTestShop().env
    const { id, email, password, elsewhere } = await twoDevices(testEnv)
    const before = await customerOf(id).epoch()
    expect(await customerOf(id).raise()).toBe(2)
    expect(await customerOf(id).epoch()).toBe(before + 1)
    expect((await page(testEnv, '/en-us/account', elsewhere)).status).toBe(303)

    const later = await signIn(testEnv, email, password)
    expect((await storedAuth(later.cookie)).epoch).toBe(before + 1)
    // A notice of the raise that arrives late (a retry) does not sign out the sign-in that came after it.
    await sessionOf(later.cookie).revoke(before + 1)
    expect((await page(testEnv, '/en-us/account', later.cookie)).status).toBe(200)
  })

  it('is checked again when a session refreshes its token, should the notice of a raise have been lost', async () => {
    const upstream = createUpstream()
    const testEnv = createTestEnv(upstream)
    const { id, elsewhere } = await twoDevices(testEnv)
    // The raise is recorded, but this session never hears of it.
    await runInDurableObject(customerOf(id), async (_object, state) => {
      await state.storage.put('epoch', ((await state.storage.get<number>('epoch')) ?? 0) + 1)
    })
    expect((await page(testEnv, '/en-us/account', elsewhere)).status).toBe(200)
    await runInDurableObject(sessionOf(elsewhere), async (_object, state) => {
      const auth = (await state.storage.get<SessionAuth>('auth')) as Required<SessionAuth>
      await state.storage.put('auth', { ...auth, tokens: { ...auth.tokens, accessExpiresAt: Date.now() } })
    })
    const [variant] = await variantsInStock(upstream, 3, 1)
    await call(testEnv, '/api/cart/items', { productId: variant?.sku, qty: 1 }, elsewhere)
    expect((await sessionState(elsewhere)).customer).toBeUndefined()
    expect((await sessionState(elsewhere)).signedOut?.reason).toBe('revoked')
  })

  it(`keeps at most ${MAX_SESSIONS} sessions of a customer signed in, signing out the oldest`, async () => {
    const testEnv = createTestShop().env
    const shopper = await newShopper({ prefix: 'many' })
    const oldest = await signIn(testEnv, shopper.email, shopper.password)
    const customer = customerOf(shopper.id)
    // Sign-in tries are rate limited per account, so the other browsers register as their objects would.
    for (let index = 1; index < MAX_SESSIONS; index++)
      await customer.register(bindings.SESSIONS.newUniqueId().toString())
    expect((await sessionState(oldest.cookie)).customer).toBeDefined()
    await customer.register(bindings.SESSIONS.newUniqueId().toString())
    expect((await sessionState(oldest.cookie)).customer).toBeUndefined()
  })
})

describe('passwords end the other sessions at once', () => {
  it('a change signs out every other session before it makes another request', async () => {
    const testEnv = createTestShop().env
    const { password, here, elsewhere } = await twoDevices(testEnv)
    const done = await call(
      testEnv,
      CHANGE_PASSWORD,
      { currentPassword: password, password: 'N3w-password', confirmPassword: 'N3w-password' },
      here,
    )
    expect(done.status).toBe(200)
    expect((await sessionState(elsewhere)).customer).toBeUndefined()
    expect((await sessionState(here)).customer).toBeDefined()
    expect((await page(testEnv, '/en-us/account', here)).status).toBe(200)
  })

  it('a reset signs out every session of the customer', async () => {
    const upstream = createUpstream()
    const testEnv = createTestEnv(upstream)
    const { email, here, elsewhere } = await twoDevices(testEnv)
    expect((await call(testEnv, '/api/account/forgot-password', { email }, '')).status).toBe(200)
    const outbox = await upstream.fetcher.fetch(
      `https://mock-api.internal/__dev/outbox?to=${encodeURIComponent(email)}`,
      {
        headers: { 'x-api-key': (testEnv as unknown as { UPSTREAM_ACCESS_KEY: string }).UPSTREAM_ACCESS_KEY },
      },
    )
    const { emails } = (await outbox.json()) as { emails: { link: string }[] }
    const token = new URL(emails[0]?.link as string).searchParams.get('token') as string
    const reset = await call(
      testEnv,
      RESET_PASSWORD,
      { token, password: 'Reset-passw0rd', confirmPassword: 'Reset-passw0rd' },
      '',
    )
    expect(reset.status).toBe(200)
    expect((await sessionState(here)).customer).toBeUndefined()
    expect((await sessionState(elsewhere)).customer).toBeUndefined()
  })
})
