/**
 * The mock consumer service's profile and address book (decision 039), called as the storefront's client calls
 * it: the profile's consumer details and preferences, its update and refusals, and the address book's rules (the
 * id's prefix, the main flag of each type, the same address twice, another customer's address, the last billing
 * address), each change whole or not at all.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../mock-api/consumers/demo-accounts'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { insertConsumer } from '../../mock-api/db/consumers'
import { clearFaults } from '../../mock-api/faults'
import { uniquePhone } from './account-helpers'
import { bindings, createUpstream, type Upstream } from './harness'
import { api, type Body, errorOf, pkcePair } from './mock-consumer-helpers'

afterEach(() => clearFaults())

/** Signs in (PKCE) and exchanges the code: the customer's access token. */
async function tokenOf(upstream: Upstream, email: string, password: string): Promise<string> {
  const { verifier, challenge } = await pkcePair()
  const signIn = await api(upstream, 'POST', '/consumers-v3/auth/signin', {
    body: {
      username: email,
      password,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      recaptcha_response: 'ok',
    },
  })
  expect(signIn.status).toBe(200)
  const exchange = await api(upstream, 'POST', '/token/v2/auth/token', {
    body: {
      grantType: 'Registered',
      authorizationCode: signIn.body.authorizationCode,
      codeVerifier: verifier,
    },
  })
  expect(exchange.status).toBe(200)
  return exchange.body.accessToken as string
}

/** A consumer of this test alone, signed in: its id and access token. */
async function consumer(upstream: Upstream) {
  const id = crypto.randomUUID().replace(/-/g, '')
  const email = `profile-${id}@example.com`
  await insertConsumer(
    bindings.DB,
    {
      id,
      email,
      firstName: 'Noor',
      lastName: 'Haddad',
      consumerType: 'REGISTERED',
      employeeTermsAccepted: false,
      password: await hashPassword('Profile-passw0rd'),
    },
    new Date().toISOString(),
  ).run()
  return { id, email, token: await tokenOf(upstream, email, 'Profile-passw0rd') }
}

const profile = (upstream: Upstream, token: string) =>
  api(upstream, 'GET', '/consumers-v3/consumer', { token })
const update = (upstream: Upstream, token: string, consumerProfile: unknown, country = 'US') =>
  api(upstream, 'PUT', '/consumers-v3/consumer', { token, body: { consumerProfile, country } })

const ADDRESS = {
  firstName: 'Noor',
  lastName: 'Haddad',
  addressLine1: '500 Pine Street',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  phone: '2065550123',
}

const addAddress = (upstream: Upstream, token: string, body: Record<string, unknown>) =>
  api(upstream, 'POST', '/consumers-v3/consumer/address', { token, body: { ...ADDRESS, ...body } })

/** The consumer's addresses as the profile lists them: id, type and main flag. */
async function book(upstream: Upstream, token: string) {
  const answer = await profile(upstream, token)
  expect(answer.status).toBe(200)
  return (answer.body.consumerDetails.addresses as Body[]).map((address) => ({
    id: address.id as string,
    type: address.approachType as string,
    main: address.main as boolean,
    line: address.addressLine1 as string,
  }))
}

