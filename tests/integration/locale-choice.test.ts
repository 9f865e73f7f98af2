import { describe, expect, it } from 'vitest'
import { createTestShop, request } from './harness'

async function chosen(headers: Record<string, string>, host = 'localhost') {
  const response = await request('/', {
    env: createTestShop().env,
    host,
    headers,
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

describe('/ for a visitor whose languages the shop does not speak', () => {
  it('uses the visitor’s country (cf-ipcountry) when no language matches', async () => {
    expect(await chosen({ 'accept-language': 'ja,zh;q=0.8', 'cf-ipcountry': 'DE' })).toBe('/de-de')
    expect(await chosen({ 'accept-language': 'ja', 'cf-ipcountry': 'nl' })).toBe('/nl-nl')
    expect(await chosen({ 'cf-ipcountry': 'GB' })).toBe('/en-gb')
    expect(await chosen({ 'accept-language': 'ja', 'cf-ipcountry': 'IT' }, 'tidewater.localhost')).toBe(
      '/it-it',
    )
  })

  it('lets a matching language win over the country, using the country only to pick among that language', async () => {
    expect(await chosen({ 'accept-language': 'en', 'cf-ipcountry': 'DE' })).toBe('/en-us')
    expect(await chosen({ 'accept-language': 'fr', 'cf-ipcountry': 'CA' })).toBe('/fr-ca')
    expect(await chosen({ 'accept-language': 'fr', 'cf-ipcountry': 'FR' })).toBe('/fr-fr')
    expect(await chosen({ 'accept-language': 'en', 'cf-ipcountry': 'GB' })).toBe('/en-gb')
  })

  it('falls back to the default locale for a country the shop does not serve, or a malformed one', async () => {
    expect(await chosen({ 'accept-language': 'ja', 'cf-ipcountry': 'JP' })).toBe('/en-us')
    expect(await chosen({ 'accept-language': 'ja', 'cf-ipcountry': 'XX1' })).toBe('/en-us')
    expect(await chosen({ 'accept-language': 'ja', 'cf-ipcountry': 'T1' })).toBe('/en-us')
  })
})
