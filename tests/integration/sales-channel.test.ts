/** The sales channel every upstream call names (spec 1 §6, §9): the shop's, or the mobile app's in its webview. */
import { beforeEach, describe, expect, it } from 'vitest'
import { CHANNEL_HEADER, SALES_CHANNELS } from '../../shared/channel'
import type { Upstream } from './harness'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

/** The channels named by the upstream calls made since the `from`th. */
const channelsSince = (upstream: Upstream, from: number) => [
  ...new Set(upstream.calls.slice(from).map((call) => call.headers.get(CHANNEL_HEADER))),
]

/** Opens the home page (its content read afresh), with a cookie header; the answer and the channels named. */
async function openHome(
  upstream: Upstream,
  env: Parameters<typeof request>[1]['env'],
  path: string,
  cookie = '',
) {
  await clearUpstreamCache()
  const from = upstream.calls.length
  const page = await request(path, { env, headers: cookie ? { cookie } : {} })
  expect(page.status).toBe(200)
  expect(upstream.calls.length).toBeGreaterThan(from)
  return { page, channels: channelsSince(upstream, from) }
}

const webviewCookieOf = (page: Response) =>
  page.headers.getSetCookie().find((cookie) => cookie.startsWith('sf_webview=')) ?? null

describe('the sales channel', () => {
  it('is the shop’s own, ECOMM, on every upstream call of a shopper’s page', async () => {
    const { upstream, env } = createTestShop()
    const { page, channels } = await openHome(upstream, env, '/en-us')
    expect(channels).toEqual([SALES_CHANNELS.shop])
    expect(SALES_CHANNELS.shop).toBe('ECOMM')
    expect(webviewCookieOf(page)).toBeNull()
  })

  it('is the app’s for the rest of the session once the app opens the shop in its webview, until it says no more', async () => {
    const { upstream, env } = createTestShop()
    const opened = await openHome(upstream, env, '/en-us?webview=true')
    expect(opened.channels).toEqual([SALES_CHANNELS.app])
    const flag = webviewCookieOf(opened.page) ?? ''
    expect(flag).toMatch(/^sf_webview=1;/)
    expect(flag).toMatch(/HttpOnly/)
    // A session cookie: it ends with the app's browsing session.
    expect(flag).not.toMatch(/Max-Age|Expires/i)

    const next = await openHome(upstream, env, '/en-us/c/men-1000', 'sf_webview=1')
    expect(next.channels).toEqual([SALES_CHANNELS.app])

    const left = await openHome(upstream, env, '/en-us?webview=false', 'sf_webview=1')
    expect(left.channels).toEqual([SALES_CHANNELS.shop])
    expect(webviewCookieOf(left.page)).toMatch(/^sf_webview=;.*Max-Age=0/)
  })

  it('stays the shop’s for any other flag: a cookie or a query of another value', async () => {
    const { upstream, env } = createTestShop()
    expect((await openHome(upstream, env, '/en-us?webview=yes')).channels).toEqual([SALES_CHANNELS.shop])
    expect((await openHome(upstream, env, '/en-us', 'sf_webview=true')).channels).toEqual([
      SALES_CHANNELS.shop,
    ])
  })
})
