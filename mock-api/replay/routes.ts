/**
 * The replay switchboard, `/__replay` (decision 130): GET tells whether replay is on and its counts, PUT turns it on,
 * DELETE turns it off; each change forgets what was kept. The storefront reaches it in development through
 * `/__dev/upstream-replay`.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { replayState, setReplay } from './index'

export const replayRoutes = new Hono<{ Bindings: MockEnv }>()

replayRoutes.get('/', (c) => c.json(replayState()))
replayRoutes.put('/', (c) => c.json(setReplay(true)))
replayRoutes.delete('/', (c) => c.json(setReplay(false)))
