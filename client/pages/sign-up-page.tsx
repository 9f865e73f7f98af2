/**
 * The sign-up page (spec 1 §2 "Sign-up form", §5): names, email, password with its requirements, birth date,
 * a mobile number with the SMS opt-in it allows, the newsletter, and the agreement to the terms of sale and the
 * privacy policy; gender and the postal code where the locale asks them. What is required is the locale's
 * (`LocaleInfo.signUp`, decision 079): the labels say what is optional, the inputs carry `required`, `inputmode`
 * and the postal code's mask as a `pattern`. A plain form that works without JavaScript; the worker checks it by the rules of
 * `shared/account/sign-up.ts` and comes back here with each field's message and what was typed (never the password),
 * the first refused field taking focus. One small island ticks the password's requirements and enables the SMS
 * opt-in only with a valid phone.
 *
 * Two variants (spec 1 §2, decision 046): the loyalty-only form (`?variant=loyalty`) is the full form with the
 * loyalty programme's benefits and a required agreement to its terms, and joins the programme in the same submit;
 * the simplified form (`?variant=simplified`) asks only the email and password, with the legal disclaimer's links
 * in place of the agreement box. The enrolment flow's sign-up step shows the same form (`SignUpForm`).
 */
import type { ReactNode } from 'react'
import type { Block } from '../../shared/content/blocks'
import { BlockList } from '../blocks/registry'
import { CardPage } from '../components/card-page'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { SignUpHelper } from '../islands/sign-up-helper'
import { LoyaltyBenefits, SignUpFormBase } from './sign-up/form'
import type { SignUpPageProps } from './sign-up/props'

export { EMPTY_SIGN_UP, type SignUpPageProps, type SignUpValues } from './sign-up/props'

const ID = 'sign-up'

const TITLES = {
  full: 'signUp.title',
  loyalty: 'signUp.loyalty.title',
  simplified: 'signUp.simplified.title',
} as const

const INTROS = {
  full: 'signUp.intro',
  loyalty: 'signUp.loyalty.intro',
  simplified: 'signUp.simplified.intro',
} as const

/**
 * The page: the form, after the content service's blocks for the link the shopper came by (a campaign's hero, a
 * referral banner, the store they join at, spec 1 §2).
 */
export function SignUpPage({ blocks = [], ...props }: SignUpPageProps & { blocks?: readonly Block[] }) {
  const { t } = useShop()
  const title = t.t(TITLES[props.variant])
  return (
    <CardPage
      title={title}
      className="sign-in-page sign-up-page"
      cardClassName="sign-in-page__card sign-up-page__card"
    >
      {blocks.length > 0 ? (
        <div className="sign-up-page__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
      <p>{t.t(INTROS[props.variant])}</p>
      {props.variant === 'loyalty' ? <LoyaltyBenefits /> : null}
      <p>
        {t.t('signUp.haveAccount')} <a href={props.signInHref}>{t.t('signUp.signIn')}</a>
      </p>
      <SignUpForm {...props} />
    </CardPage>
  )
}

/** The sign-up form with the page's island for the password's requirements: the sign-up page's and the flow's step's. */
export function SignUpForm(props: SignUpPageProps & { hidden?: ReactNode }) {
  return (
    <SignUpFormBase
      {...props}
      passwordHelp={
        <Island
          name="sign-up-helper"
          component={SignUpHelper}
          props={{
            id: `${ID}-password-rules`,
            passwordId: `${ID}-password`,
            phoneId: `${ID}-phone`,
            smsId: `${ID}-smsOptIn`,
            country: props.country,
            region: props.region,
            phoneCountries: props.phoneCountries,
          }}
        />
      }
    />
  )
}
