/**
 * Every test fails on an unexpected console.error. A test that expects one calls `allowConsoleErrors()` and
 * usually asserts on the calls it returns.
 */
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

let spy: MockInstance<typeof console.error> | undefined
let allowed = false

beforeEach(() => {
  allowed = false
  spy = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  const calls = spy?.mock.calls ?? []
  spy?.mockRestore()
  if (!allowed && calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})

/** Marks console.error as expected in this test and returns the calls so far, for assertions. */
export function allowConsoleErrors(): unknown[][] {
  allowed = true
  return spy?.mock.calls ?? []
}
