/**
 * The in-store sign-in page's own form (decision 044): an associate who signs in goes to the home page in
 * in-store mode; a refused sign-in is the page again with the refusal, the store and the employee id as typed
 * (never the PIN), never a redirect carrying what was typed.
 */
import { homePath } from '../../../shared/routes'
import { signInAssociate } from '../../services/associates'
import type { AppContext } from '../../types'
import { AssociateSignInSchema } from '../inputs'
import { renderAssociateLogin } from '../pages/associate-login'
import { answerForm, pageStatus, typedText } from './page-form'

export const associateSignInAction = (c: AppContext) =>
  answerForm(c, {
    schema: AssociateSignInSchema,
    act: async (data) => {
      await signInAssociate(c, data)
      return c.redirect(homePath(c.var.locale.code), 303)
    },
    refused: (refusal, typed) => {
      const errors = refusal.detail.fields ?? {}
      const storeId = typedText(typed, 'storeId', 4)
      return renderAssociateLogin(
        c,
        {
          storeId: /^\d{4}$/.test(storeId) ? storeId : null,
          employeeId: typedText(typed, 'employeeId', 6),
          errors,
          notice: Object.keys(errors).length > 0 ? null : { kind: 'error', text: refusal.message },
        },
        pageStatus(refusal),
      )
    },
  })
