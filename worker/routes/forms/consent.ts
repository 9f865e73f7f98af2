/**
 * The preference centre's own form (decision 060), which the consent banner on every page posts to as well
 * (decision 074): the choice is recorded, and the shopper goes back to the page they chose on (`returnTo`, a path
 * of this site), without the banner; the centre itself comes back saying the choice is saved. A refusal is the
 * centre, at its own address, saying why.
 */
import { safeReturnPath } from '../../../shared/return-path'
import { privacyChoicesPath } from '../../../shared/routes'
import { recordConsent } from '../../services/consent'
import type { AppContext } from '../../types'
import { ConsentChoiceSchema } from '../inputs'
import { privacyChoicesRoute } from '../pages/privacy-choices'
import { answerForm, pageStatus } from './page-form'

export const consentAction = (c: AppContext) =>
  answerForm(c, {
    schema: ConsentChoiceSchema,
    act: async ({ action, returnTo, ...ticked }) => {
      await recordConsent(c, action, ticked)
      const centre = privacyChoicesPath(c.var.locale.code)
      const back = safeReturnPath(returnTo) ?? `/${c.var.locale.code}`
      return c.redirect(back.split(/[?#]/)[0] === centre ? `${centre}?consent=saved` : back, 303)
    },
    refused: (refusal) => privacyChoicesRoute(c, { refusal: refusal.message }, pageStatus(refusal)),
  })
