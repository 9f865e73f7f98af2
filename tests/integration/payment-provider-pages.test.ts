/**
 * The mock payment provider's pages, as the shopper's browser gets them (decision 023): the card fields and the
 * 3-D Secure challenge may be framed only by the allowed shop origin and talk only to it; the pay-later page is a
 * full page whose plain forms return to the shop. What the scripts do in a browser is for the end-to-end tests.
 */
import { describe, expect, it } from 'vitest'
import type { PaymentResponse } from '../../mock-api/payments/schemas'
import type { TestPaymentProvider } from '../fixtures/payment-provider'
import {
  createPaymentProvider,
  paymentRequest,
  TEST_CARDS,
  TEST_PROVIDER,
} from '../fixtures/payment-provider'

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  ) as Record<string, string[]>

const fieldsPage = (provider: TestPaymentProvider, query: Record<string, string>) =>
  provider.fetch(`/checkoutshopper/fields?${new URLSearchParams(query)}`)

async function challengeToken(provider: TestPaymentProvider, shopperLocale = 'en-US') {
  const card = await provider.encryptCard({ number: TEST_CARDS.challenge })
  const response = await provider.api('/v71/payments', paymentRequest(card.paymentMethod, { shopperLocale }))
  const body = (await response.json()) as PaymentResponse
  if (body.action?.type !== 'threeDS2') throw new Error('no challenge')
  return body.action.token
}

describe('the card fields page', () => {
  it('may be framed by exactly the shop origin it was opened for, and by nobody else', async () => {
    const provider = createPaymentProvider()
    for (const origin of [TEST_PROVIDER.shopOrigin, 'http://127.0.0.1']) {
      const response = await fieldsPage(provider, { kind: 'card', origin, locale: 'en-us' })
      expect(response.status).toBe(200)
      const csp = cspOf(response)
      expect(csp['frame-ancestors']).toEqual([origin])
      expect(csp['default-src']).toEqual(["'none'"])
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['script-src']?.[0]).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
    }
  })

  it('refuses to be shown for an origin that is not an allowed shop, and cannot be framed then', async () => {
    const provider = createPaymentProvider()
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'http://localhost/path', 'null']) {
      const response = await fieldsPage(provider, { kind: 'card', origin })
      expect(response.status, origin).toBe(403)
      expect(cspOf(response)['frame-ancestors']).toEqual(["'none'"])
      const html = await response.text()
      expect(html).toContain('This page can only be opened from the shop.')
      expect(html).not.toContain('<script')
    }
    expect((await fieldsPage(provider, { kind: 'bank', origin: TEST_PROVIDER.shopOrigin })).status).toBe(400)
  })

  it('labels every card field and names what the browser may fill in', async () => {
    const provider = createPaymentProvider()
    const html = await (await fieldsPage(provider, { kind: 'card', origin: TEST_PROVIDER.shopOrigin })).text()
    expect(html).toContain('<html lang="en">')
    for (const [id, label, autocomplete] of [
      ['number', 'Card number', 'cc-number'],
      ['expiry', 'Expiry date', 'cc-exp'],
      ['securityCode', 'Security code', 'cc-csc'],
      ['holderName', 'Name on card', 'cc-name'],
    ] as const) {
      expect(html).toMatch(new RegExp(`<label for="${id}">${label}`))
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*autocomplete="${autocomplete}"`))
      expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*aria-describedby="[^"]*${id}-error"`))
      expect(html).toContain(`<p id="${id}-error" class="error" hidden></p>`)
    }
    expect(html).toMatch(/<input id="number"[^>]*inputmode="numeric"/)
    expect(html).not.toMatch(/<(link|img)\b|src=|href=/)
  })

  it('shows the gift card kind with its number and PIN, in the shopper language', async () => {
    const provider = createPaymentProvider()
    const html = await (
      await fieldsPage(provider, { kind: 'giftcard', origin: TEST_PROVIDER.shopOrigin, locale: 'fr-ca' })
    ).text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<label for="number">Numéro de la carte cadeau</label>')
    expect(html).toContain('<label for="pin">Code PIN</label>')
    expect(html).not.toContain('cc-number')
  })

  it('hands its script the allowed shop origin as the only one it listens to and posts to', async () => {
    const provider = createPaymentProvider()
    const html = await (await fieldsPage(provider, { kind: 'card', origin: 'http://127.0.0.1' })).text()
    const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).toContain('"parentOrigin":"http://127.0.0.1"')
    expect(script).toContain('event.origin !== config.parentOrigin')
    expect(script).toContain('postMessage(message, config.parentOrigin)')
    expect(script).not.toMatch(/postMessage\([^)]*['"]\*['"]/)
    expect(script).toContain('"encryptPath":"/checkoutshopper/v1/encrypt"')
    // The card rules come from card.ts, the same the encrypt endpoint applies.
    expect(script).toMatch(/"luhnValid": function luhnValid\(/)
    expect(script).not.toContain('__name(')
  })
})

