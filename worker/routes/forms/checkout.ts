/**
 * The checkout pages' own forms (decision 068): each step's form posts to its step's page. One that is saved goes
 * on to the next step (or stays, told why, when the cart service changed the delivery by itself); one that is
 * refused is the step again, as typed, each message at its field. The review's reward code forms say which they
 * are by `intent`.
 */
import * as z from 'zod'
import { removeRewardCode } from '../../services/order-placement'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
import {
  applyRewardCodeStep,
  type CheckoutStepName,
  saveBillingStep,
  saveShippingStep,
  stepPath,
} from '../checkout-steps'
import { BillingSchema, InstrumentIdSchema, RewardCodeSchema, ShippingSchema } from '../inputs'
import { renderCheckout } from '../pages/checkout'
import { answerForm, pageStatus, type TypedForm, typedText } from './page-form'

/** The fields a refused step gives back as typed, each cut to a little over what it holds. */
function typedStep(typed: TypedForm) {
  const values: Record<string, string> = {}
  for (const name of new Set(typed.keys())) if (name !== 'intent') values[name] = typedText(typed, name, 201)
  return values
}

/** The step's page again with the refusal: its message atop the step, each field's at its field. */
const stepAgain = (c: AppContext, step: CheckoutStepName) => (refusal: Refusal, typed: TypedForm) =>
  renderCheckout(c, step, {
    message: refusal.message,
    typed: { values: typedStep(typed), errors: refusal.detail.fields ?? {} },
    status: pageStatus(refusal),
  })

export const shippingAction = (c: AppContext) =>
  answerForm(c, {
    schema: ShippingSchema,
    act: async (data, typed) => {
      const { change, suggestion } = await saveShippingStep(c, data)
      // The cart service would write the address otherwise: the step again, as typed, to choose between them.
      if (suggestion)
        return renderCheckout(c, 'shipping', {
          message: null,
          typed: { values: typedStep(typed), errors: {} },
          suggestion,
          status: 200,
        })
      if (!change) return c.redirect(stepPath(c, 'billing'), 303)
      const told = new URLSearchParams({
        delivery: change.kind,
        ...(change.storeId ? { from: change.storeId } : {}),
      })
      return c.redirect(`${stepPath(c, 'shipping')}?${told}`, 303)
    },
    refused: stepAgain(c, 'shipping'),
  })

export const billingAction = (c: AppContext) =>
  answerForm(c, {
    schema: BillingSchema,
    act: async (data) => {
      await saveBillingStep(c, data)
      return c.redirect(stepPath(c, 'summary'), 303)
    },
    refused: stepAgain(c, 'billing'),
  })

const ReviewFormSchema = z.discriminatedUnion('intent', [
  RewardCodeSchema.extend({ intent: z.literal('applyRewardCode') }),
  InstrumentIdSchema.extend({ intent: z.literal('removeRewardCode') }),
])

/** The review's forms: a reward code applied or removed, back to the review with the outcome. */
export const reviewAction = (c: AppContext) =>
  answerForm(c, {
    schema: ReviewFormSchema,
    act: async (data) => {
      if (data.intent === 'applyRewardCode') await applyRewardCodeStep(c, data.code)
      else await removeRewardCode(c, data.id)
      const outcome = data.intent === 'applyRewardCode' ? 'rewardApplied' : 'rewardRemoved'
      return c.redirect(`${stepPath(c, 'summary')}?checkout=${outcome}`, 303)
    },
    refused: stepAgain(c, 'summary'),
  })