describe('the profile', () => {
  it('answers the consumer details and preferences besides the account', async () => {
    const upstream = createUpstream()
    const { token, email } = await consumer(upstream)
    const answer = await profile(upstream, token)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      email,
      firstName: 'Noor',
      consumerDetails: {
        firstName: 'Noor',
        lastName: 'Haddad',
        email,
        phone: null,
        postalCode: null,
        birthDate: null,
        gender: null,
        addresses: [],
      },
      preferences: { interests: '', preferredShoeSize: null },
    })
  })

  it('adds a member’s loyalty summary only when asked (includeLoyaltySummary), and none for a non-member', async () => {
    const upstream = createUpstream()
    const member = await tokenOf(upstream, 'loyal@example.com', DEMO_PASSWORD)
    const plain = await profile(upstream, member)
    expect(plain.body.loyaltySummary).toBeUndefined()
    const summary = await api(upstream, 'GET', '/consumers-v3/consumer?includeLoyaltySummary=true', {
      token: member,
    })
    expect(summary.status).toBe(200)
    expect(summary.body.loyaltySummary).toEqual({ points: { balance: 2500 } })
    const { token } = await consumer(upstream)
    const none = await api(upstream, 'GET', '/consumers-v3/consumer?includeLoyaltySummary=true', { token })
    expect(none.body.loyaltySummary).toBeUndefined()
  })

  it('updates the details and the preferences, the phone kept in international form', async () => {
    const phone = uniquePhone()
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const answer = await update(upstream, token, {
      consumerDetails: {
        firstName: 'Noor ',
        lastName: 'Haddad-Lee',
        birthDate: '1990-04-12',
        phone: phone.typed,
        postalCode: '98101',
      },
      preferences: { interests: 'hiking|climbing', preferredShoeSize: '9' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.firstName).toBe('Noor')
    expect(answer.body.consumerDetails).toMatchObject({
      firstName: 'Noor',
      lastName: 'Haddad-Lee',
      birthDate: '1990-04-12',
      phone: phone.international,
      postalCode: '98101',
      gender: null,
    })
    expect(answer.body.preferences).toEqual({ interests: 'hiking|climbing', preferredShoeSize: '9' })
    expect((await profile(upstream, token)).body.preferences.interests).toBe('hiking|climbing')
  })

  it('keeps gender where the shop asks it, and leaves it where the update does not name it', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const details = { firstName: 'Noor', lastName: 'Haddad', postalCode: '10115' }
    expect(
      (await update(upstream, token, { consumerDetails: { ...details, gender: 'DIVERSE' } }, 'DE')).status,
    ).toBe(200)
    const after = await update(upstream, token, { consumerDetails: details }, 'DE')
    expect(after.body.consumerDetails).toMatchObject({ gender: 'DIVERSE', postalCode: '10115' })
    const unknown = await update(upstream, token, { consumerDetails: { ...details, gender: 'OTHER' } }, 'DE')
    expect([unknown.status, errorOf(unknown)]).toEqual([400, 'PRO412'])
  })

  it('saves the preferences alone, the details left as they are', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const answer = await update(upstream, token, {
      preferences: { interests: 'running', preferredShoeSize: null },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.consumerDetails).toMatchObject({ firstName: 'Noor', lastName: 'Haddad' })
    expect(answer.body.preferences).toEqual({ interests: 'running', preferredShoeSize: null })
  })

  it('refuses what the shared rules refuse, and changes nothing then', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const valid = { firstName: 'Noor', lastName: 'Haddad' }
    const refusals = [
      [{ consumerDetails: { ...valid, firstName: 'N' } }, 'PRO412'],
      [{ consumerDetails: { ...valid, lastName: 'H4ddad' } }, 'PRO412'],
      [{ consumerDetails: { ...valid, phone: '12345' } }, 'PRO412'],
      [{ consumerDetails: { ...valid, postalCode: 'ABCDE' } }, 'PRO412'],
      [{ consumerDetails: { ...valid, birthDate: '2020-02-30' } }, 'PRO410'],
      [{ consumerDetails: { ...valid, birthDate: `${new Date().getUTCFullYear() - 5}-01-01` } }, 'PRO410'],
      [{ consumerDetails: { ...valid, email: 'someone-else@example.com' } }, 'PRO418'],
      [{ preferences: { interests: 'hiking|knitting' } }, 'PRO412'],
      [{ preferences: { interests: 'hiking|hiking' } }, 'PRO412'],
      [{ preferences: { preferredShoeSize: '47' } }, 'PRO412'],
      [{}, 'PRO412'],
    ] as const
    for (const [body, errorId] of refusals) {
      const answer = await update(upstream, token, body)
      expect([answer.status, errorOf(answer)], JSON.stringify(body)).toEqual([400, errorId])
    }
    const after = await profile(upstream, token)
    expect(after.body.consumerDetails).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', phone: null })
    expect(after.body.preferences).toEqual({ interests: '', preferredShoeSize: null })
  })

  it('keeps a birth date on file: clearing it is PRO411', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const details = { firstName: 'Noor', lastName: 'Haddad', birthDate: '1990-04-12' }
    expect((await update(upstream, token, { consumerDetails: details })).status).toBe(200)
    const cleared = await update(upstream, token, { consumerDetails: { ...details, birthDate: '' } })
    expect([cleared.status, errorOf(cleared)]).toEqual([400, 'PRO411'])
  })

  it('refuses another account’s phone with AUT442 (sign-up’s refusal is AUT444)', async () => {
    const upstream = createUpstream()
    const first = await consumer(upstream)
    const second = await consumer(upstream)
    const details = { firstName: 'Noor', lastName: 'Haddad', phone: uniquePhone().digits }
    expect((await update(upstream, first.token, { consumerDetails: details })).status).toBe(200)
    const taken = await update(upstream, second.token, { consumerDetails: details })
    expect([taken.status, errorOf(taken)]).toEqual([400, 'AUT442'])
    // The owner may save it again unchanged.
    expect((await update(upstream, first.token, { consumerDetails: details })).status).toBe(200)
  })

  it('answers PRO404 when the account is gone, AUT498 to a guest and AUT432 without a valid token', async () => {
    const upstream = createUpstream()
    const { id, token } = await consumer(upstream)
    await bindings.DB.prepare('DELETE FROM consumers WHERE id = ?').bind(id).run()
    const gone = await profile(upstream, token)
    expect([gone.status, errorOf(gone)]).toEqual([404, 'PRO404'])
    const guest = await api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'Guest' } })
    const guestAnswer = await update(upstream, guest.body.accessToken, { preferences: { interests: '' } })
    expect([guestAnswer.status, errorOf(guestAnswer)]).toEqual([403, 'AUT498'])
    const none = await addAddress(upstream, 'not-a-token', { approachType: 'S' })
    expect([none.status, errorOf(none)]).toEqual([401, 'AUT432'])
  })
})

