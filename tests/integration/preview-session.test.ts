import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import storefront from '../../worker'
import type { Bindings } from '../../worker/env'
import { verifyPreviewToken } from '../../worker/preview'
import { editorToken, hmacSha256, PREVIEW_TOKEN_VECTORS, signPreviewPayload } from '../fixtures/preview-token'
import { formPost } from './browser'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'
import { previewSession, seedSession, sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.useRealTimers()
})

const SECRET = TEST_SECRETS.PREVIEW_SECRET
const DRAFT = 'Winter sale preview'
const HOUR = 3600

/** Posts a preview token the way the preview tool's island does (a form body, asking for JSON), to any origin. */
async function startSession(
  env: Bindings,
  token: string | null,
  origin = 'http://localhost',
  cookie = '',
): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await storefront.fetch(
    new Request(`${origin}/api/preview/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        origin,
        ...(cookie ? { cookie } : {}),
      },
      body: token === null ? '' : new URLSearchParams({ token }).toString(),
    }),
    env,
    ctx,
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return new Response(body, { status: response.status, headers: response.headers })
}

/** The attributes of the session cookie a response sets, by lower-case name (the value under `value`). */
function sessionCookie(response: Response): Record<string, string> | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-sid='))
  if (!line) return null
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
  const entries = attributes.map((attribute) => {
    const [name = '', ...value] = attribute.split('=')
    return [name.toLowerCase(), value.join('=')]
  })
  return { value: pair.slice('__Host-sid='.length), ...Object.fromEntries(entries) }
}

/** The preview grant the editor's session holds after a response, if it set a session at all. */
async function grantOf(response: Response) {
  const cookie = sessionCookie(response)
  return cookie?.value ? (await sessionState(`__Host-sid=${cookie.value}`)).preview : undefined
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
    const env = createTestShop({ PREVIEW_SECRET: vector.secret }).env
    const response = await startSession(env, vector.token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      editor: 'Zoë Brontë',
      expiresAt: new Date(exp * 1000).toISOString(),
    })
  })

  it('refuses a correctly signed token that expires more than 24 hours ahead, and takes one just inside', async () => {
    const env = createTestShop().env
    const tooLong = await editorToken(SECRET, { expiresIn: 25 * HOUR })
    expect((await startSession(env, tooLong)).status).toBe(401)
    // Even a session that somehow holds it does not preview with it.
    const page = await request('/en-us?preview=true', {
      env,
      headers: { cookie: await previewSession(tooLong) },
    })
    expect(page.status).toBe(200)
    expect(await page.text()).not.toContain(DRAFT)

    const justInside = await editorToken(SECRET, { expiresIn: 24 * HOUR - 60 })
    expect((await startSession(env, justInside)).status).toBe(200)
  })

  it('refuses signed payloads that break the format with 401, never a 500', async () => {
    const env = createTestShop().env
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
      expect(sessionCookie(response)).toBeNull()
    }
    // Bytes that are not UTF-8, correctly signed.
    const latin1 = btoa(`{"sub":"Zo\xeb","exp":${exp}}`)
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    const mac = await hmacSha256(SECRET, latin1)
    const signature = btoa(String.fromCharCode(...mac))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '')
    expect((await startSession(env, `${latin1}.${signature}`)).status).toBe(401)
  })

  it('ignores payload fields it does not know', async () => {
    const env = createTestShop().env
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
  it('keeps a valid token in the editor’s session until it expires, and never sends it back', async () => {
    const env = createTestShop().env
    const now = Date.now()
    const token = await editorToken(SECRET, { editor: 'editor@example.com', expiresIn: 2 * HOUR, now })
    const exp = Math.floor(now / 1000) + 2 * HOUR
    const response = await startSession(env, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({
      editor: 'editor@example.com',
      expiresAt: new Date(exp * 1000).toISOString(),
    })
    expect(body).not.toContain(token)
    expect(response.headers.getSetCookie().join('\n')).not.toContain(token.split('.')[1])
    expect(await grantOf(response)).toEqual({ token, exp })
  })

  it('carries the grant in the session cookie: __Host-, Secure, HttpOnly and SameSite=Lax, on http, https and in production', async () => {
    const token = await editorToken(SECRET)
    const production = createTestShop({ ENVIRONMENT: 'production', MOCK_API: undefined }).env
    for (const [env, origin] of [
      [createTestShop().env, 'https://localhost'],
      [production, 'http://localhost'],
      [createTestShop().env, 'http://localhost'],
    ] as const) {
      const response = await startSession(env, token, origin)
      expect(response.status).toBe(200)
      expect(sessionCookie(response)).toMatchObject({ secure: '', httponly: '', samesite: 'Lax', path: '/' })
    }
  })

  it('answers 401 and keeps nothing for an expired, forged or malformed token', async () => {
    const env = createTestShop().env
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
    const cookie = await seedSession({ compare: ['KS100013'] })
    for (const [name, token] of Object.entries(tokens)) {
      const response = await startSession(env, token, 'http://localhost', cookie)
      expect(response.status, name).toBe(401)
      expect(await errorIdOf(response), name).toBe('AUT401')
      expect(sessionCookie(response), name).toBeNull()
    }
    expect(await sessionState(cookie)).toEqual({ compare: ['KS100013'] })
  })

  it('answers 400 when the token is missing, empty or too long, and 415 for a body of another type', async () => {
    const env = createTestShop().env
    for (const token of [null, '', 'x'.repeat(1025)]) {
      const response = await startSession(env, token)
      expect(response.status, String(token).slice(0, 10)).toBe(400)
      expect(await errorIdOf(response)).toBe('API400')
      expect(sessionCookie(response)).toBeNull()
    }
    const text = await request('/api/preview/session', {
      env,
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
      body: `token=${await editorToken(SECRET)}`,
    })
    expect(text.status).toBe(415)
    expect(sessionCookie(text)).toBeNull()
  })

  it('works as a plain form without JavaScript: back to the preview tool, in preview', async () => {
    const env = createTestShop().env
    const response = await request('/api/preview/session?locale=en-us', {
      env,
      ...formPost(
        new URLSearchParams({ token: await editorToken(SECRET) }).toString(),
        '',
        'http://localhost/en-us/preview-tool',
      ),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-us/preview-tool')
    const cookie = `__Host-sid=${sessionCookie(response)?.value}`
    const tool = await request('/en-us/preview-tool', { env, redirect: 'manual', headers: { cookie } })
    expect(tool.status).toBe(302)
    expect(tool.headers.get('location')).toBe('/en-us/preview-tool?preview=true')
  })
})

describe('DELETE /api/preview/session', () => {
  it('ends preview, and the next ?preview=true page is the published one', async () => {
    const env = createTestShop().env
    const started = await startSession(env, await editorToken(SECRET))
    const cookie = `__Host-sid=${sessionCookie(started)?.value}`

    const draft = await request('/en-us?preview=true', { env, headers: { cookie } })
    expect(await draft.text()).toContain(DRAFT)

    const ended = await request('/api/preview/session', {
      env,
      method: 'DELETE',
      headers: { origin: 'http://localhost', cookie },
    })
    expect(ended.status).toBe(204)
    expect((await sessionState(cookie)).preview).toBeUndefined()

    const after = await request('/en-us?preview=true', { env, headers: { cookie } })
    expect(after.status).toBe(200)
    expect(after.headers.get('cache-status')).not.toContain('bypass')
    expect(await after.text()).not.toContain(DRAFT)
  })
})
