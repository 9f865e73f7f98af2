/**
 * The enrolment flow (`/{locale}/account/join`, spec 1 §2, spec 2 §2 and §4, decision 046), one step per page:
 * lookup (the email), then sign-in (an account has it) or sign-up (none has), then the complete-profile sub-steps
 * 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success; a shopper whose account has no profile on
 * this brand confirms their details first (`brand`, decision 088). Every step is a plain form that works
 * without JavaScript; a refused step comes back as this page with the message at its field, what was typed kept
 * (never a password), and the first refused field focused. The email travels only in form bodies, never in a URL.
 */
import {
  COMPLETE_PROFILE_STEPS,
  type CompleteProfileStep,
  type EnrolmentStep,
} from '../../shared/account/enrolment'
import { Breadcrumb } from '../components/breadcrumb'
import { FormNotices } from '../components/form-notices'
import { useShop } from '../i18n'
import type { JoinPageProps } from './join/props'
import { JoinStep } from './join/steps'

const TITLES = {
  lookup: 'enrol.lookup.title',
  signin: 'enrol.signin.title',
  signup: 'enrol.signup.title',
  brand: 'enrol.brand.title',
  'non-loyalty': 'enrol.nonLoyalty.title',
  welcome: 'enrol.welcome.title',
  mobile: 'enrol.mobile.title',
  profile: 'enrol.profile.title',
  interests: 'enrol.interests.title',
  success: 'enrol.success.title',
} as const

const INTROS = {
  lookup: 'enrol.lookup.intro',
  signin: 'enrol.signin.intro',
  signup: 'enrol.signup.intro',
  brand: 'enrol.brand.intro',
  'non-loyalty': 'enrol.nonLoyalty.intro',
  welcome: 'enrol.welcome.intro',
  mobile: 'enrol.mobile.intro',
  profile: 'enrol.profile.intro',
  interests: 'enrol.interests.intro',
  success: 'enrol.success.intro',
} as const

const isComplete = (step: EnrolmentStep): step is CompleteProfileStep =>
  (COMPLETE_PROFILE_STEPS as readonly string[]).includes(step)

export function JoinPage(props: JoinPageProps) {
  const { t } = useShop()
  const { step } = props
  const title = t.t(TITLES[step], { name: props.firstName, brand: props.brandName })
  const progress = isComplete(step)
    ? t.t('enrol.progress', {
        step: COMPLETE_PROFILE_STEPS.indexOf(step) + 1,
        total: COMPLETE_PROFILE_STEPS.length,
      })
    : null
  return (
    <div className="sign-in-page join-page">
      <Breadcrumb trail={[]} current={t.t('enrol.title')} />
      <div className={`sign-in-page__card join-page__card join-page__card--${step}`}>
        {progress ? <p className="join-page__progress">{progress}</p> : null}
        <h1>{title}</h1>
        <p>{t.t(INTROS[step], { brand: props.brandName })}</p>
        <FormNotices
          notice={props.notice}
          check={Object.keys(props.errors).length > 0 && step !== 'signup' ? t.t('enrol.check') : null}
        />
        <JoinStep {...props} />
      </div>
    </div>
  )
}
