/** The location selector and the location confirmation (spec 1 §1, §2). */
import { beforeEach, describe, expect, it } from 'vitest'
import { LOCATION_COOKIE } from '../../shared/i18n/location'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost',
    'sec-fetch-site': 'same-origin',
    ...headers,
  },
  body: new URLSearchParams(fields).toString(),
})

const locationCookieOf = (answer: Response) =>
  answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOCATION_COOKIE}=`)) ?? null

describe('the location confirmation', () => {
  it('asks a visitor from another country the brand sells to whether to shop there or stay, with a plain form', async () => {
    const { env } = createTestShop()
    const page = await request('/en-us/c/men-1000?sort=price-asc', { env, headers: { 'cf-ipcountry': 'DE' } })
    const html = await page.text()
    expect(html).toContain('Your location: Germany. Would you like to shop on that country’s site?')
    expect(html).toMatch(/<form [^>]*action="\/en-us\/location" method="post">/)
    expect(html).toContain('<input type="hidden" name="returnTo" value="/en-us/c/men-1000?sort=price-asc"/>')
    expect(html).toMatch(
      /<button type="submit" value="de-de"[^>]*name="locale">Go to <span lang="de-DE">Deutschland — Deutsch<\/span><\/button>/,
    )
    expect(html).toMatch(
      /<button type="submit" value="en-us"[^>]*name="locale">Stay on <span lang="en-US">United States — English<\/span><\/button>/,
    )
  })

  it('is not shown to a visitor in the page’s country, of unknown country, or who has chosen', async () => {
    const { env } = createTestShop()
    const seen = async (headers: Record<string, string>) =>
      (await (await request('/en-us', { env, headers })).text()).includes('location-prompt')
    expect(await seen({ 'cf-ipcountry': 'US' })).toBe(false)
    expect(await seen({})).toBe(false)
    expect(await seen({ 'cf-ipcountry': 'JP' })).toBe(false)
    expect(await seen({ 'cf-ipcountry': 'DE', cookie: `${LOCATION_COOKIE}=en-us` })).toBe(false)
    // A cookie naming no locale of the brand is no choice.
    expect(await seen({ 'cf-ipcountry': 'DE', cookie: `${LOCATION_COOKIE}=xx-yy` })).toBe(true)
    // Where a shopper pays, nothing interrupts.
    const checkout = await request('/en-us/checkout', { env, headers: { 'cf-ipcountry': 'DE' } })
    expect(await checkout.text()).not.toContain('location-prompt')
  })

  it('keeps the choice for a year and goes on to the same page in the locale chosen', async () => {
    const { env } = createTestShop()
    const go = await request('/en-us/location', {
      env,
      ...form({ locale: 'de-de', returnTo: '/en-us/c/men-1000?sort=price-asc' }),
    })
    expect(go.status).toBe(303)
    expect(go.headers.get('location')).toBe('/de-de/c/men-1000?sort=price-asc')
    expect(locationCookieOf(go)).toMatch(/^sf_location=de-de;.*Max-Age=31536000.*HttpOnly/)

    const stay = await request('/en-us/location', {
      env,
      ...form({ locale: 'en-us', returnTo: '/en-us/cart' }),
    })
    expect(stay.headers.get('location')).toBe('/en-us/cart')
    expect(locationCookieOf(stay)).toMatch(/^sf_location=en-us;/)

    // A path of another site is no page to go on to: the chosen locale's home instead.
    const away = await request('/en-us/location', {
      env,
      ...form({ locale: 'fr-ca', returnTo: '//evil.example/x' }),
    })
    expect(away.headers.get('location')).toBe('/fr-ca')
  })

  it('refuses a locale the brand does not serve with the selector again, saying why, and keeps nothing', async () => {
    const { env } = createTestShop()
    const refused = await request('/en-us/location', {
      env,
      ...form({ locale: 'ja-jp', returnTo: '/en-us/cart' }),
    })
    expect(refused.status).toBe(400)
    expect(locationCookieOf(refused)).toBeNull()
    const html = await refused.text()
    expect(html).toContain('Choose a country and language from the list.')
    expect(html).toContain('<h1>Choose your location</h1>')
    // The selector again still leads back to the page the shopper chose from.
    expect(html).toContain('<input type="hidden" name="returnTo" value="/en-us/cart"/>')
  })
})

describe('the location selector', () => {
  it('lists the brand’s countries by region, each language a button of one form, the current one marked', async () => {
    const { env } = createTestShop()
    const page = await request('/fr-ca/location?returnTo=%2Ffr-ca%2Fcart', { env })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h2 id="location-NA">Amérique du Nord</h2>')
    expect(html).toContain('<h2 id="location-EMEA">Europe</h2>')
    for (const code of ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr', 'it-it', 'es-es', 'nl-nl'])
      expect(html).toMatch(new RegExp(`<button type="submit" value="${code}"[^>]*name="locale">`))
    expect(html).toMatch(/value="fr-ca"[^>]*aria-current="true"/)
    expect(html).toContain('<input type="hidden" name="returnTo" value="/fr-ca/cart"/>')
  })
})

describe('the home address', () => {
  it('goes to the locale the shopper chose, whatever their languages say', async () => {
    const { env } = createTestShop()
    const chosen = await request('/', {
      env,
      headers: { cookie: `${LOCATION_COOKIE}=nl-nl`, 'accept-language': 'en-US' },
    })
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('location')).toBe('/nl-nl')
    expect(chosen.headers.get('vary')).toContain('Cookie')
    const guessed = await request('/', { env, headers: { 'accept-language': 'en-US' } })
    expect(guessed.headers.get('location')).toBe('/en-us')
  })
})
