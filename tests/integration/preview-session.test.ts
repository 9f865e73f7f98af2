import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../worker/env'
import storefront from '../../worker/index'
import { verifyPreviewToken } from '../../worker/preview'
import { editorToken, PREVIEW_TOKEN_VECTORS, signPreviewPayload } from '../fixtures/preview-token'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.useRealTimers()
})

const SECRET = TEST_SECRETS.PREVIEW_SECRET
const DRAFT = 'Winter sale preview'
const HOUR = 3600

/** Posts a preview token the way the preview tool's form does, to any origin (http or https). */
async function startSession(
  env: Bindings,
  token: string | null,
  origin = 'http://localhost',
): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await storefront.fetch(
    new Request(`${origin}/api/preview/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: token === null ? '' : new URLSearchParams({ token }).toString(),
    }),
    env,
    ctx,
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return new Response(body, { status: response.status, headers: response.headers })
}

/** The attributes of the one `sf_preview` cookie a response sets, by lower-case name (the value under `value`). */
function previewCookie(response: Response): Record<string, string> | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sf_preview='))
  if (!line) return null
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
  const entries = attributes.map((attribute) => {
    const [name = '', ...value] = attribute.split('=')
    return [name.toLowerCase(), value.join('=')]
  })
  return { value: pair.slice('sf_preview='.length), ...Object.fromEntries(entries) }
}

async function errorIdOf(response: Response) {
  return ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId
}

describe('the preview token format', () => {
  it('matches the pinned test vectors, which the worker accepts until they expire', async () => {
    for (const vector of PREVIEW_TOKEN_VECTORS) {
      expect(await signPreviewPayload(vector.secret, vector.payload)).toBe(vector.token)
      const { sub, exp } = JSON.parse(vector.payload) as { sub: string; exp: number }
      expect(await verifyPreviewToken(vector.token, vector.secret, (exp - HOUR) * 1000)).toEqual({ sub, exp })
      expect(await verifyPreviewToken(vector.token, vector.secret, exp * 1000)).toBeNull()
      expect(await verifyPreviewToken(vector.token, `${vector.secret}x`, (exp - HOUR) * 1000)).toBeNull()
    }
  })

  it('starts a session for the vector through the app, with the editor’s name read as UTF-8', async () => {
    const [, vector] = PREVIEW_TOKEN_VECTORS
    const { exp } = JSON.parse(vector.payload) as { exp: number }
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((exp - HOUR) * 1000)
    const env = createTestEnv(createUpstream(), { PREVIEW_SECRET: vector.secret })
    const response = await startSession(env, vector.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      editor: 'Zoë Brontë',
      expiresAt: new Date(exp * 1000).toISOString(),
    })
  })

  it('refuses a correctly signed token that expires more than 24 hours ahead, and takes one just inside', async () => {
    const env = createTestEnv(createUpstream())
    const tooLong = await editorToken(SECRET, { expiresIn: 25 * HOUR })
    expect((await startSession(env, tooLong)).status).toBe(401)
    const page = await request('/en-us?preview=true', { env, headers: { cookie: `sf_preview=${tooLong}` } })
    expect(page.status).toBe(200)
    expect(await page.text()).not.toContain(DRAFT)

    const justInside = await editorToken(SECRET, { expiresIn: 24 * HOUR - 60 })
    expect((await startSession(env, justInside)).status).toBe(200)
  })

  it('refuses signed payloads that break the format with 401, never a 500', async () => {
    const env = createTestEnv(createUpstream())
    const exp = Math.floor(Date.now() / 1000) + 600
    const payloads = [
      'not json',
      '[]',
      JSON.stringify({ sub: 'editor@example.com' }),
      JSON.stringify({ exp }),
      JSON.stringify({ sub: '', exp }),
      JSON.stringify({ sub: 'x'.repeat(101), exp }),
      JSON.stringify({ sub: 'editor@example.com', exp: String(exp) }),
      JSON.stringify({ sub: 'editor@example.com', exp: exp + 0.5 }),
    ]
    for (const payload of payloads) {
      const response = await startSession(env, await signPreviewPayload(SECRET, payload))
      expect(response.status, payload).toBe(401)
      expect(await errorIdOf(response)).toBe('AUT401')
      expect(previewCookie(response)).toBeNull()
    }
    // Bytes that are not UTF-8, correctly signed.
    const latin1 = btoa(`{"sub":"Zo\xeb","exp":${exp}}`)
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(SECRET),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(latin1)))
    const signature = btoa(String.fromCharCode(...mac))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    expect((await startSession(env, `${latin1}.${signature}`)).status).toBe(401)
  })

  it('ignores payload fields it does not know', async () => {
    const env = createTestEnv(createUpstream())
    const exp = Math.floor(Date.now() / 1000) + 600
    const token = await signPreviewPayload(
      SECRET,
      JSON.stringify({ sub: 'editor@example.com', exp, iss: 'cms' }),
    )
    const response = await startSession(env, token)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { editor: string }).editor).toBe('editor@example.com')
  })
})

describe('POST /api/preview/session', () => {
  it('keeps a valid token in an HttpOnly, SameSite=Strict cookie that expires with it', async () => {
    const env = createTestEnv(createUpstream())
    const now = Date.now()
    const token = await editorToken(SECRET, { editor: 'editor@example.com', expiresIn: 2 * HOUR, now })
    const exp = Math.floor(now / 1000) + 2 * HOUR
    const response = await startSession(env, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      editor: 'editor@example.com',
      expiresAt: new Date(exp * 1000).toISOString(),
    })
    const cookie = previewCookie(response)
    expect(cookie).toEqual({
      value: token,
      path: '/',
      expires: new Date(exp * 1000).toUTCString(),
      httponly: '',
      samesite: 'Strict',
    })
  })

  it('marks the cookie Secure over https and in production', async () => {
    const token = await editorToken(SECRET)
    const https = await startSession(createTestEnv(createUpstream()), token, 'https://localhost')
    expect(https.status).toBe(200)
    expect(previewCookie(https)).toMatchObject({ secure: '', httponly: '', samesite: 'Strict' })

    const production = createTestEnv(createUpstream(), { ENVIRONMENT: 'production', MOCK_API: undefined })
    const plain = await startSession(production, token)
    expect(plain.status).toBe(200)
    expect(previewCookie(plain)).toMatchObject({ secure: '', httponly: '', samesite: 'Strict' })

    const development = await startSession(createTestEnv(createUpstream()), token)
    expect(previewCookie(development)).not.toHaveProperty('secure')
  })

  it('answers 401 with no cookie for an expired, forged or malformed token', async () => {
    const env = createTestEnv(createUpstream())
    const valid = await editorToken(SECRET)
    const [payload, signature = ''] = valid.split('.')
    const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    const tokens = {
      expired: await editorToken(SECRET, { expiresIn: -60 }),
      'signed with another secret': await editorToken('another-secret-0123456789abcdef0123456789'),
      'signed with the old prefixed key': await editorToken(`preview:${SECRET}`),
      'with a changed signature': flipped,
      'with a changed payload': `${(await editorToken(SECRET, { editor: 'someone-else' })).split('.')[0]}.${signature}`,
      'in three parts': `${valid}.x`,
      'without a signature': `${payload}.`,
      garbage: 'not-a-token',
    }
    for (const [name, token] of Object.entries(tokens)) {
      const response = await startSession(env, token)
      expect(response.status, name).toBe(401)
      expect(await errorIdOf(response), name).toBe('AUT401')
      expect(previewCookie(response), name).toBeNull()
    }
  })

  it('answers 400 with no cookie when the token is missing, empty, too long or not in a form', async () => {
    const env = createTestEnv(createUpstream())
    for (const token of [null, '', 'x'.repeat(1025)]) {
      const response = await startSession(env, token)
      expect(response.status, String(token).slice(0, 10)).toBe(400)
      expect(await errorIdOf(response)).toBe('API400')
      expect(previewCookie(response)).toBeNull()
    }
    const json = await request('/api/preview/session', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ token: await editorToken(SECRET) }),
    })
    expect(json.status).toBe(400)
    expect(previewCookie(json)).toBeNull()
  })
})

describe('DELETE /api/preview/session', () => {
  it('clears the cookie, and the next ?preview=true page is the published one', async () => {
    const env = createTestEnv(createUpstream())
    const started = await startSession(env, await editorToken(SECRET))
    const jar = new Map<string, string>([['sf_preview', previewCookie(started)?.value ?? '']])
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

    const draft = await request('/en-us?preview=true', { env, headers: { cookie: cookieHeader() } })
    expect(await draft.text()).toContain(DRAFT)

    const ended = await request('/api/preview/session', {
      env,
      method: 'DELETE',
      headers: { origin: 'http://localhost', cookie: cookieHeader() },
    })
    expect(ended.status).toBe(204)
    const cleared = previewCookie(ended)
    expect(cleared).toMatchObject({ value: '', path: '/', 'max-age': '0' })
    // The browser drops a cookie set with Max-Age=0.
    jar.delete('sf_preview')

    const after = await request('/en-us?preview=true', { env, headers: { cookie: cookieHeader() } })
    expect(after.status).toBe(200)
    expect(after.headers.get('cache-status')).not.toContain('bypass')
    expect(await after.text()).not.toContain(DRAFT)
  })
})
