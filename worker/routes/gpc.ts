/**
 * `/.well-known/gpc.json`: the shop says it honours Global Privacy Control (the GPC specification's "well-known"
 * resource), so tools and regulators can check it. What honouring means here: `Sec-GPC: 1` withdraws targeting
 * consent on every site (shared/consent.ts, decision 060).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../types'

export const gpcRoutes = new Hono<AppEnv>()

/** When the shop's handling of the signal last changed (the resource's `lastUpdate`, a date). */
export const GPC_LAST_UPDATE = '2026-11-24'

gpcRoutes.get('/.well-known/gpc.json', (c) => {
  // The same for everyone and rarely changed: any cache may keep it for a day.
  c.header('cache-control', 'public, max-age=86400')
  c.header('access-control-allow-origin', '*')
  return c.json({ gpc: true, lastUpdate: GPC_LAST_UPDATE })
})
