/**
 * The enrolment flow's own forms (decision 046): a step that succeeds goes on to the next step's page (303, the step
 * in the URL); one that is refused, and the lookup (whose answer carries the email), are the flow's page again at
 * its own path, so the email stays out of URLs.
 */
import type { JoinValues } from '../../../client/pages/join/props'
import { type EnrolmentStep, stepOf } from '../../../shared/account/enrolment'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/account/sign-in'
import type { AppContext } from '../../types'
import { takeJoinStep } from '../form-outcomes'
import { JoinSchema, returnPathOf } from '../inputs'
import { renderJoin } from '../pages/account-join'
import { EMAIL_IN_USE, typedSignUp } from './account'
import { answerForm, pageStatus, type TypedForm, typedText } from './page-form'

/** What a refused complete-profile step gives back as typed: the fields the step has. */
function typedJoin(typed: TypedForm, step: EnrolmentStep): Partial<JoinValues> {
  const kept = (name: keyof JoinValues) => (typed.has(name) ? { [name]: typedText(typed, name, 120) } : {})
  return {
    ...kept('firstName'),
    ...kept('lastName'),
    ...kept('phone'),
    ...kept('postalCode'),
    ...kept('birthDate'),
    ...(step === 'interests'
      ? {
          interests: typed.getAll('interests'),
          preferredShoeSize: typedText(typed, 'preferredShoeSize', 120),
        }
      : {}),
  }
}

export const joinAction = (c: AppContext) =>
  answerForm(c, {
    schema: JoinSchema,
    act: async (data) => {
      const outcome = await takeJoinStep(c, data)
      if (!outcome.lookup) return c.redirect(outcome.next, 303)
      return renderJoin(c, {
        step: outcome.step,
        returnTo: returnPathOf(c, data.returnTo),
        email: outcome.email,
      })
    },
    refused: (refusal, typed) => {
      const step = stepOf(typed.get('step')) ?? 'lookup'
      const errors = refusal.detail.fields ?? {}
      return renderJoin(
        c,
        {
          step: step === 'forgot-password' ? 'lookup' : step,
          returnTo: returnPathOf(c, typed.get('returnTo')),
          email: typedText(typed, 'email', SIGN_IN_EMAIL_MAX + 1),
          errors,
          notice: Object.keys(errors).length > 0 ? null : { kind: 'error', text: refusal.message },
          typed: typedJoin(typed, step),
          signUpValues: typedSignUp(typed),
          emailInUse: EMAIL_IN_USE.has(refusal.errorId),
        },
        pageStatus(refusal),
      )
    },
  })
