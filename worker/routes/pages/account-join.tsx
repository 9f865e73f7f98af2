/**
 * The enrolment flow's page, `/{locale}/account/join?step=` (decision 046). Which step a request gets is
 * `shared/account/enrolment.ts`'s answer for the shopper as they are (a guest, or signed in with what their profile holds);
 * the forms post to the page's own path, whose action (worker/routes/forms/enrolment.ts) answers a refused step (and
 * the lookup's outcome, which carries the email) with this page rendered by `renderJoin`, so an email never travels
 * in a URL. Never stored.
 */

import { EMPTY_JOIN_VALUES, type JoinPageProps, type JoinValues } from '../../../client/pages/join/props'
import { JoinPage } from '../../../client/pages/join-page'
import { EMPTY_SIGN_UP, type SignUpValues } from '../../../client/pages/sign-up-page'
import { ADDRESS_COUNTRIES, isShippingCountry, postalCodeLabelKey } from '../../../shared/account/address'
import {
  allowedStep,
  type EnrolmentProfile,
  type EnrolmentStep,
  nextStep,
  profileStepFields,
  startingStep,
  stepOf,
} from '../../../shared/account/enrolment'
import type { AccountProfile } from '../../../shared/account/profile'
import { phoneExample, prefillEmail } from '../../../shared/account/sign-up'
import { signUpFormSetup } from '../../../shared/account/sign-up-setup'
import { forgotPasswordPath, joinPath } from '../../../shared/routes'
import type { RenderPageOptions } from '../../render/page'
import { phoneCountries } from '../../services/countries'
import { enrolmentState } from '../../services/enrolment'
import { welcomeOffer } from '../../services/loyalty'
import type { AppContext } from '../../types'
import { returnPathOf } from '../inputs'
import { renderPrivatePage } from './account-page'

/** What a rendering of the flow is given: the step, and what a refused form or the lookup carries. */
export interface JoinRender {
  step: Exclude<EnrolmentStep, 'forgot-password'>
  returnTo: string
  email?: string
  errors?: Record<string, string>
  notice?: JoinPageProps['notice']
  /** What was typed in a refused complete-profile step (the profile's values otherwise). */
  typed?: Partial<JoinValues>
  /** What was typed in a refused sign-up step. */
  signUpValues?: SignUpValues
  emailInUse?: boolean
  /** The shopper's state, when the caller has it already. */
  state?: { profile: AccountProfile; enrolment: EnrolmentProfile } | null
}

const valuesOf = (profile: AccountProfile | null): JoinValues =>
  profile
    ? {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
        postalCode: profile.postalCode,
        birthDate: profile.birthDate,
        interests: profile.interests,
        preferredShoeSize: profile.preferredShoeSize,
      }
    : EMPTY_JOIN_VALUES

/** The flow's page at a step. */
export async function renderJoin(
  c: AppContext,
  render: JoinRender,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  // The brand's welcome step has no profile to read yet: the identity's names prefill it (decision 088).
  const pending = render.step === 'brand' ? (await c.var.session.read()).customer?.profilePending : undefined
  const state =
    render.step === 'brand' ? null : render.state === undefined ? await enrolmentState(c) : render.state
  const profile = state?.profile ?? null
  const country = locale.country
  const shippingCountry = isShippingCountry(country) ? country : null
  const keep = { returnTo: render.returnTo }
  const welcomeNext =
    state && render.step === 'welcome' ? nextStep('welcome', state.enrolment) : ('interests' as const)
  // A member is welcomed with their welcome offer (decision 045), when the loyalty service has one.
  const offer = state?.enrolment.loyaltyMember && render.step === 'welcome' ? await welcomeOffer(c) : null
  const countries = await phoneCountries(c)
  return renderPrivatePage(
    c,
    { title: t.t('enrol.title'), path: joinPath(locale.code) },
    <JoinPage
      step={render.step}
      action={joinPath(locale.code)}
      returnTo={render.returnTo}
      email={render.email ?? ''}
      errors={render.errors ?? {}}
      notice={render.notice ?? null}
      lookupHref={joinPath(locale.code, { step: 'lookup', ...keep })}
      forgotPasswordHref={forgotPasswordPath(locale.code)}
      welcomeNextHref={joinPath(locale.code, { step: welcomeNext, ...keep })}
      welcomeOffer={offer}
      signUp={{
        values: render.signUpValues ?? { ...EMPTY_SIGN_UP, email: render.email ?? '' },
        emailInUse: render.emailInUse ?? false,
        ...signUpFormSetup(locale, new Date(), countries),
      }}
      values={{ ...valuesOf(profile), ...pending, ...render.typed }}
      profileFields={profile ? profileStepFields(profile) : []}
      mobileNeedsNames={profile ? profile.firstName === '' || profile.lastName === '' : false}
      postalCodeLabel={
        shippingCountry ? t.t(postalCodeLabelKey(shippingCountry)) : t.t('address.field.postalCode')
      }
      postalCodeExample={shippingCountry ? ADDRESS_COUNTRIES[shippingCountry].postalCode.example : null}
      phoneExample={phoneExample(country, locale.region, countries)}
      firstName={profile?.firstName ?? ''}
      brandName={c.var.brand.name}
    />,
    status,
  )
}

/**
 * `GET /{locale}/account/join`: the step the URL names when the shopper may be at it, else where the flow starts
 * for them (spec 2 §4). `?email=` fills the lookup's field when it is a valid address, and is used for nothing else.
 */
export async function joinRoute(c: AppContext, query: URLSearchParams): Promise<Response> {
  const returnTo = returnPathOf(c, query.get('returnTo'))
  const requested = stepOf(query.get('step'))
  if (requested === 'forgot-password') return c.redirect(forgotPasswordPath(c.var.locale.code), 303)
  // Signed in on a brand where the account has no profile yet: its welcome step comes before any other.
  if ((await c.var.session.read()).customer?.profilePending) return renderJoin(c, { step: 'brand', returnTo })
  const state = await enrolmentState(c)
  const enrolment = state?.enrolment ?? null
  const step = requested ? allowedStep(requested, enrolment) : startingStep(enrolment)
  if (step === 'forgot-password') return c.redirect(forgotPasswordPath(c.var.locale.code), 303)
  const email = step === 'lookup' || step === 'signup' ? prefillEmail(query.get('email')) : ''
  return renderJoin(c, { step, returnTo, email, state })
}
