import { describe, expect, it } from 'vitest'
import { mayReload, RELOAD_GUARD_MS } from '../../client/state/reload-guard'

/** A session storage of its own. */
function storage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('the reload guard (spec 1 §9)', () => {
  it('lets the first reload through and none other for 10000 ms, then the next', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    const session = storage()
    expect(mayReload(session, 1_000_000)).toBe(true)
    expect(mayReload(session, 1_000_001)).toBe(false)
    expect(mayReload(session, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(mayReload(session, 1_000_000 + RELOAD_GUARD_MS)).toBe(true)
    expect(mayReload(session, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(false)
  })

  it('reloads, unguarded, without session storage or with storage that refuses', () => {
    expect(mayReload(null, 5)).toBe(true)
    expect(mayReload(null, 6)).toBe(true)
    const refusing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(mayReload(refusing, 5)).toBe(true)
  })

  it('reads a record from a clock set back, or garbage, as none', () => {
    const session = storage()
    session.setItem('storefront:reloaded-at', 'garbage')
    expect(mayReload(session, 10)).toBe(true)
    session.setItem('storefront:reloaded-at', String(50_000))
    expect(mayReload(session, 40_000)).toBe(true)
  })
})
