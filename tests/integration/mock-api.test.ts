import { describe, expect, it } from 'vitest'
import { ContentMenuDocSchema } from '../../worker/upstream/content/schemas'
import { createUpstream, TEST_SECRETS, type Upstream } from './harness'

const call = (upstream: Upstream, path: string, init: RequestInit = {}) =>
  upstream.fetcher.fetch(`https://mock-api.internal${path}`, {
    ...init,
    headers: {
      'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })

describe('mock API', () => {
  it('serves a three-level menu that the content schema accepts', async () => {
    const upstream = createUpstream()
    const response = await call(upstream, '/content/live/caas/v1/canvas/menu/KST-US?locale=en-us')
    expect(response.status).toBe(200)
    const parsed = ContentMenuDocSchema.safeParse(await response.json())
    expect(parsed.error?.issues).toBeUndefined()
  })
})