describe('the address book', () => {
  it('gives each address an id that starts with its type, and makes the first of each type main', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const shipping = await addAddress(upstream, token, { approachType: 'S' })
    expect(shipping.status).toBe(201)
    expect(shipping.body.addressId).toMatch(/^S-[A-Za-z0-9_-]+$/)
    const billing = await addAddress(upstream, token, { approachType: 'B', main: false })
    expect(billing.body.addressId).toMatch(/^B-/)
    const second = await addAddress(upstream, token, { approachType: 'S', addressLine1: '1 Second Avenue' })
    expect(await book(upstream, token)).toEqual([
      { id: shipping.body.addressId, type: 'S', main: true, line: '500 Pine Street' },
      { id: second.body.addressId, type: 'S', main: false, line: '1 Second Avenue' },
      { id: billing.body.addressId, type: 'B', main: true, line: '500 Pine Street' },
    ])
    const answer = await profile(upstream, token)
    expect(answer.body.consumerDetails.addresses[0]).toMatchObject({
      phone: '2065550123',
      phoneCode: '1',
      recipientContactPhone: '+12065550123',
      countryCode: 'US',
    })
  })

  it('sets a main address by clearing the other of its type, never the other type’s', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const first = (await addAddress(upstream, token, { approachType: 'S' })).body.addressId
    const billing = (await addAddress(upstream, token, { approachType: 'B' })).body.addressId
    const added = await addAddress(upstream, token, {
      approachType: 'S',
      main: true,
      addressLine1: '9 Main Street',
    })
    expect(await book(upstream, token)).toEqual([
      { id: added.body.addressId, type: 'S', main: true, line: '9 Main Street' },
      { id: first, type: 'S', main: false, line: '500 Pine Street' },
      { id: billing, type: 'B', main: true, line: '500 Pine Street' },
    ])
    const again = await api(upstream, 'PUT', `/consumers-v3/consumer/address/${first}`, {
      token,
      body: { ...ADDRESS, main: true },
    })
    expect(again.status).toBe(200)
    const mains = (await book(upstream, token)).filter((address) => address.main)
    expect(mains.map((address) => address.id)).toEqual([first, billing])
  })

  it('makes the newest remaining address of a type main when the main one is deleted', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const main = (await addAddress(upstream, token, { approachType: 'S' })).body.addressId
    const older = (await addAddress(upstream, token, { approachType: 'S', addressLine1: '2 Older Road' }))
      .body.addressId
    const newer = (await addAddress(upstream, token, { approachType: 'S', addressLine1: '3 Newer Road' }))
      .body.addressId
    const removed = await api(upstream, 'DELETE', `/consumers-v3/consumer/address/${main}`, { token })
    expect(removed.status).toBe(204)
    expect(await book(upstream, token)).toEqual([
      { id: newer, type: 'S', main: true, line: '3 Newer Road' },
      { id: older, type: 'S', main: false, line: '2 Older Road' },
    ])
    // Deleting one that is not main leaves the main one as it is.
    expect((await api(upstream, 'DELETE', `/consumers-v3/consumer/address/${older}`, { token })).status).toBe(
      204,
    )
    expect(await book(upstream, token)).toEqual([{ id: newer, type: 'S', main: true, line: '3 Newer Road' }])
  })

  it('keeps the last billing address (PRO414) and deletes a billing address that has another', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const only = (await addAddress(upstream, token, { approachType: 'B' })).body.addressId
    const refused = await api(upstream, 'DELETE', `/consumers-v3/consumer/address/${only}`, { token })
    expect([refused.status, errorOf(refused)]).toEqual([422, 'PRO414'])
    const other = (await addAddress(upstream, token, { approachType: 'B', addressLine1: '7 Bill Street' }))
      .body.addressId
    expect((await api(upstream, 'DELETE', `/consumers-v3/consumer/address/${only}`, { token })).status).toBe(
      204,
    )
    expect(await book(upstream, token)).toEqual([{ id: other, type: 'B', main: true, line: '7 Bill Street' }])
  })

  it('refuses the same address twice in one list with CCA400, and the batch changes nothing', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    const first = (await addAddress(upstream, token, { approachType: 'S' })).body.addressId
    const second = (await addAddress(upstream, token, { approachType: 'S', addressLine1: '2 Other Road' }))
      .body.addressId
    // Written differently, cleaned the same: still the same address.
    const same = await addAddress(upstream, token, {
      approachType: 'S',
      main: true,
      city: ' Seattle ',
      province: 'Washington',
    })
    expect([same.status, errorOf(same)]).toEqual([409, 'CCA400'])
    // The refused add asked to be main: the main flag stayed where it was.
    expect((await book(upstream, token)).find((address) => address.main)?.id).toBe(first)
    const edited = await api(upstream, 'PUT', `/consumers-v3/consumer/address/${second}`, {
      token,
      body: { ...ADDRESS, main: true },
    })
    expect([edited.status, errorOf(edited)]).toEqual([409, 'CCA400'])
    expect(await book(upstream, token)).toEqual([
      { id: first, type: 'S', main: true, line: '500 Pine Street' },
      { id: second, type: 'S', main: false, line: '2 Other Road' },
    ])
    // The same address as a billing one is another list's.
    expect((await addAddress(upstream, token, { approachType: 'B' })).status).toBe(201)
  })

  it('answers CCA401 for an unknown id and for another customer’s, and changes nothing of theirs', async () => {
    const upstream = createUpstream()
    const owner = await consumer(upstream)
    const other = await consumer(upstream)
    const id = (await addAddress(upstream, owner.token, { approachType: 'S' })).body.addressId
    for (const [method, path] of [
      ['PUT', `/consumers-v3/consumer/address/${id}`],
      ['DELETE', `/consumers-v3/consumer/address/${id}`],
      ['PUT', '/consumers-v3/consumer/address/S-nothing-here'],
      ['DELETE', '/consumers-v3/consumer/address/not-an-id'],
    ] as const) {
      const answer = await api(upstream, method, path, {
        token: other.token,
        body: { ...ADDRESS, main: true },
      })
      expect([answer.status, errorOf(answer)], `${method} ${path}`).toEqual([404, 'CCA401'])
    }
    expect(await book(upstream, owner.token)).toEqual([
      { id, type: 'S', main: true, line: '500 Pine Street' },
    ])
  })

  it('refuses an address its rules refuse, a missing type, and a change of type', async () => {
    const upstream = createUpstream()
    const { token } = await consumer(upstream)
    for (const body of [
      { approachType: 'S', postalCode: '9810' },
      { approachType: 'S', province: '' },
      { approachType: 'S', countryCode: 'JP' },
      { approachType: 'S', firstName: '' },
      { approachType: 'S', phone: '123' },
      {},
    ]) {
      const answer = await addAddress(upstream, token, body)
      expect([answer.status, errorOf(answer)], JSON.stringify(body)).toEqual([400, 'PRO412'])
    }
    const id = (await addAddress(upstream, token, { approachType: 'S' })).body.addressId
    const retyped = await api(upstream, 'PUT', `/consumers-v3/consumer/address/${id}`, {
      token,
      body: { ...ADDRESS, approachType: 'B' },
    })
    expect([retyped.status, errorOf(retyped)]).toEqual([400, 'PRO412'])
  })

  it('holds the demo addresses: Ana’s main US shipping and billing addresses, Lena’s UK one', async () => {
    const upstream = createUpstream()
    const ana = await tokenOf(upstream, 'shopper@example.com', DEMO_PASSWORD)
    expect(
      ((await profile(upstream, ana)).body.consumerDetails.addresses as Body[]).map((address) => [
        address.approachType,
        address.main,
        address.countryCode,
      ]),
    ).toEqual([
      ['S', true, 'US'],
      ['B', true, 'US'],
    ])
    const lena = await tokenOf(upstream, 'loyal@example.com', DEMO_PASSWORD)
    expect((await profile(upstream, lena)).body.consumerDetails.addresses).toEqual([
      expect.objectContaining({ approachType: 'S', main: true, countryCode: 'GB', postalCode: 'BA1 1HN' }),
    ])
  })
})
