/**
 * The calls of the catalogue document that had no caller (decision 107), through their clients and the pages that
 * use them: the utilities service's country list (the countries' names in the shopper's language and their phone
 * formats), the address-format service (`{token}{countryCode}`: the provinces an address form offers), and the
 * content service's children of a page ("In this section"). Each page still renders when its service fails or
 * answers off its contract: the built-in tables stand in, or the section is left out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { createKvCache } from '../../worker/cache/kv-cache'
import { createAddressFormatClient } from '../../worker/upstream/address-formats/client'
import { CommerceApiError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { createUtilitiesClient } from '../../worker/upstream/utilities/client'
import { page, pageForm, signedInShopper } from './account-helpers'
import { jsonPost } from './browser'
import {
  bindings,
  clearUpstreamCache,
  createTestShop,
  islandProps,
  request,
  TEST_SECRETS,
  type TestEnv,
} from './harness'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const COUNTRY_LIST = '/api/consumers-v3/utilities/countryList'
const ADDRESS_FORMATS = '/address-formats/data/'

/** The two clients over the mock API, as a page of `locale` builds them. */
function clients(locale: string) {
  const { upstream } = createTestShop()
  const fetchFor = (baseUrl: string) =>
    createUpstreamFetch({
      service: 'test',
      baseUrl,
      fetcher: (call) => upstream.fetcher.fetch(call),
      accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      serverTrustId: 'trust',
      locale,
      errorClass: CommerceApiError,
    })
  const cache = createKvCache({ kv: bindings.UPSTREAM_CACHE, waitUntil: () => {}, bypass: true })
  const common = { cache, siteId: 'KST-CA', locale }
  return {
    upstream,
    utilities: createUtilitiesClient({ ...common, fetch: fetchFor('https://mock-api.internal/api') }),
    addressFormats: createAddressFormatClient({
      ...common,
      fetch: fetchFor(`https://mock-api.internal${ADDRESS_FORMATS}`),
    }),
  }
}

/** The `<select>` of this id and its options, or null where the field is not a list. */
const selectOf = (html: string, id: string) =>
  new RegExp(`<select [^>]*id="${id}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? null

/** Adds an address to the signed-in shopper's book by script. */
async function addAddress(env: TestEnv, cookie: string, address: Record<string, string>) {
  const response = await request('/api/account/addresses', {
    env,
    ...jsonPost({ ...address, type: 'S' }, cookie),
  })
  expect(response.status).toBe(201)
}

const US_ADDRESS = {
  firstName: 'Rita',
  lastName: 'Reset',
  addressLine1: '500 Pine Street',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '206 555 0123',
}

const ROME_ADDRESS = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  addressLine1: 'Via del Corso 12',
  city: 'Roma',
  postalCode: '00186',
  country: 'IT',
  phone: '312 345 6789',
}

describe('the country list (GET /consumers-v3/utilities/countryList)', () => {
  it('names the countries in the caller’s language, with their dial codes and phone masks', async () => {
    const french = await clients('fr-ca').utilities.getCountries()
    expect(french.find((country) => country.code === 'US')).toEqual({
      code: 'US',
      name: 'États-Unis',
      dialCode: '1',
      masks: ['(XXX) XXX - XXXX'],
    })
    const english = await clients('en-gb').utilities.getCountries()
    expect(english.find((country) => country.code === 'DE')).toMatchObject({
      name: 'Germany',
      dialCode: '49',
    })
  })

  it('refuses an answer off its contract rather than reading it', async () => {
    const { upstream, utilities } = clients('en-us')
    upstream.offContract(COUNTRY_LIST)
    await expect(utilities.getCountries()).rejects.toThrow(/unexpected shape/)
  })

  it('is refused by the mock for a locale that is not one', async () => {
    const { upstream } = clients('en-us')
    const answer = await upstream.fetcher.fetch(`https://mock-api.internal${COUNTRY_LIST}?locale=x`, {
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
  })
})

describe('the address-format service (GET {token}{countryCode})', () => {
  it('lists a country’s provinces in the caller’s language, and none for a country without them', async () => {
    const italian = await clients('it-it').addressFormats.getAddressFormat('IT')
    expect(italian?.provinces).toHaveLength(107)
    expect(italian?.provinces).toContainEqual({ code: 'RM', name: 'Roma' })
    const french = await clients('fr-ca').addressFormats.getAddressFormat('CA')
    expect(french?.provinces).toContainEqual({ code: 'QC', name: 'Québec' })
    expect((await clients('en-gb').addressFormats.getAddressFormat('GB'))?.provinces).toEqual([])
  })

  it('asks for the country after the configured base, as `{token}{countryCode}`', async () => {
    const { upstream, addressFormats } = clients('en-us')
    await addressFormats.getAddressFormat('US')
    const call = upstream.calls.find((entry) => entry.url.includes(ADDRESS_FORMATS))
    expect(new URL(call?.url ?? '').pathname).toBe(`${ADDRESS_FORMATS}US`)
  })

  it('refuses codes and names that do not pair, or another country’s document', async () => {
    const { upstream, addressFormats } = clients('en-us')
    upstream.offContract(ADDRESS_FORMATS)
    await expect(addressFormats.getAddressFormat('US')).rejects.toThrow(/unexpected shape/)
    upstream.heal()
    // The mock refuses a code that is not two capital letters; the client asks only for shipping countries.
    const refused = await upstream.fetcher.fetch(`https://mock-api.internal${ADDRESS_FORMATS}usa`, {
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
    })
    expect(refused.status).toBe(400)
    const unknown = await upstream.fetcher.fetch(`https://mock-api.internal${ADDRESS_FORMATS}JP`, {
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
    })
    expect(unknown.status).toBe(404)
  })
})

