import { describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env'
import { allowConsoleErrors } from '../setup'
import { createTestEnv, createTestShop, createUpstream, request, TEST_SECRETS } from './harness'

const SHORT_SECRET = 'short-secret-do-not-leak'

const CASES: { name: string; overrides: Partial<Bindings>; field: string }[] = [
  {
    name: 'a session secret under 32 characters',
    overrides: { SESSION_SECRET: SHORT_SECRET },
    field: 'SESSION_SECRET',
  },
  { name: 'no content service URL', overrides: { CONTENT_API_URL: undefined }, field: 'CONTENT_API_URL' },
  { name: 'the mock API bound in production', overrides: { ENVIRONMENT: 'production' }, field: 'MOCK_API' },
]

const SECRETS = [...Object.values(TEST_SECRETS), SHORT_SECRET]

describe('bad configuration', () => {
  for (const { name, overrides, field } of CASES) {
    for (const path of ['/en-us', '/api/cart']) {
      it(`stops ${path} with a logged configuration error naming ${field} when the worker has ${name}`, async () => {
        const errors = allowConsoleErrors()
        const { upstream, env } = createTestShop(overrides)
        const response = await request(path, { env, headers: { 'x-storefront-locale': 'en-us' } })

        expect(response.status).toBe(500)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        const body = await response.text()
        expect(body).not.toMatch(/\bat \S+ \(|\.ts:\d+|ConfigurationError/)
        expect(body).not.toContain(field)
        for (const secret of SECRETS) expect(body).not.toContain(secret)
        if (path.startsWith('/api/')) {
          expect(JSON.parse(body)).toMatchObject({ errorDetails: [{ errorId: 'GEN500' }] })
        } else {
          expect(body).toContain('<h1>Something went wrong</h1>')
        }
        expect(upstream.calls).toEqual([])

        const logged = errors.map((args) => args.map(String).join(' '))
        const line = logged.find((entry) => entry.includes('"name":"ConfigurationError"'))
        expect(line, logged.join('\n')).toBeDefined()
        expect(JSON.parse(line as string)).toMatchObject({
          level: 'error',
          name: 'ConfigurationError',
          message: expect.stringContaining(field),
        })
        for (const secret of SECRETS) expect(logged.join('\n')).not.toContain(secret)
      })
    }
  }

  it('serves the shop with the same configuration once it is valid', async () => {
    const upstream = createUpstream()
    const response = await request('/api/cart', { env: createTestEnv(upstream) })
    expect(response.status).toBe(200)
  })
})
