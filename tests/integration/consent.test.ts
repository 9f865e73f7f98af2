/**
 * Consent at the edge (decision 060) through the app: the banner an EMEA page shows until the shopper chooses, the
 * choice posted as a plain form or JSON and written as OneTrust's cookies, the preference centre, the analytics
 * switch on the document, the GPC resource, and the consent vendor's script with its CSP.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env'
import { cspDirectives } from '../fixtures/csp'
import { elementText, findTag, findTags } from '../fixtures/html'
import { allowConsoleErrors } from '../setup'
import { formPost, jsonPost } from './browser'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const CLOSED = 'OptanonAlertBoxClosed=2026-11-01T10%3A00%3A00.000Z'
const withoutTargeting =
  'OptanonConsent=isGpcEnabled=0&datestamp=Sun+Nov+01+2026&version=202409.1.0&hosts=&consentId=0a2e18e1-9824-4a41-9bd8-f255669898ec&interactionCount=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false'

async function page(env: Bindings, path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { env, headers })
  return { response, html: await response.text() }
}

const banner = (html: string) => findTag(html, 'section', { class: 'consent-banner' })

/** The cookies a response sets, as a Cookie header, and each one's attributes. */
function setCookies(response: Response) {
  const lines = response.headers.getSetCookie()
  const pairs = lines.map((line) => line.split(';')[0] as string)
  return {
    header: pairs.join('; '),
    lines,
    byName: new Map(pairs.map((pair) => [pair.split('=')[0], line(pair)])),
  }
  function line(pair: string) {
    return lines.find((candidate) => candidate.startsWith(pair)) as string
  }
}

describe('the consent banner', () => {
  it('asks on an EMEA page until the shopper has chosen, early in the keyboard order, with plain forms', async () => {
    const env = createTestEnv(createUpstream())
    const { response, html } = await page(env, '/en-gb')
    expect(response.status).toBe(200)
    const section = banner(html)
    expect(section?.attributes['aria-labelledby']).toBe('consent-banner-title')
    expect(elementText(html, findTag(html, 'h2', { id: 'consent-banner-title' }))).toBe(
      'We value your privacy',
    )
    // After the skip link, before the header and the page.
    expect(section?.start).toBeLessThan(html.indexOf('<header'))
    expect(section?.start).toBeGreaterThan(html.indexOf('class="skip-link"'))
    const form = findTag(html, 'form', { action: '/en-gb/privacy-choices', method: 'post' })
    expect(form).toBeDefined()
    expect(findTag(html, 'input', { type: 'hidden', name: 'returnTo', value: '/en-gb' })).toBeDefined()
    expect(elementText(html, findTag(html, 'button', { name: 'action', value: 'accept-all' }))).toBe(
      'Accept all',
    )
    expect(elementText(html, findTag(html, 'button', { name: 'action', value: 'reject-all' }))).toBe(
      'Reject all',
    )
    expect(elementText(html, findTag(html, 'a', { class: 'consent-banner__manage' }))).toBe('Manage choices')
    expect(findTag(html, 'a', { class: 'consent-banner__manage' })?.attributes.href).toBe(
      '/en-gb/privacy-choices',
    )
    // Nothing is recorded for analytics before a choice.
    expect(findTag(html, 'html', { 'data-analytics': 'denied' })).toBeDefined()
  })

  it('speaks the language of the site', async () => {
    const env = createTestEnv(createUpstream())
    const { html } = await page(env, '/de-de')
    expect(elementText(html, findTag(html, 'button', { value: 'accept-all' }))).toBe('Alle akzeptieren')
  })

  it('is gone once a choice is made, and the document records the consent to analytics', async () => {
    const env = createTestEnv(createUpstream())
    const { html } = await page(env, '/en-gb', { cookie: `${withoutTargeting}; ${CLOSED}` })
    expect(banner(html)).toBeUndefined()
    expect(findTag(html, 'html', { 'data-analytics': 'granted' })).toBeDefined()
  })

  it('still asks when the cookie records groups but the alert box was never closed', async () => {
    const env = createTestEnv(createUpstream())
    const { html } = await page(env, '/en-gb', { cookie: withoutTargeting })
    expect(banner(html)).toBeDefined()
  })

  it('is never shown on a North American site, where everything counts as granted', async () => {
    const env = createTestEnv(createUpstream())
    const { html } = await page(env, '/en-us')
    expect(banner(html)).toBeUndefined()
    expect(findTag(html, 'html', { 'data-analytics': 'granted' })).toBeDefined()
  })

  it('links the preference centre from the footer of every site', async () => {
    const env = createTestEnv(createUpstream())
    for (const [path, text] of [
      ['/en-us', 'Cookie preferences'],
      ['/en-gb', 'Cookie preferences'],
      ['/fr-fr', 'Préférences en matière de cookies'],
    ] as const) {
      const { html } = await page(env, path)
      const footer = html.indexOf('<footer')
      const link = findTags(html, 'a', { href: `${path}/privacy-choices` }).find((tag) => tag.start > footer)
      expect(elementText(html, link)).toBe(text)
    }
  })
})