describe('the address forms', () => {
  it('offer Italy’s provinces from the address-format service, and keep the one chosen as its code', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const form = await (await page(env, '/it-it/account/addresses/new', cookie)).text()
    const provinces = selectOf(form, 'address-province')
    expect(provinces).toContain('<option value="RM">Roma</option>')
    expect(provinces).toContain('<option value="SU">Sud Sardegna</option>')

    const refused = await pageForm(
      env,
      '/it-it/account/addresses/new',
      { ...ROME_ADDRESS, province: 'Atlantide', type: 'S' },
      cookie,
    )
    expect(refused.status).toBe(400)
    const saved = await pageForm(
      env,
      '/it-it/account/addresses/new',
      { ...ROME_ADDRESS, province: 'roma', type: 'S' },
      cookie,
    )
    expect(saved.status).toBe(303)
    const book = await request('/api/account/addresses?locale=it-it', { env, headers: { cookie } })
    const { addresses } = (await book.json()) as { addresses: { city: string; province: string }[] }
    expect(addresses.find((address) => address.city === 'Roma')?.province).toBe('RM')
  })

  it('ask for Italy’s province as free text when the address-format service fails or answers off contract', async () => {
    for (const misbehave of ['fail', 'offContract'] as const) {
      await clearUpstreamCache()
      const { env, upstream } = createTestShop()
      const { cookie } = await signedInShopper(env)
      upstream[misbehave](ADDRESS_FORMATS)
      const response = await page(env, '/it-it/account/addresses/new', cookie)
      expect(response.status, misbehave).toBe(200)
      const html = await response.text()
      expect(selectOf(html, 'address-province'), misbehave).toBeNull()
      expect(html, misbehave).toMatch(/<input [^>]*id="address-province"/)
      const saved = await pageForm(
        env,
        '/it-it/account/addresses/new',
        // The platform's rules take Italy's province as its two-letter code, typed here.
        { ...ROME_ADDRESS, province: 'RM', type: 'S' },
        cookie,
      )
      expect(saved.status, misbehave).toBe(303)
    }
  })
})

describe('the countries’ names and phone formats on the pages', () => {
  it('name an address’s country in the shopper’s language, from the country list', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    await addAddress(env, cookie, US_ADDRESS)
    const french = await (await page(env, '/fr-ca/account/addresses', cookie)).text()
    expect(french).toContain('États-Unis')
    expect(french).toContain('(206) 555-0123')
  })

  it('fall back to the built-in table when the country list fails or answers off contract', async () => {
    for (const misbehave of ['fail', 'offContract'] as const) {
      await clearUpstreamCache()
      const { env, upstream } = createTestShop()
      const { cookie } = await signedInShopper(env)
      await addAddress(env, cookie, US_ADDRESS)
      upstream[misbehave](COUNTRY_LIST)
      const book = await page(env, '/fr-ca/account/addresses', cookie)
      expect(book.status, misbehave).toBe(200)
      const html = await book.text()
      expect(html, misbehave).toContain('United States')
      expect(html, misbehave).toContain('(206) 555-0123')

      const signUp = await page(env, '/en-gb/account/sign-up')
      expect(signUp.status, misbehave).toBe(200)
      expect(await signUp.text(), misbehave).toContain('07700 900123')
      // A phone of the wrong length is still refused by the built-in masks.
      const refused = await pageForm(
        env,
        '/en-us/account/addresses/new',
        { ...US_ADDRESS, phone: '206 555', type: 'S' },
        cookie,
      )
      expect(refused.status, misbehave).toBe(400)
      expect(await refused.text(), misbehave).toContain('10-digit')
    }
  })

  it('give the sign-up form’s script the shop country’s phone format as props, not the whole table', async () => {
    const { env } = createTestShop()
    const html = await (await page(env, '/de-de/account/sign-up')).text()
    const props = islandProps(html, 'sign-up-helper') as {
      phoneCountries: Record<string, { dialCode: string }>
    }
    expect(Object.keys(props.phoneCountries)).toEqual(['DE'])
    expect(props.phoneCountries.DE?.dialCode).toBe('49')
  })
})

describe('a content page’s children (children/{siteId}/{parentPageSlug})', () => {
  it('lists the pages below a page as links, with their summaries and pictures', async () => {
    const { env } = createTestShop()
    const response = await page(env, '/en-us/stories')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h2 id="child-pages-heading">In this section</h2>')
    expect(html).toContain('<a class="child-pages__link" href="/en-us/stories/trail-season">Trail season</a>')
    expect(html).toContain('<a class="child-pages__link" href="/en-us/stories/on-film">On film</a>')
    expect(html).toContain('Three short films from the trail, and your photos from it.')
    expect(html).toMatch(/<img class="child-pages__picture" src="\/media\/content\/[^"]+"/)

    const help = await (await page(env, '/fr-fr/help')).text()
    expect(help).toContain('Dans cette rubrique')
    expect(help).toContain('href="/fr-fr/help/contact-us"')
    expect(help).toContain('href="/fr-fr/help/returns/how-to-return"')
  })

  it('leaves the section out when the list fails or is off contract, and where the page lists its own', async () => {
    for (const misbehave of ['fail', 'offContract'] as const) {
      await clearUpstreamCache()
      const { env, upstream } = createTestShop()
      upstream[misbehave]('/content/live/caas/v1/canvas/children/')
      const response = await page(env, '/en-us/stories')
      expect(response.status, misbehave).toBe(200)
      const html = await response.text()
      expect(html, misbehave).toContain('Seasons on the trail')
      expect(html, misbehave).not.toContain('child-pages')
    }
    const { env } = createTestShop()
    const journal = await (await page(env, '/en-us/journal')).text()
    expect(journal).not.toContain('child-pages')
  })
})
