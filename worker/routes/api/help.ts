/**
 * `/api/help`: the contact form's message and the warranty case (decision 038), for a script. Their pages answer
 * their own plain forms (worker/routes/forms/help.ts, decision 068).
 */
import { Hono } from 'hono'
import { contactUsPath, warrantyPath } from '../../../shared/routes'
import { openWarrantyCase, sendContactMessage } from '../../services/support-cases'
import type { AppEnv } from '../../types'
import { ContactSchema, WarrantySchema } from '../inputs'
import { readCall } from './responder'

export const helpApi = new Hono<AppEnv>()

helpApi.post('/contact-us', async (c) => {
  const path = contactUsPath(c.var.locale.code)
  const { caseNumber } = await sendContactMessage(c, await readCall(c, ContactSchema))
  const next = `${path}?${new URLSearchParams({ case: caseNumber })}`
  return c.json({ caseNumber, next }, 201)
})

helpApi.post('/warranty', async (c) => {
  const path = warrantyPath(c.var.locale.code)
  const { caseId } = await openWarrantyCase(c, await readCall(c, WarrantySchema))
  const next = `${path}?${new URLSearchParams({ case: caseId })}`
  return c.json({ caseId, next }, 201)
})