describe('choosing', () => {
  it('accepts all with a plain form: both cookies set for a year, and back to the page', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/en-gb/privacy-choices', {
      env,
      ...formPost('action=accept-all&returnTo=%2Fen-gb%2Fc%2Fmen-1000'),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-gb/c/men-1000')
    const cookies = setCookies(response)
    const consent = cookies.byName.get('OptanonConsent') ?? ''
    // Byte for byte OneTrust's own format, so its script reads the shop's cookie (and the shop reads its).
    expect(consent).toMatch(/^OptanonConsent=isGpcEnabled=0&datestamp=[^;&]+&version=/)
    expect(consent).toContain(
      '&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1&AwaitingReconsent=false;',
    )
    for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
      const line = cookies.byName.get(name) ?? ''
      expect(line).toContain('Path=/')
      expect(line).toContain('SameSite=Lax')
      expect(line).toContain('Max-Age=31536000')
      expect(line).not.toContain('HttpOnly')
    }
    const { html } = await page(env, '/en-gb', { cookie: cookies.header })
    expect(banner(html)).toBeUndefined()
    expect(findTag(html, 'html', { 'data-analytics': 'granted' })).toBeDefined()
  })

  it('rejects all: only the required category, and analytics stays off', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/en-gb/privacy-choices', {
      env,
      ...formPost('action=reject-all&returnTo=%2Fen-gb'),
    })
    expect(response.status).toBe(303)
    const cookies = setCookies(response)
    const { html } = await page(env, '/en-gb', { cookie: cookies.header })
    expect(banner(html)).toBeUndefined()
    expect(findTag(html, 'html', { 'data-analytics': 'denied' })).toBeDefined()
  })

  it('saves the ticked categories as JSON, keeping the consent id, and withdraws targeting under GPC', async () => {
    const env = createTestEnv(createUpstream())
    // An island of an en-gb page, in a browser that sends Global Privacy Control.
    const call = jsonPost({ action: 'save', functional: true, targeting: true }, withoutTargeting)
    const response = await request('/api/consent', {
      env,
      ...call,
      headers: { ...call.headers, 'x-storefront-locale': 'en-gb', 'sec-gpc': '1' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      consent: {
        required: true,
        performanceAndAnalytics: false,
        functional: true,
        targeting: false,
        choiceMade: true,
        asked: true,
        gpc: true,
      },
    })
    const written = setCookies(response).byName.get('OptanonConsent')?.split(';')[0] ?? ''
    expect(written).toContain('consentId=0a2e18e1-9824-4a41-9bd8-f255669898ec')
    expect(written).toContain('interactionCount=2')
    expect(written).toContain('groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0')
  })

  it('writes both cookies first-party for a year at the root, Lax, and Secure in production only', async () => {
    for (const environment of ['test', 'development', 'production'] as const) {
      // Production has no mock API bound (it refuses to run with one); choosing asks no upstream.
      const overrides: Partial<Bindings> =
        environment === 'production'
          ? { ENVIRONMENT: environment, MOCK_API: undefined }
          : { ENVIRONMENT: environment }
      const env = createTestEnv(createUpstream(), overrides)
      for (const [path, choice] of [
        ['/en-gb/privacy-choices', formPost('action=accept-all&returnTo=%2Fen-gb')],
        ['/api/consent?locale=en-gb', jsonPost({ action: 'save', functional: true })],
      ] as const) {
        const response = await request(path, { env, ...choice })
        expect(response.status, environment).toBeLessThan(400)
        const cookies = setCookies(response)
        for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed']) {
          const attributes = (cookies.byName.get(name) ?? '')
            .split(';')
            .slice(1)
            .map((attribute) => attribute.trim().toLowerCase())
          expect(attributes, `${name} in ${environment}`).toEqual(
            expect.arrayContaining(['path=/', 'samesite=lax', 'max-age=31536000']),
          )
          expect(attributes.includes('secure'), `${name} in ${environment}`).toBe(
            environment === 'production',
          )
          expect(
            attributes.some((attribute) => attribute.startsWith('domain=')),
            name,
          ).toBe(false)
        }
      }
    }
  })

  it('refuses an unknown action, and a form is refused at the preference centre, saying so', async () => {
    const env = createTestEnv(createUpstream())
    const json = await request('/api/consent', { env, ...jsonPost({ action: 'everything' }) })
    expect(json.status).toBe(400)
    expect(json.headers.getSetCookie()).toEqual([])
    const form = await request('/en-gb/privacy-choices', {
      env,
      ...formPost('action=x&returnTo=%2Fen-gb'),
    })
    expect(form.status).toBe(400)
    expect(form.headers.get('location')).toBeNull()
    expect(form.headers.getSetCookie().filter((line) => line.startsWith('Optanon'))).toEqual([])
    const html = await form.text()
    expect(elementText(html, findTag(html, 'h1', {}))).toBe('Privacy choices')
    expect(html).toContain('class="notice notice--error"')
  })

  it('never returns a form to another site', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/en-gb/privacy-choices', {
      env,
      ...formPost('action=accept-all&returnTo=%2F%2Fevil.example%2F'),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-gb')
  })
})

