/**
 * `/api/personalization/click`: a recommended product's link pings it with its token (HTML `ping`, no script)
 * when the shopper follows it, and the worker records the click with the decision service after answering
 * (decision 062). The navigation never waits: the browser sends a ping on its own and reads nothing back. A token
 * that does not validate is refused; without a visitor id (no targeting consent) nothing is sent.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { REC_TOKEN } from '../../../shared/personalization/personalization'
import { personalizationVisitor } from '../../personalization/context'
import { reportRecClick } from '../../personalization/service'
import { ApiError } from '../../services/api-error'
import type { AppEnv } from '../../types'

export const personalizationApi = new Hono<AppEnv>()

const ClickQuery = z.object({ t: z.string().regex(REC_TOKEN) })

personalizationApi.post(
  '/click',
  zValidator('query', ClickQuery, (result) => {
    if (!result.success) throw new ApiError('API400', { text: 'A click needs its recommendation token' })
  }),
  (c) => {
    reportRecClick(c, personalizationVisitor(c).id, c.req.valid('query').t)
    return c.body(null, 204)
  },
)
