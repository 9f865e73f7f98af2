/**
 * `/api/account/payment-methods`: what the signed-in shopper keeps in their account to pay with (decision 043).
 * Saving a card takes only the payment provider's field tokens, from the account page's card island (the fields
 * need JavaScript). Everything is JSON for a script; the section answers its own plain forms
 * (worker/routes/forms/wallet.ts).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { makeMainCard, removeInstrument, saveCard } from '../../services/wallet'
import type { AppEnv } from '../../types'
import { saveRewardCardForm, saveRewardCodeForm } from '../form-outcomes'
import { EncryptedCardSchema, InstrumentIdSchema, RewardCardEntrySchema, RewardCodeSchema } from '../inputs'
import { readCall } from './responder'

export const walletApi = new Hono<AppEnv>()

walletApi.post('/cards', async (c) => {
  const { paymentMethod } = await readCall(c, z.object({ paymentMethod: EncryptedCardSchema }))
  const { type: _type, ...card } = paymentMethod
  return c.json({ saved: await saveCard(c, card) }, 201)
})

walletApi.post('/reward-cards', async (c) => {
  const id = await saveRewardCardForm(c, await readCall(c, RewardCardEntrySchema))
  return c.json({ saved: id }, 201)
})

walletApi.post('/reward-codes', async (c) => {
  const { code } = await readCall(c, RewardCodeSchema)
  return c.json({ saved: await saveRewardCodeForm(c, code) }, 201)
})

walletApi.post('/main', async (c) => {
  const { id } = await readCall(c, InstrumentIdSchema)
  await makeMainCard(c, id)
  return c.json({ main: id })
})

walletApi.post('/remove', async (c) => {
  const { id } = await readCall(c, InstrumentIdSchema)
  await removeInstrument(c, id)
  return c.json({ removed: id })
})
