import { describe, expect, it } from 'vitest'
import { ContentMenuDocSchema } from '../../worker/upstream/content/schemas'
import { callMockApi as call, createUpstream } from './harness'

describe('mock API', () => {
  it('serves a three-level menu that the content schema accepts', async () => {
    const upstream = createUpstream()
    const response = await call(upstream, '/content/live/caas/v1/canvas/menu/KST-US?locale=en-us')
    expect(response.status).toBe(200)
    const parsed = ContentMenuDocSchema.safeParse(await response.json())
    expect(parsed.error?.issues).toBeUndefined()
  })
})
