/**
 * The order status page's own form (decision 040): a guest's lookup by order number and email. Its answer is the
 * page itself, with the order or the refusal and what was typed, never a redirect: the email stays out of URLs.
 */
import { ORDER_LOOKUP_EMAIL_MAX, type OrderLookupField } from '../../../shared/order-history'
import { trackOrder } from '../../services/order-history'
import type { AppContext } from '../../types'
import { OrderLookupSchema } from '../inputs'
import { renderOrderStatus } from '../pages/order-status'
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
