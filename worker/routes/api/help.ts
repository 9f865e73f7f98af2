/**
 * `/api/help`: the contact form's message and the warranty case (decision 038), for a script. Their pages answer
 * their own plain forms (worker/routes/forms/help.ts, decision 068).
 */
import { Hono } from 'hono'
import { contactUsPath, warrantyPath } from '../../../shared/routes'
import { openWarrantyCase, sendContactMessage } from '../../services/support-cases'
import type { AppEnv } from '../../types'
import { ContactSchema, WarrantySchema } from '../inputs'
import { answer, readInput } from './responder'

export const helpApi = new Hono<AppEnv>()

helpApi.post('/contact-us', async (c) => {
  const path = contactUsPath(c.var.locale.code)
  const input = await readInput(c, ContactSchema, { param: 'contact', to: path })
  const { caseNumber } = await sendContactMessage(c, input.data)
  const next = `${path}?${new URLSearchParams({ case: caseNumber })}`
  return answer(c, input, { caseNumber, next }, { to: next, status: 201 })
})

helpApi.post('/warranty', async (c) => {
  const path = warrantyPath(c.var.locale.code)
  const input = await readInput(c, WarrantySchema, { param: 'warranty', to: path })
  const { caseId } = await openWarrantyCase(c, input.data)
  const next = `${path}?${new URLSearchParams({ case: caseId })}`
  return answer(c, input, { caseId, next }, { to: next, status: 201 })
})
