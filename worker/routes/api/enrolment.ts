/**
 * `/api/account/join` and `/api/account/lookup`: the enrolment flow's steps (decision 046). JSON for a script, or
 * a plain form from the flow's page. A form's step that succeeds goes on to the next step's page (303, the step in
 * the URL); one that is refused, and the lookup (whose answer carries the email), are answered with the flow's page
 * itself, so the email stays out of URLs. Each step calls the service that owns it: sign-in and sign-up
 * (`services/account.ts`), the loyalty programme and the profile (`services/enrolment.ts`).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { JoinValues } from '../../../client/pages/join-page'
import {
  type CompleteProfileStep,
  ENROLMENT_STEPS,
  type EnrolmentStep,
  nextStep,
  stepAfterSignIn,
  stepAfterSignUp,
} from '../../../shared/enrolment'
import { cartPath, employeeTermsPath, forgotPasswordPath, joinPath } from '../../../shared/routes'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/sign-in'
import { signIn, signUp } from '../../services/account'
import {
  enrolmentState,
  joinFromFlow,
  lookUpEmail,
  saveInterestsStep,
  saveMobileStep,
  saveProfileStep,
} from '../../services/enrolment'
import type { AppContext, AppEnv } from '../../types'
import { renderJoin } from '../pages/account-join'
import { returnPathOf } from '../pages/account-page'
import { EMAIL_IN_USE, isPlainForm, SignUpSchema, typedSignUp } from './account'
import { checkbox } from './loyalty'
import { answer, readInput, refusalOf } from './responder'

export const enrolmentApi = new Hono<AppEnv>()

const text = z.string().max(1000).optional()

/** Every step's fields, only bounded here: the services check them by the shared rules. */
const JoinSchema = SignUpSchema.partial().extend({
  step: z.enum(ENROLMENT_STEPS),
  email: z.string().max(1000).default(''),
  password: z.string().max(1000).default(''),
  returnTo: text,
  website: text,
  phone: text,
  postalCode: text,
  birthDate: text,
  interests: z
    .union([z.string().max(40), z.array(z.string().max(40)).max(20)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  preferredShoeSize: text,
  skip: checkbox,
  agreement: checkbox,
})

/** The step's page, keeping where the flow ends. */
const stepPath = (c: AppContext, step: EnrolmentStep, returnTo: string) =>
  joinPath(c.var.locale.code, { step, returnTo })

/** After a complete-profile step: the next one by the profile as it is now. */
async function afterStep(c: AppContext, step: CompleteProfileStep): Promise<EnrolmentStep> {
  const state = await enrolmentState(c)
  return state ? nextStep(step, state.enrolment) : 'lookup'
}

enrolmentApi.post('/join', async (c) => {
  const locale = c.var.locale.code
  const form = isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
  // A form's fields are read again only to show a refused step as it was typed.
  const typed = form
    ? await c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : null
  const typedStep = String(typed?.get('step') ?? '')
  let step: EnrolmentStep = (ENROLMENT_STEPS as readonly string[]).includes(typedStep)
    ? (typedStep as EnrolmentStep)
    : 'lookup'
  try {
    const input = await readInput(c, JoinSchema, { param: 'account', to: joinPath(locale) })
    const data = input.data
    step = data.step
    const returnTo = returnPathOf(c, data.returnTo)
    const go = (to: EnrolmentStep | string, body: Record<string, unknown> = {}) => {
      const next = to.startsWith('/') ? to : stepPath(c, to as EnrolmentStep, returnTo)
      return answer(c, input, { ...body, next }, { to: next })
    }
    switch (data.step) {
      case 'lookup': {
        const found = await lookUpEmail(c, data.email)
        const next: EnrolmentStep = found.exists ? 'signin' : 'signup'
        if (!input.form) return c.json({ exists: found.exists, step: next })
        c.set('apiForm', undefined)
        return renderJoin(c, { step: next, returnTo, email: found.email })
      }
      case 'signin': {
        const signedIn = await signIn(c, {
          email: data.email,
          password: data.password,
          website: data.website,
        })
        const state = await enrolmentState(c)
        const after = state ? stepAfterSignIn(state.enrolment) : 'done'
        const then =
          after !== 'done'
            ? stepPath(c, after, returnTo)
            : signedIn.merged
              ? `${cartPath(locale)}?cart=merged`
              : returnTo
        const next = signedIn.employeeTermsNeeded
          ? `${employeeTermsPath(locale)}?${new URLSearchParams({ returnTo: then })}`
          : then
        return go(next, { signedIn: { firstName: signedIn.firstName } })
      }
      case 'signup': {
        const signedUp = await signUp(c, {
          firstName: data.firstName ?? '',
          lastName: data.lastName ?? '',
          email: data.email,
          password: data.password,
          birthDate: data.birthDate ?? '',
          phone: data.phone ?? '',
          smsOptIn: data.smsOptIn ?? false,
          newsletter: data.newsletter ?? false,
          agreement: data.agreement,
          website: data.website,
          variant: 'full',
        })
        if (!signedUp.signedIn) return go(stepPath(c, 'signin', returnTo), { signedIn: false })
        const state = await enrolmentState(c)
        return go(state ? stepAfterSignUp(state.enrolment) : 'welcome', { signedIn: true })
      }
      case 'forgot-password':
        return go(forgotPasswordPath(locale))
      case 'non-loyalty':
        if (!data.skip) await joinFromFlow(c, data.agreement)
        return go('welcome', { joined: !data.skip })
      case 'mobile':
        await saveMobileStep(c, {
          phone: data.phone ?? '',
          firstName: data.firstName,
          lastName: data.lastName,
        })
        return go(await afterStep(c, 'mobile'))
      case 'profile':
        await saveProfileStep(c, data)
        return go(await afterStep(c, 'profile'))
      case 'interests':
        if (!data.skip)
          await saveInterestsStep(c, {
            interests: data.interests,
            preferredShoeSize: data.preferredShoeSize ?? '',
          })
        return go('success')
      case 'welcome':
      case 'success':
        return go(await afterStep(c, data.step))
    }
  } catch (error) {
    if (!form) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const fields = refusal.detail.fields ?? {}
    const hasFields = Object.keys(fields).length > 0
    const returnTo = returnPathOf(c, typed?.get('returnTo'))
    const value = (name: string) => String(typed?.get(name) ?? '').slice(0, 120)
    const joinTyped: Partial<JoinValues> = {
      ...(typed?.has('firstName') ? { firstName: value('firstName') } : {}),
      ...(typed?.has('lastName') ? { lastName: value('lastName') } : {}),
      ...(typed?.has('phone') ? { phone: value('phone') } : {}),
      ...(typed?.has('postalCode') ? { postalCode: value('postalCode') } : {}),
      ...(typed?.has('birthDate') ? { birthDate: value('birthDate') } : {}),
      ...(step === 'interests'
        ? {
            interests: (typed?.getAll('interests') ?? []).map(String),
            preferredShoeSize: value('preferredShoeSize'),
          }
        : {}),
    }
    const shown = step === 'forgot-password' ? 'lookup' : step
    return renderJoin(
      c,
      {
        step: shown,
        returnTo,
        email: String(typed?.get('email') ?? '').slice(0, SIGN_IN_EMAIL_MAX + 1),
        errors: fields,
        notice: hasFields ? null : { kind: 'error', text: refusal.message },
        typed: joinTyped,
        signUpValues: typedSignUp(typed),
        emailInUse: EMAIL_IN_USE.has(refusal.errorId),
      },
      refusal.status === 413 || refusal.status === 415 ? 400 : refusal.status,
    )
  }
})

/**
 * The lookup for a script (the simplified enrolment dialog): whether the email has an account. Whether that account
 * is partially enrolled is not answered here: it is the account holder's to learn once signed in.
 */
enrolmentApi.post('/lookup', async (c) => {
  const input = await readInput(c, z.object({ email: z.string().max(1000) }), {
    param: 'account',
    to: joinPath(c.var.locale.code),
  })
  const found = await lookUpEmail(c, input.data.email)
  return answer(c, input, { exists: found.exists }, { to: joinPath(c.var.locale.code) })
})
