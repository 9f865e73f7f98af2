import { describe, expect, it } from 'vitest'
import { createTestEnv, createUpstream, request } from './harness'

/** A Set-Cookie header as its value and its attributes, attribute names in lower case. */
function parseSetCookie(header: string | null) {
  expect(header).not.toBeNull()
  const [pair, ...attributes] = (header as string).split(';').map((part) => part.trim())
  const [name, value] = (pair as string).split('=') as [string, string]
  return {
    name,
    value,
    attributes: new Map(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split('=')
        return [(key as string).toLowerCase(), rest.join('=')] as const
      }),
    ),
  }
}

const compareForm = (origin: string, styleCode = 'KS100013') => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: `styleCode=${styleCode}`,
})

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site and a month, and not Secure over plain http outside production', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/api/compare?locale=en-us', { env, ...compareForm('http://localhost') })
    expect(response.status).toBe(303)
    const cookie = parseSetCookie(response.headers.get('set-cookie'))
    expect(cookie.name).toBe('sf_session')
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect(cookie.attributes.has('httponly')).toBe(true)
    expect(cookie.attributes.get('samesite')).toBe('Lax')
    expect(cookie.attributes.get('path')).toBe('/')
    expect(cookie.attributes.get('max-age')).toBe(String(30 * 24 * 60 * 60))
    expect(cookie.attributes.has('secure')).toBe(false)
  })

  it('is Secure when the shop is served over https', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/api/compare?locale=en-us', {
      env,
      protocol: 'https',
      ...compareForm('https://localhost'),
    })
    expect(response.status).toBe(303)
    const cookie = parseSetCookie(response.headers.get('set-cookie'))
    expect(cookie.attributes.has('secure')).toBe(true)
    expect(cookie.attributes.has('httponly')).toBe(true)
    expect(cookie.attributes.get('samesite')).toBe('Lax')
  })

  it('is Secure in production even behind a plain-http hop', async () => {
    // Production has no mock API; removing from the comparison changes the session without any upstream call.
    const upstream = createUpstream()
    const env = createTestEnv(upstream, { ENVIRONMENT: 'production', MOCK_API: undefined })
    const response = await request('/api/compare/remove?locale=en-us', {
      env,
      ...compareForm('http://localhost'),
    })
    expect(response.status).toBe(303)
    const cookie = parseSetCookie(response.headers.get('set-cookie'))
    expect(cookie.name).toBe('sf_session')
    expect(cookie.attributes.has('secure')).toBe(true)
    expect(cookie.attributes.has('httponly')).toBe(true)
    expect(cookie.attributes.get('samesite')).toBe('Lax')
    expect(upstream.calls).toEqual([])
  })

  it('is deleted for the whole site, Secure over https, when it does not open', async () => {
    const env = createTestEnv(createUpstream())
    for (const protocol of ['http', 'https'] as const) {
      const response = await request('/en-us/cart', {
        env,
        protocol,
        headers: { cookie: 'sf_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      })
      expect(response.status).toBe(200)
      const cookie = parseSetCookie(response.headers.get('set-cookie'))
      expect(cookie).toMatchObject({ name: 'sf_session', value: '' })
      expect(cookie.attributes.get('max-age')).toBe('0')
      expect(cookie.attributes.get('path')).toBe('/')
      expect(cookie.attributes.has('secure'), protocol).toBe(protocol === 'https')
      expect(await response.text()).toContain('Your bag is empty.')
    }
  })

  it('is not sent when the session did not change', async () => {
    const env = createTestEnv(createUpstream())
    const added = await request('/api/compare?locale=en-us', { env, ...compareForm('http://localhost') })
    const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0] as string
    const page = await request('/en-us/compare', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('set-cookie')).toBeNull()
  })
})
