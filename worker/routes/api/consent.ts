/**
 * `POST /api/consent`: the shopper's choice from the shop's own banner or preference centre (decision 060), as JSON
 * for a script; recorded by `recordConsent` (worker/services/consent.ts). Without JavaScript the banner and the
 * centre post to the centre's own address (worker/routes/forms/consent.ts, decision 074).
 */
import { Hono } from 'hono'
import { recordConsent } from '../../services/consent'
import type { AppEnv } from '../../types'
import { ConsentChoiceSchema } from '../inputs'
import { readCall } from './responder'

export const consentApi = new Hono<AppEnv>()

consentApi.post('/', async (c) => {
  const { action, ...ticked } = await readCall(c, ConsentChoiceSchema)
  return c.json({ consent: await recordConsent(c, action, ticked) })
})