describe('the 3-D Secure challenge page', () => {
  it('asks for the one-time code in a form framed only by the shop, with the demo hint', async () => {
    const provider = createPaymentProvider()
    const token = await challengeToken(provider)
    const response = await provider.fetch(
      `/checkoutshopper/threeds2/challenge?${new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin })}`,
    )
    expect(response.status).toBe(200)
    expect(cspOf(response)['frame-ancestors']).toEqual([TEST_PROVIDER.shopOrigin])
    expect(cspOf(response)['form-action']).toEqual(["'self'"])
    const html = await response.text()
    expect(html).toContain('Enter the one-time code sent to your phone.')
    expect(html).toContain('Demo: the code is 1234.')
    expect(html).toMatch(/<label for="code">One-time code<\/label>/)
    expect(html).toMatch(/<input id="code"[^>]*autocomplete="one-time-code"/)
    expect(html).toMatch(/<button type="submit" name="action" value="submit">Submit<\/button>/)
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel<\/button>/)
    expect(html).toContain('$100.00')
  })

  it('posts its result to the shop origin only, and speaks the shopper language', async () => {
    const provider = createPaymentProvider()
    const token = await challengeToken(provider, 'de-DE')
    const page = await provider.fetch(
      `/checkoutshopper/threeds2/challenge?${new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin })}`,
    )
    expect(await page.text()).toContain('Geben Sie den Einmalcode ein')
    const result = await provider.fetch('/checkoutshopper/threeds2/challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
      body: new URLSearchParams({
        token,
        origin: TEST_PROVIDER.shopOrigin,
        code: '1234',
        action: 'submit',
      }).toString(),
    })
    expect(cspOf(result)['frame-ancestors']).toEqual([TEST_PROVIDER.shopOrigin])
    const html = await result.text()
    expect(html).toContain('Zahlung bestätigt.')
    expect(html).toContain(`"parentOrigin":"${TEST_PROVIDER.shopOrigin}"`)
    expect(html).toMatch(/type: ['"]threeDS2Result['"]/)
    expect(html).toContain('postMessage(message, config.parentOrigin)')
  })

  it('refuses an origin that is not an allowed shop, a post from elsewhere, and a challenge already answered', async () => {
    const provider = createPaymentProvider()
    const token = await challengeToken(provider)
    const evil = await provider.fetch(
      `/checkoutshopper/threeds2/challenge?${new URLSearchParams({ token, origin: 'https://evil.example' })}`,
    )
    expect(evil.status).toBe(403)
    const form = new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin, code: '1234' }).toString()
    const foreign = await provider.fetch('/checkoutshopper/threeds2/challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: form,
    })
    expect(foreign.status).toBe(403)
    await provider.fetch('/checkoutshopper/threeds2/challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
      body: form,
    })
    const answered = await provider.fetch(
      `/checkoutshopper/threeds2/challenge?${new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin })}`,
    )
    expect(answered.status).toBe(409)
    expect(await answered.text()).toContain('This verification is no longer open.')
    const unknown = await provider.fetch(
      `/checkoutshopper/threeds2/challenge?${new URLSearchParams({ token: 'nope', origin: TEST_PROVIDER.shopOrigin })}`,
    )
    expect(unknown.status).toBe(404)
  })
})

