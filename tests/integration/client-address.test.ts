/**
 * The client address per-address limits count by (decision 065): the header the deployment's edge writes
 * (`CLIENT_ADDRESS_HEADER`, `cf-connecting-ip` behind Cloudflare), and where no header is trusted, one client for
 * everyone, so a client that names another address on every request gains nothing.
 */
import { describe, expect, it } from 'vitest'
import { getConfig } from '../../worker/config'
import { postJson, uniqueAddress, uniqueEmail } from './account-helpers'
import { createTestShop, type TestEnv } from './harness'

/** A sign-in to an account of its own (wrong password), from the address the client claims. */
async function signIn(env: TestEnv, address: string) {
  const credentials = { email: uniqueEmail('address-check'), password: 'Wrong-pass1' }
  const { status, headers, body } = await postJson(env, '/api/account/sign-in', credentials, { address })
  return { status, retryAfter: headers.get('retry-after'), body }
}

/** An order lookup by a guest, from the address the client claims. */
async function track(env: TestEnv, address: string) {
  const lookup = { orderNumber: 'KS0000000042', email: 'ana@example.com' }
  return (await postJson(env, '/api/order-status', lookup, { address })).status
}

describe('where no header is trusted (development)', () => {
  const untrusted = () => createTestShop({ CLIENT_ADDRESS_HEADER: '' }).env

  it('counts 34 sign-ins to different accounts, each claiming its own address, as one client’s: the 31st waits', async () => {
    const env = untrusted()
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof signIn>> | null = null
    for (let attempt = 0; attempt < 34; attempt++) {
      last = await signIn(env, uniqueAddress())
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 30).filter((status) => status === 429)).toEqual([])
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429])
    expect(last?.retryAfter).toBe('60')
    expect(last?.body).toMatchObject({ errorDetails: [{ errorId: 'SIGN_IN_THROTTLED' }] })
  })

  it('keeps counting order lookups when the claimed address changes', async () => {
    const env = untrusted()
    for (let attempt = 0; attempt < 10; attempt++) expect(await track(env, uniqueAddress())).toBe(404)
    expect(await track(env, uniqueAddress())).toBe(429)
  })
})

describe('behind the edge (production)', () => {
  it('counts by the header the edge writes: 34 clients sign in apart, and one client’s 31st try waits', async () => {
    const env = createTestShop({ CLIENT_ADDRESS_HEADER: 'cf-connecting-ip' }).env
    for (let attempt = 0; attempt < 34; attempt++)
      expect((await signIn(env, uniqueAddress())).status).not.toBe(429)
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 30; attempt++) expect((await signIn(env, address)).status).not.toBe(429)
    expect((await signIn(env, address)).status).toBe(429)
  })

  it('trusts cf-connecting-ip in production unless told otherwise, and refuses to trust nothing there', () => {
    const production = { ENVIRONMENT: 'production', MOCK_API: undefined }
    expect(
      getConfig(createTestShop({ ...production, CLIENT_ADDRESS_HEADER: undefined }).env).clientAddressHeader,
    ).toBe('cf-connecting-ip')
    expect(() => getConfig(createTestShop({ ...production, CLIENT_ADDRESS_HEADER: '' }).env)).toThrow(
      /CLIENT_ADDRESS_HEADER/,
    )
    expect(
      getConfig(createTestShop({ ENVIRONMENT: 'development', CLIENT_ADDRESS_HEADER: undefined }).env)
        .clientAddressHeader,
    ).toBeNull()
  })
})
