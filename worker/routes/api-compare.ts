/**
 * `/api/compare`: add a product to the shopper's comparison or remove it. The list (at most four) lives in the
 * session. Plain forms are answered with a redirect (back to the product, or to the comparison); scripts get
 * JSON.
 */
import { Hono } from 'hono'
import { MAX_COMPARE } from '../../client/pages/compare-page'
import { comparePath } from '../../shared/routes'
import type { AppContext, AppEnv } from '../types'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const compareApi = new Hono<AppEnv>()

const STYLE_CODE = /^[A-Z]{2}[A-Z0-9]{6,9}$/

async function readStyleCode(c: AppContext): Promise<{ styleCode: string | null; isForm: boolean }> {
  const { input, isForm } = await readInput(c)
  const styleCode =
    typeof input.styleCode === 'string' && STYLE_CODE.test(input.styleCode) ? input.styleCode : null
  return { styleCode, isForm }
}

compareApi.post('/', async (c) => {
  const { styleCode, isForm } = await readStyleCode(c)
  c.header('cache-control', 'private, no-store')
  const current = c.var.session.compare ?? []
  if (!styleCode || !(await c.var.services.catalogue.getProduct(styleCode))) {
    return isForm
      ? c.redirect(comparePath(c.var.locale.code), 303)
      : c.json(apiErrorBody(c, 'PLP400', c.var.t.t('error.itemNotAvailable')), 404)
  }
  if (!current.includes(styleCode) && current.length >= MAX_COMPARE) {
    return isForm
      ? c.redirect(`${comparePath(c.var.locale.code)}?full=1`, 303)
      : c.json(apiErrorBody(c, 'CMP409', c.var.t.t('compare.full')), 409)
  }
  const compare = current.includes(styleCode) ? current : [...current, styleCode]
  c.var.setSession({ ...c.var.session, compare })
  return isForm ? c.redirect(comparePath(c.var.locale.code), 303) : c.json({ compare })
})

compareApi.post('/remove', async (c) => {
  const { styleCode, isForm } = await readStyleCode(c)
  c.header('cache-control', 'private, no-store')
  const compare = (c.var.session.compare ?? []).filter((code) => code !== styleCode)
  c.var.setSession({ ...c.var.session, compare })
  return isForm ? c.redirect(comparePath(c.var.locale.code), 303) : c.json({ compare })
})
