/**
 * The in-store sign-in page's own forms (decision 044): an associate who signs in goes to the home page in
 * in-store mode; a refused sign-in is the page again with the refusal, the store and the employee id as typed
 * (never the PIN), never a redirect carrying what was typed. In-store mode is ended here too (`intent=signOut`,
 * from this page or the banner on every page, decision 074), back to this page saying so.
 */
import * as z from 'zod'
import { associateLoginPath, homePath } from '../../../shared/routes'
import { signInAssociate, signOutAssociate } from '../../services/associates'
import type { AppContext } from '../../types'
import { validInput } from '../api/responder'
import { AssociateSignInSchema } from '../inputs'
import { renderAssociateLogin } from '../pages/associate-login'
import { answerForm, pageStatus, typedText } from './page-form'

export const associateLoginAction = (c: AppContext) =>
  answerForm(c, {
    schema: z.looseObject({ intent: z.literal('signOut').optional() }),
    act: async (data) => {
      if (data.intent === 'signOut') {
        await signOutAssociate(c)
        return c.redirect(`${associateLoginPath(c.var.locale.code)}?associate=ended`, 303)
      }
      await signInAssociate(c, validInput(AssociateSignInSchema, data))
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
