/**
 * What the worker reads of its bindings, and how it is built to run (decision 125): a set of bindings is checked
 * once per isolate for each part that reads it (a queue's consumer reads them for every batch), esbuild's name
 * wrappers are left out in every environment, and the timers are the web's.
 */
import { describe, expect, it } from 'vitest'
import { ConfigurationError, getEventLogConfig, getSegmentPixelConfig } from '../../worker/config'
import wranglerToml from '../../wrangler.toml?raw'

describe('bindings read by the queue consumers', () => {
  it('are checked once for each set of bindings, each consumer its own part', () => {
    const env = {
      ENVIRONMENT: 'development',
      ODP_PIXEL_URL: 'https://pixel.example/experimentation',
      EXPERIMENT_EVENTS_URL: 'https://events.example/v1/events',
    }
    const pixel = getSegmentPixelConfig(env)
    expect(pixel).toEqual({
      ENVIRONMENT: 'development',
      ODP_PIXEL_URL: 'https://pixel.example/experimentation',
    })
    expect(getSegmentPixelConfig(env)).toBe(pixel)
    expect(getEventLogConfig(env)).toEqual({
      ENVIRONMENT: 'development',
      EXPERIMENT_EVENTS_URL: 'https://events.example/v1/events',
    })
    // Other bindings are read for themselves.
    const other = { ...env, ODP_PIXEL_URL: 'https://other.example/pixel' }
    expect(getSegmentPixelConfig(other).ODP_PIXEL_URL).toBe('https://other.example/pixel')
  })

  it('that are wrong are refused each time they are read, never kept', () => {
    const env = { ENVIRONMENT: 'staging', ODP_PIXEL_URL: 'not a url' }
    expect(() => getSegmentPixelConfig(env)).toThrow(ConfigurationError)
    expect(() => getSegmentPixelConfig(env)).toThrow(/ENVIRONMENT.*ODP_PIXEL_URL/)
  })
})

describe('the worker as wrangler.toml builds it', () => {
  const at = wranglerToml.indexOf('[env.production]')
  it.each([
    ['development', wranglerToml.slice(0, at)],
    ['production', wranglerToml.slice(at)],
  ])('has no name wrappers around its functions (%s)', (_, section) => {
    expect(section).toMatch(/^keep_names = false$/m)
  })

  it('runs with the web’s timers beside Node’s APIs, in every environment as in the tests', () => {
    expect(wranglerToml).toMatch(/^compatibility_flags = \["nodejs_compat", "no_nodejs_global_timers"\]$/m)
    // Production sets no flags of its own, so it has the same.
    expect(wranglerToml.slice(at)).not.toMatch(/compatibility_flags/)
    const timer = setTimeout(() => {}, 1000)
    expect(typeof timer).toBe('number')
    clearTimeout(timer)
  })
})
