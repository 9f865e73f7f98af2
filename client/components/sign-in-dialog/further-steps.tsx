/**
 * The sign-in dialog's steps beyond signing in (spec 1 §2's dialogs, decision 046): forgot password (the email, then
 * "Check your email"), and sign-up followed by the enrolment flow's steps a dialog holds, in the flow's order (the
 * loyalty offer to a non-member, the welcome, the interests, then success). Each posts JSON to the route its page's
 * form uses (`/api/account/forgot-password`, `/api/account/join`) and reads the next step from the `next` it
 * answers; a step the dialog does not hold (the mobile and profile steps) is its page, where the flow goes on.
 * The forms are the pages' own parts (`SignUpFormBase`, `InterestsFields`, `LoyaltyAgreementField`), worded by the
 * words the dialog fetched when it opened (`TextProvider`).
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { COMPLETE_PROFILE_STEPS, type CompleteProfileStep, stepOf } from '../../../shared/account/enrolment'
import { SIGN_UP_FIELDS } from '../../../shared/account/sign-up'
import type { SignUpFormSetup } from '../../../shared/account/sign-up-setup'
import type { MessageKey } from '../../../shared/i18n/messages/en'
import { type MessageSlice, wordsOf } from '../../../shared/i18n/text'
import { SignUpHelper } from '../../islands/sign-up-helper'
import { type IslandWords, WordsProvider } from '../../islands/use-words'
import { InterestsFields, LoyaltyAgreementField } from '../../pages/join/shared-fields'
import { LoyaltyBenefits, SignUpFormBase } from '../../pages/sign-up/form'
import { EMPTY_SIGN_UP } from '../../pages/sign-up/props'
import { TextProvider, useText } from '../../text'
import { FieldError } from '../field-error'
import { DialogContent } from './dialog-content'
import { DialogButton, DialogHead, DialogNotice } from './parts'
import { post, type Refusal } from './post'

/** What `GET /api/account/dialog-steps` answers. */
export interface DialogSteps {
  words: IslandWords
  signUp: SignUpFormSetup
  /** The sign-in page (the sign-up form's link for an email that has an account). */
  signInHref: string
}

/** The steps of the flow a dialog holds; the others are pages. */
const DIALOG_FLOW = ['non-loyalty', 'welcome', 'interests', 'success'] as const
type FlowStep = (typeof DIALOG_FLOW)[number]
const isDialogFlow = (step: unknown): step is FlowStep => (DIALOG_FLOW as readonly unknown[]).includes(step)

export type FurtherStep = 'forgot' | 'sent' | 'signUp' | FlowStep

export interface FurtherStepsProps {
  locale: string
  start: 'forgot' | 'signUp'
  /** The email typed into the sign-in form, if any: the forgot-password and sign-up forms start with it. */
  email: string
  steps: DialogSteps
  signUpHref: string
  closeLabel: string
  close: () => void
  backToSignIn: () => void
  /** Once an account is made, closing the dialog reloads `next` signed in. */
  signedIn: (next: string) => void
}

export function FurtherSteps(props: FurtherStepsProps) {
  const { words } = props.steps
  const text = useMemo(() => wordsOf(words.messages as MessageSlice<MessageKey>, words.bcp47), [words])
  return (
    <WordsProvider value={words}>
      <TextProvider value={text}>
        <Steps {...props} />
      </TextProvider>
    </WordsProvider>
  )
}