describe('pages and Global Privacy Control', () => {
  it('vary on Sec-GPC, with the language and the cookies, on every site', async () => {
    const env = createTestEnv(createUpstream())
    for (const path of ['/en-us', '/en-gb', '/de-de/c/men-1000', '/en-gb/privacy-choices']) {
      const response = await request(path, { env })
      expect(response.status, path).toBe(200)
      const vary = (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())
      expect(vary, path).toEqual(expect.arrayContaining(['sec-gpc', 'cookie', 'accept-language']))
    }
  })
})

describe('the preference centre', () => {
  it('explains each category, reflects the choice, and is never stored', async () => {
    const env = createTestEnv(createUpstream())
    const { response, html } = await page(env, '/en-gb/privacy-choices', {
      cookie: `${withoutTargeting}; ${CLOSED}`,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(elementText(html, findTag(html, 'h1', {}))).toBe('Privacy choices')
    expect(findTag(html, 'input', { id: 'consent-required', checked: true, disabled: true })).toBeDefined()
    expect(findTag(html, 'input', { name: 'performanceAndAnalytics', checked: true })).toBeDefined()
    expect(findTag(html, 'input', { name: 'functional', checked: true })).toBeDefined()
    const targeting = findTag(html, 'input', { name: 'targeting' })
    expect(targeting?.attributes).not.toHaveProperty('checked')
    expect(findTags(html, 'button', { name: 'action' }).map((tag) => tag.attributes.value)).toEqual([
      'save',
      'accept-all',
      'reject-all',
    ])
    expect(html).not.toContain('Global Privacy Control signal keeps targeting off')
    expect(banner(html)).toBeUndefined()
  })

  it('saves from the centre and comes back to it saying so', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/en-gb/privacy-choices', {
      env,
      ...formPost('action=save&performanceAndAnalytics=on&returnTo=%2Fen-gb%2Fprivacy-choices'),
    })
    expect(response.headers.get('location')).toBe('/en-gb/privacy-choices?consent=saved')
    const { html } = await page(env, '/en-gb/privacy-choices?consent=saved', {
      cookie: setCookies(response).header,
    })
    expect(elementText(html, findTag(html, 'p', { role: 'status' }))).toBe('Your choices are saved.')
    expect(findTag(html, 'input', { name: 'performanceAndAnalytics', checked: true })).toBeDefined()
    expect(findTag(html, 'input', { name: 'functional' })?.attributes).not.toHaveProperty('checked')
  })

  it('says when Global Privacy Control keeps targeting off', async () => {
    const env = createTestEnv(createUpstream())
    const { html } = await page(env, '/en-us/privacy-choices', { 'sec-gpc': '1' })
    const targeting = findTag(html, 'input', { name: 'targeting', disabled: true })
    expect(targeting?.attributes).not.toHaveProperty('checked')
    expect(elementText(html, findTag(html, 'p', { id: 'consent-gpc' }))).toBe(
      "Your browser's Global Privacy Control signal keeps targeting off.",
    )
  })
})

