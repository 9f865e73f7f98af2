/**
 * `/api/compare`: add a product to the shopper's comparison or remove it, for a script. The comparison answers
 * the plain forms itself (worker/routes/forms/compare.ts).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { STYLE_CODE } from '../../../shared/ids'
import { addToCompare, removeFromCompare } from '../../services/compare'
import type { AppEnv } from '../../types'
import { readCall } from './responder'

export const compareApi = new Hono<AppEnv>()

const StyleSchema = z.object({ styleCode: z.string().regex(STYLE_CODE) })

compareApi.post('/', async (c) => {
  const { styleCode } = await readCall(c, StyleSchema)
  return c.json({ compare: await addToCompare(c, styleCode) })
})

compareApi.post('/remove', async (c) => {
  const { styleCode } = await readCall(c, StyleSchema)
  return c.json({ compare: await removeFromCompare(c, styleCode) })
})
