/**
 * The tests count with the limits production deploys: the table the test pool and the integration harness use
 * (`tests/fixtures/rate-limits.ts`) is the one `wrangler.toml` declares, in development and in production alike.
 */
import { describe, expect, it } from 'vitest'
import wranglerToml from '../../wrangler.toml?raw'
import { RATE_LIMITS } from '../fixtures/rate-limits'

type Declared = Record<string, { namespace_id: string; simple: { limit: number; period: number } }>

const BINDING =
  /name = "([A-Z_]+)",?\s*namespace_id = "(\d+)",?\s*simple = \{ limit = (\d+), period = (\d+) \}/g

function declaredIn(section: string): Declared {
  return Object.fromEntries(
    [...section.matchAll(BINDING)].map(([, name = '', id = '', limit, period]) => [
      name,
      { namespace_id: id, simple: { limit: Number(limit), period: Number(period) } },
    ]),
  )
}

describe('rate limits', () => {
  const at = wranglerToml.indexOf('[env.production]')
  const development = declaredIn(wranglerToml.slice(0, at))
  const production = declaredIn(wranglerToml.slice(at))

  it('are the same in the tests as in wrangler.toml, in development and in production', () => {
    expect(Object.keys(development).length).toBeGreaterThan(0)
    expect(development).toEqual(RATE_LIMITS)
    expect(production).toEqual(RATE_LIMITS)
  })

  it('give every binding a namespace of its own', () => {
    const ids = Object.values(RATE_LIMITS).map((binding) => binding.namespace_id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
