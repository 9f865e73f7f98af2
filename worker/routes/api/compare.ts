/**
 * `/api/compare`: add a product to the shopper's comparison or remove it. Plain forms go to the comparison (with
 * a notice when it is full); scripts get JSON.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { STYLE_CODE } from '../../../shared/ids'
import { comparePath } from '../../../shared/routes'
import { addToCompare, removeFromCompare } from '../../services/compare'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const compareApi = new Hono<AppEnv>()

const StyleSchema = z.object({ styleCode: z.string().regex(STYLE_CODE) })

const readStyle = (c: AppContext) =>
  readInput(c, StyleSchema, { param: 'compare', to: comparePath(c.var.locale.code) })

compareApi.post('/', async (c) => {
  const input = await readStyle(c)
  return answer(c, input, { compare: await addToCompare(c, input.data.styleCode) })
})

compareApi.post('/remove', async (c) => {
  const input = await readStyle(c)
  return answer(c, input, { compare: await removeFromCompare(c, input.data.styleCode) })
})
