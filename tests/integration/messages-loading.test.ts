/**
 * A language's module that cannot be loaded (decision 121): the worker's messages are modules of their own, English
 * too. Another language's failure gives its pages in English, from English's module; English's own failure leaves
 * the request no words, answered by the static error page (503), never a stack. The test puts a failing import in
 * place of a module's for its own requests: the loader keeps each import's messages, so the real ones stay loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCALE_HEADER } from '../../shared/api-contract'
import { LANGUAGE_MODULES } from '../fixtures/language-modules'
import { allowConsoleErrors } from '../setup'
import { createTestShop, request } from './harness'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Makes the module of `language` throw when imported, as a module that fails to evaluate does. */
const failToLoad = (language: keyof typeof LANGUAGE_MODULES) =>
  vi.spyOn(LANGUAGE_MODULES, language).mockRejectedValue(new Error(`Cannot evaluate messages/${language}.js`))

/** The log lines written through console.error, parsed. */
const loggedErrors = (calls: unknown[][]) =>
  calls.flatMap((args) => {
    try {
      return [JSON.parse(String(args[0])) as Record<string, unknown>]
    } catch {
      return []
    }
  })

const STACK = /\bat \S+ \(|\.ts:\d+|\.js:\d+|MessagesUnavailableError/

describe('a language’s messages that cannot be loaded', () => {
  it('answers a page with the static error page, a 503 to retry, when English cannot be loaded', async () => {
    const errors = allowConsoleErrors()
    const english = failToLoad('en')
    const { env } = createTestShop()
    const response = await request('/en-gb', { env })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = await response.text()
    expect(body).toContain('<h1>Something went wrong</h1>')
    expect(body).toContain('Please try again in a moment.')
    expect(body).not.toMatch(STACK)
    expect(english).toHaveBeenCalledOnce()
    expect(loggedErrors(errors)).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: expect.stringContaining('Messages not loaded'),
        language: 'en',
        error: expect.stringContaining('messages/en.js'),
      }),
    )
  })

  it('answers the same for a language that failed too, and the API with its generic failure', async () => {
    const errors = allowConsoleErrors()
    failToLoad('en')
    failToLoad('nl')
    const { env } = createTestShop()
    const page = await request('/nl-nl', { env })
    expect(page.status).toBe(503)
    expect(await page.text()).toContain('<h1>Something went wrong</h1>')
    expect(loggedErrors(errors).map((line) => line.language)).toEqual(expect.arrayContaining(['nl', 'en']))
    const api = await request('/api/cart', { env, headers: { [LOCALE_HEADER]: 'en-us' } })
    expect(api.status).toBe(500)
    const body = await api.text()
    expect(body).not.toMatch(STACK)
    expect(JSON.parse(body)).toMatchObject({ errorDetails: [{ errorId: 'GEN500' }] })
  })

  it('shows a language that cannot be loaded in English, from English’s module, with the locale’s own links', async () => {
    const errors = allowConsoleErrors()
    const german = failToLoad('de')
    const { env } = createTestShop()
    const response = await request('/de-de', { env })
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(body).toContain('Skip to main content')
    expect(body).not.toContain('Zum Hauptinhalt springen')
    expect(body).toContain('href="/de-de/')
    expect(german).toHaveBeenCalledOnce()
    expect(loggedErrors(errors)).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('shown in English'), language: 'de' }),
    )
  })

  it('loads every language again once its module can be', async () => {
    const { env } = createTestShop()
    const german = await (await request('/de-de', { env })).text()
    expect(german).toContain('Zum Hauptinhalt springen')
    const english = await request('/en-gb', { env })
    expect(english.status).toBe(200)
    expect(await english.text()).toContain('Skip to main content')
  })
})
