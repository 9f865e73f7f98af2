/**
 * `/api/account/payment-methods`: what the signed-in shopper keeps in their account to pay with (decision 043).
 * Saving a card takes only the payment provider's field tokens, from the account page's card island (the fields
 * need JavaScript); everything else also takes a plain form, which goes back to the section with the outcome
 * (`?account=`), never with what was typed (a reward card's number and PIN, a code, are worth money).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MessageKey } from '../../../shared/i18n'
import { accountSectionPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { limitCodeTries } from '../../services/code-tries'
import {
  makeMainCard,
  removeInstrument,
  saveCard,
  saveRewardCard,
  saveRewardCode,
} from '../../services/wallet'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const walletApi = new Hono<AppEnv>()

const section = (c: AppContext) => accountSectionPath(c.var.locale.code, 'payment-methods')
const formTo = (c: AppContext, form?: 'card' | 'rewardCard' | 'rewardCode') => ({
  param: 'account',
  to: section(c),
  // A refusal names the form it is for, so the section shows it there.
  ...(form ? { keep: () => ({ form }) } : {}),
})

const token = z.string().min(1).max(1000)
const InstrumentId = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) })

walletApi.post('/cards', async (c) => {
  const input = await readInput(
    c,
    z.object({
      paymentMethod: z.object({
        type: z.literal('scheme'),
        encryptedCardNumber: token,
        encryptedExpiryMonth: token,
        encryptedExpiryYear: token,
        encryptedSecurityCode: token,
        holderName: z.string().max(100).optional(),
      }),
    }),
    formTo(c, 'card'),
  )
  const { type: _type, ...card } = input.data.paymentMethod
  const id = await saveCard(c, card)
  return answer(c, input, { saved: id }, { notice: 'cardSaved', status: 201 })
})

/** Each field's message for a reward card or code refused before anything is asked upstream. */
function refuseFields(
  errorId: 'REWARD_CARD_INVALID' | 'REWARD_CODE_INVALID',
  fields: Record<string, MessageKey>,
): never {
  // The refusal says its first field's message.
  throw new ApiError(errorId, { message: Object.values(fields)[0] ?? 'checkout.fixFields', fields })
}

walletApi.post('/reward-cards', async (c) => {
  const input = await readInput(
    c,
    z.object({ number: z.string().max(60), pin: z.string().max(20) }),
    formTo(c, 'rewardCard'),
  )
  const number = input.data.number.replace(/[\s-]/g, '')
  const pin = input.data.pin.trim()
  const fields: Record<string, MessageKey> = {}
  if (!/^\d{12,19}$/.test(number)) fields.number = 'wallet.error.numberRequired'
  if (!/^\d{4,8}$/.test(pin)) fields.pin = 'wallet.error.pinRequired'
  if (Object.keys(fields).length > 0) refuseFields('REWARD_CARD_INVALID', fields)
  // A number and PIN are what a card-cracking bot guesses: counted like gift cards (decision 032).
  await limitCodeTries(c, 'giftCard')
  const id = await saveRewardCard(c, { number, pin })
  return answer(c, input, { saved: id }, { notice: 'rewardCardSaved', status: 201 })
})

walletApi.post('/reward-codes', async (c) => {
  const input = await readInput(c, z.object({ code: z.string().max(64) }), formTo(c, 'rewardCode'))
  const code = input.data.code.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z0-9-]{1,64}$/.test(code))
    refuseFields('REWARD_CODE_INVALID', { code: 'wallet.error.codeRequired' })
  await limitCodeTries(c, 'rewardCode')
  const id = await saveRewardCode(c, code)
  return answer(c, input, { saved: id }, { notice: 'rewardCodeSaved', status: 201 })
})

walletApi.post('/main', async (c) => {
  const input = await readInput(c, InstrumentId, formTo(c))
  await makeMainCard(c, input.data.id)
  return answer(c, input, { main: input.data.id }, { notice: 'mainChanged' })
})

/** Removing asks first: the section's "Remove" opens a confirmation page whose form posts here. */
walletApi.post('/remove', async (c) => {
  const input = await readInput(c, InstrumentId, formTo(c))
  await removeInstrument(c, input.data.id)
  return answer(c, input, { removed: input.data.id }, { notice: 'removed' })
})