function Steps(props: FurtherStepsProps) {
  const t = useText()
  const [step, setStep] = useState<FurtherStep>(props.start)
  const [email, setEmail] = useState(props.email)
  const [firstName, setFirstName] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [focus, setFocus] = useState<{ id: string }>({ id: 'sign-in-dialog-title' })
  useEffect(() => {
    document.getElementById(focus.id)?.focus()
  }, [focus])
  const here = `${window.location.pathname}${window.location.search}`

  const go = (next: FurtherStep) => {
    setStep(next)
    setErrors({})
    setNotice(null)
    setFocus({ id: 'sign-in-dialog-title' })
  }
  /** Sends a step, then shows the one it leads to, or leaves for its page. */
  const send = async (path: string, body: Record<string, unknown>, after: (answer: never) => void) => {
    setBusy(true)
    try {
      after((await post(path, props.locale, body)) as never)
    } catch (error) {
      const refusal = error as Partial<Refusal>
      const fields = refusal.fields ?? {}
      setErrors(fields)
      setNotice(Object.keys(fields).length > 0 ? null : (refusal.message ?? t.t('enrol.dialog.failed')))
      // The sign-up form's first refused field in the form's order; a step's own field otherwise.
      const first = step === 'signUp' ? SIGN_UP_FIELDS.find((field) => fields[field]) : Object.keys(fields)[0]
      const prefix = step === 'signUp' ? 'sign-up' : 'sign-in-dialog'
      setFocus({ id: first ? `${prefix}-${first}` : 'sign-in-dialog-notice' })
    } finally {
      setBusy(false)
    }
  }
  const joinStep = (body: Record<string, unknown>) =>
    send('/api/account/join', { ...body, returnTo: here }, (answer: { next: string; signedIn?: boolean }) => {
      const next = stepOf(new URL(answer.next, window.location.origin).searchParams.get('step'))
      if (answer.signedIn !== false) props.signedIn(here)
      if (answer.signedIn === false || !isDialogFlow(next)) return window.location.assign(answer.next)
      go(next)
    })
  const formOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    return new FormData(event.currentTarget)
  }

  const head = (key: MessageKey, params?: Record<string, string>) => (
    <DialogHead title={t.t(key, params)} closeLabel={props.closeLabel} onClose={props.close} />
  )
  const progress = (current: CompleteProfileStep) => (
    <p className="join-page__progress">
      {t.t('enrol.progress', {
        step: COMPLETE_PROFILE_STEPS.indexOf(current) + 1,
        total: COMPLETE_PROFILE_STEPS.length,
      })}
    </p>
  )
  const linkButton = (key: MessageKey, onClick: () => void) => (
    <p className="sign-in-dialog__more">
      <button type="button" className="sign-in-dialog__link" onClick={onClick}>
        {t.t(key)}
      </button>
    </p>
  )

  switch (step) {
    case 'forgot':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {head('password.forgot.title')}
          <DialogNotice text={notice} />
          <p>{t.t('password.forgot.intro')}</p>
          <form
            className="sign-in-page__form sign-in-dialog__form"
            noValidate
            onSubmit={(event) => {
              const typed = String(formOf(event).get('email') ?? '')
              send('/api/account/forgot-password', { email: typed }, () => {
                setEmail(typed)
                go('sent')
              })
            }}
          >
            <div className="field">
              <label htmlFor="sign-in-dialog-email">{t.t('password.forgot.email')}</label>
              <input
                id="sign-in-dialog-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={101}
                defaultValue={email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'sign-in-dialog-email-error' : undefined}
              />
              <FieldError id="sign-in-dialog-email-error" message={errors.email} />
            </div>
            <DialogButton type="submit" busy={busy}>
              {t.t('password.forgot.submit')}
            </DialogButton>
          </form>
          {linkButton('password.forgot.backToSignIn', props.backToSignIn)}
        </div>
      )
    case 'sent':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {head('password.forgot.checkTitle')}
          <p role="status">{t.t('password.forgot.checkText', { email })}</p>
          <DialogButton onClick={props.backToSignIn}>{t.t('password.forgot.backToSignIn')}</DialogButton>
        </div>
      )
    case 'signUp': {
      const { signUp } = props.steps
      return (
        <div className="sign-in-dialog__body sign-in-dialog__body--wide" key={step}>
          {head('signUp.title')}
          <p>{t.t('signUp.intro')}</p>
          <DialogContent href={props.signUpHref} page="sign-up-modal" />
          <SignUpFormBase
            {...signUp}
            action={props.signUpHref}
            returnTo={here}
            signInHref={props.steps.signInHref}
            values={{ ...EMPTY_SIGN_UP, email }}
            errors={errors}
            emailInUse={false}
            notice={notice}
            variant="full"
            passwordHelp={
              <SignUpHelper
                id="sign-up-password-rules"
                passwordId="sign-up-password"
                phoneId="sign-up-phone"
                smsId="sign-up-smsOptIn"
                country={signUp.country}
                region={signUp.region}
                phoneCountries={signUp.phoneCountries}
              />
            }
            onSubmit={(event) => {
              const form = formOf(event)
              setFirstName(String(form.get('firstName') ?? ''))
              joinStep({ ...Object.fromEntries(form), step: 'signup' })
            }}
          />
          {linkButton('signUp.signIn', props.backToSignIn)}
        </div>
      )
    }
    case 'non-loyalty':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {progress(step)}
          {head('enrol.nonLoyalty.title')}
          <DialogNotice text={notice} />
          <p>{t.t('enrol.nonLoyalty.intro')}</p>
          <LoyaltyBenefits />
          <form
            className="sign-in-page__form sign-in-dialog__form"
            noValidate
            onSubmit={(event) => joinStep({ step, agreement: formOf(event).get('agreement') === 'on' })}
          >
            <LoyaltyAgreementField
              id="sign-in-dialog-agreement"
              href={props.steps.signUp.loyaltyTermsHref}
              error={errors.agreement}
            />
            <div className="employee-terms__actions">
              <DialogButton type="submit" busy={busy}>
                {t.t('enrol.nonLoyalty.join')}
              </DialogButton>
              <DialogButton secondary busy={busy} onClick={() => joinStep({ step, skip: 'on' })}>
                {t.t('enrol.nonLoyalty.skip')}
              </DialogButton>
            </div>
          </form>
        </div>
      )
    case 'welcome':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {progress(step)}
          {head('enrol.welcome.title', { name: firstName })}
          <DialogNotice text={notice} />
          <p>{t.t('enrol.welcome.intro')}</p>
          <DialogButton busy={busy} onClick={() => joinStep({ step })}>
            {t.t('enrol.continue')}
          </DialogButton>
        </div>
      )
    case 'interests':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {progress(step)}
          {head('enrol.interests.title')}
          <DialogNotice text={notice} />
          <p>{t.t('enrol.interests.intro')}</p>
          <form
            className="sign-in-page__form sign-in-dialog__form"
            noValidate
            onSubmit={(event) => {
              const form = formOf(event)
              joinStep({
                step,
                interests: form.getAll('interests').map(String),
                preferredShoeSize: String(form.get('preferredShoeSize') ?? ''),
              })
            }}
          >
            <InterestsFields
              prefix="sign-in-dialog-interests"
              shoeSizeId="sign-in-dialog-preferredShoeSize"
              values={{ interests: [], preferredShoeSize: '' }}
              errors={errors}
            />
            <div className="employee-terms__actions">
              <DialogButton type="submit" busy={busy}>
                {t.t('enrol.interests.save')}
              </DialogButton>
              <DialogButton secondary busy={busy} onClick={() => joinStep({ step, skip: 'on' })}>
                {t.t('enrol.interests.skip')}
              </DialogButton>
            </div>
          </form>
        </div>
      )
    case 'success':
      return (
        <div className="sign-in-dialog__body" key={step}>
          {progress(step)}
          {head('enrol.success.title')}
          <p role="status">{t.t('enrol.success.intro')}</p>
          <DialogButton onClick={props.close}>{t.t('enrol.success.continue')}</DialogButton>
        </div>
      )
  }
}