describe('Global Privacy Control', () => {
  it('publishes /.well-known/gpc.json', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/.well-known/gpc.json', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const body = (await response.json()) as { gpc: boolean; lastUpdate: string }
    expect(body.gpc).toBe(true)
    expect(body.lastUpdate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('the consent vendor', () => {
  const vendor = {
    CONSENT_SCRIPT_URL: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
    CONSENT_DOMAIN_ID: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  }

  it('without it, the CSP allows no consent host and the shop banner asks', async () => {
    const env = createTestEnv(createUpstream())
    const { response, html } = await page(env, '/en-gb')
    const csp = cspDirectives(response.headers.get('content-security-policy'))
    expect(csp.get('script-src')?.some((source) => source.includes('cookielaw'))).toBe(false)
    expect(csp.get('connect-src')).toEqual(["'self'"])
    expect(html).not.toContain('otSDKStub.js')
    expect(banner(html)).toBeDefined()
  })

  it("loads OneTrust's stub with its nonce, allows that origin and no other, and leaves the banner to it", async () => {
    const env = createTestEnv(createUpstream(), vendor)
    const { response, html } = await page(env, '/en-gb')
    const csp = cspDirectives(response.headers.get('content-security-policy'))
    const nonce = (csp.get('script-src') ?? []).find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
    expect(csp.get('script-src')).toContain('https://cdn.cookielaw.org')
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.cookielaw.org'])
    expect(csp.get('style-src')?.some((source) => source.includes('cookielaw'))).toBe(false)
    const script = findTag(html, 'script', { src: vendor.CONSENT_SCRIPT_URL })
    expect(script?.attributes['data-domain-script']).toBe(vendor.CONSENT_DOMAIN_ID)
    expect(script?.attributes.nonce).toBe(nonce)
    expect(banner(html)).toBeUndefined()
    const settings = findTag(html, 'button', { class: 'ot-sdk-show-settings', type: 'button' })
    expect(elementText(html, settings)).toBe('Cookie preferences')
    expect(findTag(html, 'a', { href: '/en-gb/privacy-choices' })).toBeUndefined()
  })

  it('refuses a half-configured vendor', async () => {
    const errors = allowConsoleErrors()
    const env = createTestEnv(createUpstream(), { CONSENT_SCRIPT_URL: vendor.CONSENT_SCRIPT_URL })
    const response = await request('/en-gb', { env })
    expect(response.status).toBe(500)
    expect(errors.map((args) => String(args[0])).join('\n')).toContain(
      'CONSENT_DOMAIN_ID: set both, or neither',
    )
  })
})
