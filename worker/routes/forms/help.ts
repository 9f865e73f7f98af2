/**
 * The contact and warranty pages' own forms (decision 038). One that succeeds goes to its page with the case number
 * (`?case=`), which the page shows instead of the form; one that is refused is its page again with each field's
 * message and what was typed: a message, a name or an email never travels in a URL.
 */
import type { ContactValues } from '../../../client/pages/contact-page'
import type { WarrantyValues } from '../../../client/pages/warranty-page'
import {
  CONTACT_EMAIL_MAX,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  ORDER_NUMBER_TYPED_MAX,
} from '../../../shared/help/contact'
import {
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_FIELDS,
  WARRANTY_PRODUCT_MAX,
} from '../../../shared/help/warranty'
import { contactUsPath, signInPath, warrantyPath } from '../../../shared/routes'
import { openWarrantyCase, sendContactMessage } from '../../services/support-cases'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
import { ContactSchema, WarrantySchema } from '../inputs'
import { renderContactUs, renderWarranty } from '../pages/help'
import { answerForm, fieldErrors, pageStatus, typedText } from './page-form'

/** A refused case form's page: what was typed, each field's message, else the refusal's own message. */
const refusedCase = <Values, Errors extends object>(values: Values, errors: Errors, refusal: Refusal) => ({
  values,
  errors,
  notice: Object.keys(errors).length > 0 ? null : refusal.message,
  sent: null,
})

export const contactUsAction = (c: AppContext) => {
  const path = contactUsPath(c.var.locale.code)
  return answerForm(c, {
    schema: ContactSchema,
    act: async (data) => {
      const { caseNumber } = await sendContactMessage(c, data)
      return c.redirect(`${path}?${new URLSearchParams({ case: caseNumber })}`, 303)
    },
    refused: (refusal, typed) => {
      const errors = fieldErrors(refusal, CONTACT_FIELDS)
      // Each typed field is given back cut to a little more than it holds, so its message still applies.
      const values: ContactValues = {
        name: typedText(typed, 'name', CONTACT_NAME_MAX + 1),
        email: typedText(typed, 'email', CONTACT_EMAIL_MAX + 1),
        category: typedText(typed, 'category', 101),
        subject: typedText(typed, 'subject', 101),
        orderNumber: typedText(typed, 'orderNumber', ORDER_NUMBER_TYPED_MAX + 1),
        message: typedText(typed, 'message', CONTACT_MESSAGE_MAX * 2 + 1),
      }
      return renderContactUs(c, refusedCase(values, errors, refusal), pageStatus(refusal))
    },
  })
}

export const warrantyAction = (c: AppContext) => {
  const path = warrantyPath(c.var.locale.code)
  return answerForm(c, {
    schema: WarrantySchema,
    act: async (data) => {
      const { caseId } = await openWarrantyCase(c, data)
      return c.redirect(`${path}?${new URLSearchParams({ case: caseId })}`, 303)
    },
    refused: async (refusal, typed) => {
      // No longer signed in (a guest, or a session signed out meanwhile): sign in first, then back to the form.
      if (refusal.detail.action === 'reauthenticate')
        return c.redirect(`${signInPath(c.var.locale.code)}?${new URLSearchParams({ returnTo: path })}`, 303)
      const errors = fieldErrors(refusal, WARRANTY_FIELDS)
      const values: WarrantyValues = {
        product: typedText(typed, 'product', WARRANTY_PRODUCT_MAX + 1),
        purchaseDate: typedText(typed, 'purchaseDate', 21),
        orderNumber: typedText(typed, 'orderNumber', ORDER_NUMBER_TYPED_MAX + 1),
        description: typedText(typed, 'description', WARRANTY_DESCRIPTION_MAX * 2 + 1),
      }
      return renderWarranty(c, refusedCase(values, errors, refusal), pageStatus(refusal))
    },
  })
}
