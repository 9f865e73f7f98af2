/**
 * The payment methods section's own forms (decision 043): a reward card or code saved, a card made the main one
 * (`intent`), each back to the section with the outcome; and removing an instrument, at its confirmation's
 * address. A refusal is the page again with the reason at its form, the reward card's number and the code as typed
 * (never the PIN).
 */
import * as z from 'zod'
import { accountSectionPath } from '../../../shared/routes'
import { makeMainCard, removeInstrument } from '../../services/wallet'
import type { AppContext } from '../../types'
import { saveRewardCardForm, saveRewardCodeForm } from '../form-outcomes'
import { InstrumentIdSchema, RewardCardEntrySchema, RewardCodeSchema } from '../inputs'
import { renderPaymentMethods, renderRemoveInstrument, walletRefusalKey } from '../pages/account-wallet'
import { toSignIn } from '../sign-in-first'
import { answerForm, pageStatus, typedText } from './page-form'

const sectionPath = (c: AppContext) => accountSectionPath(c.var.locale.code, 'payment-methods')
const backWith = (c: AppContext, outcome: string) => c.redirect(`${sectionPath(c)}?account=${outcome}`, 303)

/** A guest, or a session signed out meanwhile: a refused form sends them to sign in first, and back. */
const signedOut = async (c: AppContext) => !(await c.var.session.read()).customer

const WalletFormSchema = z.discriminatedUnion('intent', [
  RewardCardEntrySchema.extend({ intent: z.literal('rewardCard') }),
  RewardCodeSchema.extend({ intent: z.literal('rewardCode') }),
  InstrumentIdSchema.extend({ intent: z.literal('main') }),
])

export const walletAction = (c: AppContext) =>
  answerForm(c, {
    schema: WalletFormSchema,
    act: async (data) => {
      if (data.intent === 'rewardCard') await saveRewardCardForm(c, data)
      else if (data.intent === 'rewardCode') await saveRewardCodeForm(c, data.code)
      else await makeMainCard(c, data.id)
      const outcomes = { rewardCard: 'rewardCardSaved', rewardCode: 'rewardCodeSaved', main: 'mainChanged' }
      return backWith(c, outcomes[data.intent])
    },
    refused: async (refusal, typed) => {
      if (await signedOut(c)) return toSignIn(c, sectionPath(c))
      const intent = typed.get('intent')
      const form = intent === 'rewardCard' || intent === 'rewardCode' ? intent : null
      return renderPaymentMethods(
        c,
        {
          notice: null,
          refusal: {
            form: form ?? 'top',
            text: c.var.t.t(walletRefusalKey(form, refusal.errorId), { max: '' }),
          },
          typed: { number: typedText(typed, 'number', 23), code: typedText(typed, 'code', 64) },
        },
        pageStatus(refusal),
      )
    },
  })

/** Removes an instrument from its confirmation (`remove/{id}`), back to the section; refused, the confirmation. */
export const removeInstrumentAction = (c: AppContext, id: string) =>
  answerForm(c, {
    schema: InstrumentIdSchema,
    act: async (data) => {
      await removeInstrument(c, data.id)
      return backWith(c, 'removed')
    },
    refused: async (refusal) => {
      if (await signedOut(c)) return toSignIn(c, sectionPath(c))
      return renderRemoveInstrument(
        c,
        id,
        c.var.t.t(walletRefusalKey(null, refusal.errorId), { max: '' }),
        pageStatus(refusal),
      )
    },
  })