describe('the pay-later page', () => {
  it('shows the amount with Approve and Decline as plain forms that may return to the shop', async () => {
    const provider = createPaymentProvider()
    const request = paymentRequest(
      { type: 'klarna' },
      { amount: { currency: 'EUR', value: 8990 }, shopperLocale: 'nl-NL' },
    )
    const body = (await (await provider.api('/v71/payments', request)).json()) as PaymentResponse
    if (body.action?.type !== 'redirect') throw new Error('no redirect')
    const response = await provider.fetch(new URL(body.action.url).pathname + new URL(body.action.url).search)
    expect(response.status).toBe(200)
    const csp = cspOf(response)
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['form-action']).toEqual(["'self'", TEST_PROVIDER.shopOrigin])
    expect(csp['script-src']).toBeUndefined()
    const html = await response.text()
    expect(html).toContain('<html lang="nl">')
    expect(html).toMatch(/€\s89,90/)
    expect(html).toContain(request.reference)
    expect(html).toMatch(
      /<form method="post" action="\/checkoutshopper\/paylater">[\s\S]*value="approve">Goedkeuren/,
    )
    expect(html).toMatch(
      /<form method="post" action="\/checkoutshopper\/paylater">[\s\S]*value="decline"[^>]*>Weigeren/,
    )
  })

  it('says a decided payment is closed and links back to the shop with its result', async () => {
    const provider = createPaymentProvider()
    const body = (await (
      await provider.api('/v71/payments', paymentRequest({ type: 'klarna' }))
    ).json()) as PaymentResponse
    if (body.action?.type !== 'redirect') throw new Error('no redirect')
    const token = new URL(body.action.url).searchParams.get('token') as string
    const decision = await provider.fetch('/checkoutshopper/paylater', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
      body: new URLSearchParams({ token, decision: 'approve' }).toString(),
    })
    const location = decision.headers.get('location') ?? ''
    const again = await provider.fetch(`/checkoutshopper/paylater?token=${encodeURIComponent(token)}`)
    expect(again.status).toBe(409)
    const html = await again.text()
    expect(html).toContain('This payment has already been decided.')
    expect(html).toContain(`href="${location.replace(/&/g, '&amp;')}"`)
    const foreign = await provider.fetch('/checkoutshopper/paylater', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ token, decision: 'decline' }).toString(),
    })
    expect(foreign.status).toBe(403)
  })

  it('frames the pay-later page for an allowed shop, which hands the decision to it instead of redirecting', async () => {
    const provider = createPaymentProvider()
    const body = (await (
      await provider.api('/v71/payments', paymentRequest({ type: 'klarna' }))
    ).json()) as PaymentResponse
    if (body.action?.type !== 'redirect') throw new Error('no redirect')
    const token = new URL(body.action.url).searchParams.get('token') as string
    const origin = encodeURIComponent(TEST_PROVIDER.shopOrigin)
    const refused = await provider.fetch(
      `/checkoutshopper/paylater?token=${token}&origin=https%3A%2F%2Fevil.example`,
    )
    expect(refused.status).toBe(403)
    const framed = await provider.fetch(`/checkoutshopper/paylater?token=${token}&origin=${origin}`)
    expect(framed.status).toBe(200)
    expect(cspOf(framed)['frame-ancestors']).toEqual([TEST_PROVIDER.shopOrigin])
    const page = await framed.text()
    expect(page.match(/<input type="hidden" name="origin" value="([^"]+)">/g)).toHaveLength(2)
    expect(page).toContain('challengeCancel')

    const decision = await provider.fetch('/checkoutshopper/paylater', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
      body: new URLSearchParams({ token, decision: 'decline', origin: TEST_PROVIDER.shopOrigin }).toString(),
    })
    expect(decision.status).toBe(200)
    expect(decision.headers.get('location')).toBeNull()
    expect(cspOf(decision)['frame-ancestors']).toEqual([TEST_PROVIDER.shopOrigin])
    const result = await decision.text()
    expect(result).toContain('payLaterResult')
    expect(result).toContain(JSON.stringify(TEST_PROVIDER.shopOrigin))
  })
})
