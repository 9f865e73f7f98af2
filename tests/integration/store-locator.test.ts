import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formPost } from './browser'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.useRealTimers()
})

const storeNames = (html: string) =>
  [...html.matchAll(/<h3 class="store__name">([^<]+)/g)].map((match) => match[1])

describe('store locator', () => {
  it('lists the stores of the locale country, and is linked from the footer', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request('/en-gb/stores', { env })).text()
    expect(html).toContain('<h1>Find a store</h1>')
    expect(storeNames(html)).toEqual(['London Covent Garden', 'Manchester'])
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain('<a href="/en-gb/stores">Find a store</a>')
  })

  it('writes each store’s address as its country does, with the state or province where it has one', async () => {
    const env = createTestEnv(createUpstream())
    const addresses = async (path: string) =>
      [
        ...(await (await request(path, { env })).text()).matchAll(/<p class="store__address">(.*?)<\/p>/g),
      ].map((match) => match[1]?.replace(/<[^>]*>/g, ''))
    expect(await addresses('/en-us/stores?postalCode=98101')).toContain('1520 5th Ave, Seattle, WA 98101')
    expect(await addresses('/en-ca/stores')).toContain('1045 Robson St, Vancouver BC  V6E 1A9')
    expect(await addresses('/it-it/stores')).toContain('Corso Vittorio Emanuele II 24, 20122 Milano MI')
    expect(await addresses('/de-de/stores')).toContain('Kaufingerstraße 15, 80331 München')
    // The town's line is one element, which the stylesheet keeps whole; that a narrow card never splits "V6E"
    // from "1A9" is checked as laid out, in tests/e2e/store-locator.spec.ts.
    const html = await (await request('/en-ca/stores', { env })).text()
    expect(html).toContain('<span class="store__locality">Vancouver BC  V6E 1A9</span>')
  })

  it('searches by postal code with a plain form, nearest first, and by position', async () => {
    const env = createTestEnv(createUpstream())
    const byCode = await (await request('/en-us/stores?postalCode=80202', { env })).text()
    expect(byCode).toContain('Stores near 80202')
    expect(storeNames(byCode)[0]).toBe('Denver')
    const byPosition = await (await request('/en-us/stores?latitude=52.37&longitude=4.9', { env })).text()
    expect(storeNames(byPosition)[0]).toBe('Amsterdam')
  })

  it('explains an unknown or malformed postal code without failing', async () => {
    const env = createTestEnv(createUpstream())
    const unknown = await request('/en-us/stores?postalCode=00000', { env })
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('We could not find that postal code or city.')
    const malformed = await (await request('/en-us/stores?postalCode=%3Cb%3E', { env })).text()
    expect(malformed).toContain('Enter a postal code or a city.')
    const nowhere = await (await request('/en-us/stores?place=Atlantis', { env })).text()
    expect(nowhere).toContain('We could not find that postal code or city.')
    const nonsense = await request('/en-us/stores?latitude=abc&longitude=1', { env })
    expect(nonsense.status).toBe(200)
  })

  it('makes a store the shopper favourite from a plain form and marks it', async () => {
    const env = createTestEnv(createUpstream())
    const before = await (await request('/en-gb/stores', { env })).text()
    expect(before).toContain(
      '<form action="/en-gb/stores" method="post"><input type="hidden" name="storeId" value="3002"/>',
    )
    const response = await request('/en-gb/stores', { env, ...formPost('storeId=3002') })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-gb/stores?saved=1')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string
    const html = await (await request('/en-gb/stores?saved=1', { env, headers: { cookie } })).text()
    expect(html).toContain('Manchester is now your store.')
    expect(html).toContain('Manchester<span class="badge"> Your store</span>')
    const foreign = await request('/api/stores/favourite?locale=en-gb', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ storeId: '1001' }),
    })
    expect(foreign.status).toBe(404)
    // Refused as a plain form, it is the locator again at its own address, saying why.
    const refused = await request('/en-gb/stores', { env, ...formPost('storeId=1001') })
    expect(refused.status).toBe(404)
    expect(refused.headers.get('location')).toBeNull()
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('<h1>Find a store</h1>')
    expect(refusedHtml).toContain('We could not find that postal code.')
    expect(refusedHtml).not.toContain('is now your store')
  })

  /** The list item of one store, by its name. */
  const storeItem = (html: string, name: string) => {
    const start = html.indexOf(`<h3 class="store__name">${name}`)
    return html.slice(start, html.indexOf('</li>', start))
  }

  it('shows each store open now and until when, at its own clock, with the week and today marked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Tuesday 24 November 2026, 18:30 UTC: 10:30 in Seattle, 11:30 in Denver, 13:30 in New York.
    vi.setSystemTime(new Date('2026-11-24T18:30:00Z'))
    const env = createTestEnv(createUpstream())
    const response = await request('/en-us/stores', { env })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    const seattle = storeItem(html, 'Seattle')
    expect(seattle).toContain('Open now · closes at 8:00 PM')
    expect(seattle).toContain(
      '<tr class="store-hours__today"><th scope="row">Tuesday<span class="store-hours__mark"> · Today</span></th><td>10:00 AM – 8:00 PM</td></tr>',
    )
    expect(seattle).toContain('<th scope="row">Sunday</th><td>11:00 AM – 6:00 PM</td>')
    expect(storeItem(html, 'New York SoHo')).toContain('Open now · closes at 10:00 PM')
  })

  it('says when a closed store opens next: later today, tomorrow, or closed today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Sunday 29 November 2026, 08:00 UTC: 09:00 in Berlin (closed on Sundays), 08:00 in London (opens at 11).
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'))
    const env = createTestEnv(createUpstream())
    const de = await (await request('/de-de/stores', { env })).text()
    expect(storeItem(de, 'Berlin')).toContain('Heute geschlossen · Öffnet morgen um 10:00')
    expect(storeItem(de, 'Berlin')).toContain(
      '<tr class="store-hours__today"><th scope="row">Sonntag<span class="store-hours__mark"> · Heute</span></th><td>Geschlossen</td></tr>',
    )
    const gb = await (await request('/en-gb/stores', { env })).text()
    expect(storeItem(gb, 'Manchester')).toContain('Opens today at 11:00')
    // Saturday 28 November, 05:30 UTC: 00:30 in New York, still inside Friday's hours until 01:00.
    vi.setSystemTime(new Date('2026-11-28T05:30:00Z'))
    const us = await (await request('/en-us/stores', { env })).text()
    expect(storeItem(us, 'New York SoHo')).toContain('Open now · closes at 1:00 AM')
    // … and 21:30 on Friday in Seattle, closed since 21:00.
    expect(storeItem(us, 'Seattle')).toContain('Opens tomorrow at 10:00 AM')
  })

  it('writes the phone number as its country does and dials the international number', async () => {
    const env = createTestEnv(createUpstream())
    const us = await (await request('/en-us/stores', { env })).text()
    expect(storeItem(us, 'Seattle')).toContain(
      'Phone: <a href="tel:+12065550110" aria-label="Call Seattle: (206) 555-0110">(206) 555-0110</a>',
    )
    const gb = await (await request('/en-gb/stores', { env })).text()
    expect(storeItem(gb, 'London Covent Garden')).toContain(
      '<a href="tel:+442079460170" aria-label="Call London Covent Garden: 020 7946 0170">020 7946 0170</a>',
    )
    const de = await (await request('/de-de/stores', { env })).text()
    expect(storeItem(de, 'München')).toContain('href="tel:+498955550190"')
    expect(storeItem(de, 'München')).toContain('>089 55550190</a>')
  })

  it('links directions to a maps page in a new tab, named as such', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request('/en-us/stores', { env })).text()
    expect(storeItem(html, 'Seattle')).toContain(
      '<a href="https://www.google.com/maps/dir/?api=1&amp;destination=1520%205th%20Ave%2C%2098101%20Seattle%2C%20US" target="_blank" rel="noopener noreferrer">Directions to Seattle<span class="visually-hidden"> (opens in a new tab)</span></a>',
    )
  })

  it('gives distances in miles on the US and UK sites and in kilometres elsewhere', async () => {
    const env = createTestEnv(createUpstream())
    const us = await (await request('/en-us/stores?place=98101', { env })).text()
    // Portland is 233 km from the Seattle area's point: 144.8 miles.
    expect(storeItem(us, 'Portland Flagship')).toMatch(/<p>\d+(\.\d)? mi away<\/p>/)
    expect(us).not.toMatch(/ km away/)
    const gb = await (await request('/en-gb/stores?place=M1', { env })).text()
    expect(storeItem(gb, 'London Covent Garden')).toMatch(/<p>\d+(\.\d)? mi away<\/p>/)
    const ca = await (await request('/en-ca/stores?place=V6B', { env })).text()
    expect(storeItem(ca, 'Vancouver')).toMatch(/<p>[\d.]+ km away<\/p>/)
    // Stores a continent away are not near: Montréal is not listed near Vancouver.
    expect(storeNames(ca)).not.toContain('Montréal')
    const de = await (await request('/de-de/stores?place=10115', { env })).text()
    expect(storeItem(de, 'München')).toMatch(/<p>\d+(,\d)? km entfernt<\/p>/)
  })

  it('searches by city as well as by postal code, whatever the accents or case', async () => {
    const env = createTestEnv(createUpstream())
    const denver = await (await request('/en-us/stores?place=denver', { env })).text()
    expect(denver).toContain('Stores near denver')
    expect(storeNames(denver)[0]).toBe('Denver')
    expect(storeItem(denver, 'Denver')).toContain('<p>0 mi away</p>')
    const munich = await (await request('/de-de/stores?place=Munchen', { env })).text()
    expect(storeNames(munich)[0]).toBe('München')
    expect(storeNames(munich)).toContain('Berlin')
    const montreal = await (await request('/fr-ca/stores?place=Montreal', { env })).text()
    expect(storeNames(montreal)[0]).toBe('Montréal')
  })

  it('lists each brand’s own stores on its site (decision 056)', async () => {
    const env = createTestEnv(createUpstream())
    const tidewater = await (await request('/en-gb/stores', { env, host: 'tidewater.localhost' })).text()
    expect(storeNames(tidewater)).toEqual(['Tidewater Brighton', 'Tidewater St Ives'])
    expect(tidewater).not.toContain('London Covent Garden')
    const kestrel = await (await request('/en-gb/stores', { env })).text()
    expect(storeNames(kestrel)).toEqual(['London Covent Garden', 'Manchester'])
    expect(kestrel).not.toContain('Tidewater')
    const brighton = await (
      await request('/en-gb/stores?place=BN1%201AA', { env, host: 'tidewater.localhost' })
    ).text()
    expect(storeNames(brighton)[0]).toBe('Tidewater Brighton')
  })
})
