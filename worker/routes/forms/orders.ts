/**
 * The order pages' own forms (decision 040). The order status page's: a guest's lookup by order number and email,
 * whose answer is the page itself, with the order or the refusal and what was typed, never a redirect (the email
 * stays out of URLs). An account order's: cancelling it and sending its e-gift cards again, back to the order
 * with the outcome, and its return label, the PDF; a refusal of any is the order's page again, saying why.
 */
import * as z from 'zod'
import { ORDER_LOOKUP_EMAIL_MAX, type OrderLookupField } from '../../../shared/bag/order-history'
import { accountOrderPath } from '../../../shared/routes'
import { cancelOrder, orderReturnLabel, resendGiftCards, trackOrder } from '../../services/order-history'
import type { AppContext } from '../../types'
import { OrderLookupSchema } from '../inputs'
import { renderOrder } from '../pages/account-orders'
import { renderOrderStatus } from '../pages/order-status'
import { pdf } from '../pdf'
import { toSignIn } from '../sign-in-first'
import { answerForm, fieldErrors, pageStatus, type TypedForm, typedText } from './page-form'

const typedLookup = (typed: TypedForm) => ({
  orderNumber: typedText(typed, 'orderNumber', 30),
  email: typedText(typed, 'email', ORDER_LOOKUP_EMAIL_MAX + 1),
})

export const trackOrderAction = (c: AppContext) =>
  answerForm(c, {
    schema: OrderLookupSchema,
    act: async (data, typed) =>
      renderOrderStatus(c, {
        values: typedLookup(typed),
        errors: {},
        notice: null,
        order: await trackOrder(c, data),
      }),
    refused: (refusal, typed) => {
      const errors = fieldErrors<OrderLookupField>(refusal, ['orderNumber', 'email'])
      return renderOrderStatus(
        c,
        {
          values: typedLookup(typed),
          errors,
          notice: Object.keys(errors).length > 0 ? null : refusal.message,
          order: null,
        },
        pageStatus(refusal),
      )
    },
  })

const OrderFormSchema = z.object({ intent: z.enum(['cancel', 'resendGiftCards', 'returnLabel']) })

/**
 * Cancels an account order, sends its e-gift cards again, or downloads its return label (`intent`), at the order's
 * own page.
 */
export const accountOrderAction = (c: AppContext, orderNumber: string) =>
  answerForm(c, {
    schema: OrderFormSchema,
    act: async ({ intent }) => {
      if (intent === 'returnLabel') return pdf(await orderReturnLabel(c, orderNumber))
      if (intent === 'cancel') await cancelOrder(c, orderNumber)
      else await resendGiftCards(c, orderNumber)
      const outcome = intent === 'cancel' ? 'cancelled' : 'giftCardsResent'
      return c.redirect(`${accountOrderPath(c.var.locale.code, orderNumber)}?orders=${outcome}`, 303)
    },
    refused: async (refusal) => {
      // A guest, or a session signed out meanwhile, signs in first and comes back to the order.
      if (!(await c.var.session.read()).customer)
        return toSignIn(c, accountOrderPath(c.var.locale.code, orderNumber))
      return renderOrder(
        c,
        orderNumber,
        { notice: { kind: 'error', text: refusal.message }, confirmCancel: false },
        pageStatus(refusal),
      )
    },
  })
