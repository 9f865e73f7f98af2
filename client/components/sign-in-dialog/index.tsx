/**
 * The sign-in dialog and the simplified enrolment dialog (spec 1 §2, decision 046), a native modal `<dialog>`
 * opened from the header's account link, its code fetched on the first click. Without the deployment's
 * `simplifiedEnrollment` it holds the sign-in form; with it, the email is looked up first, then the password is
 * asked (an account has the email) or an account is made with the email and a password (the simplified sign-up).
 * It is a component of the header's `sign-in-link` island, loaded on its first click. Each form posts JSON to the
 * storefront's own routes; a refusal shows at its field (or at the top), and success
 * goes to the `next` the route answers, which is the page the shopper was on. A sign-in the route confirms (spec 1
 * §2's sign-in confirmation: the greeting, the bag and lists merged, the points) shows that first, its title focused,
 * with one way on; closing it goes on too, since the page behind is a guest's. Focus goes into the dialog, Escape
 * closes it, and focus returns to the link that opened it.
 */
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { PASSWORD_RULE_WORDS } from '../../../shared/account/password'
import { useWords } from '../../islands/use-words'
import { DialogContent } from './dialog-content'
import { type DialogSteps, FurtherSteps } from './further-steps'
import { DialogButton, DialogHead, DialogNotice } from './parts'
import { getJson, post, type Refusal } from './post'
import { ConfirmationStep, type Confirmed, type EmployeeTerms, EmployeeTermsStep } from './signed-in-steps'
import type { SIGN_IN_DIALOG_PART_WORDS, SIGN_IN_DIALOG_WORDS } from './words'

type SignInDialogWordKey =
  | (typeof SIGN_IN_DIALOG_WORDS)[number]
  | (typeof SIGN_IN_DIALOG_PART_WORDS)[keyof typeof SIGN_IN_DIALOG_PART_WORDS][number]

export interface SignInDialogProps {
  locale: string
  simplified: boolean
  forgotPasswordHref: string
  signUpHref: string
  termsHref: string
  privacyHref: string
}

type Step = 'signIn' | 'lookup' | 'password' | 'signUp'

/** What the sign-in route answers. */
interface SignedInAnswer {
  next: string
  confirmation?: Omit<Confirmed, 'next'>
  employeeTerms?: EmployeeTerms
}

/** The dialog: a native modal `<dialog>`, shown when it mounts; Escape or the close button ends it. */
export function SignInDialog(props: SignInDialogProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Once signed in, closing the dialog goes on to the signed-in page, however it is closed.
  const after = useRef<string | null>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    element.querySelector<HTMLInputElement>('input')?.focus()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="sign-in-dialog"
      aria-labelledby="sign-in-dialog-title"
      onClose={() => (after.current ? window.location.assign(after.current) : props.onClose())}
    >
      <DialogBody
        {...props}
        close={() => dialog.current?.close()}
        signedIn={(next) => {
          after.current = next
        }}
      />
    </dialog>
  )
}

function DialogBody(props: SignInDialogProps & { close: () => void; signedIn: (next: string) => void }) {
  const words = useWords<SignInDialogWordKey>()
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null)
  const [terms, setTerms] = useState<(EmployeeTerms & { confirmation: Omit<Confirmed, 'next'> }) | null>(null)
  const [step, setStep] = useState<Step>(props.simplified ? 'lookup' : 'signIn')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  // Where focus goes once React has drawn the step or the refusal: the first refused field, the notice, the password.
  const [focus, setFocus] = useState<{ id: string } | null>(null)
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus()
  }, [focus])
  const here = `${window.location.pathname}${window.location.search}`
  // The further steps' words and setup are fetched as the dialog opens, so they are there by the time they are asked.
  const further = useRef<Promise<DialogSteps> | null>(null)
  useEffect(() => {
    further.current = getJson<DialogSteps>('/api/account/dialog-steps', props.locale)
    further.current.catch(() => undefined)
  }, [props.locale])
  const [furtherStep, setFurtherStep] = useState<{ start: 'forgot' | 'signUp'; steps: DialogSteps } | null>(
    null,
  )
  // "Forgot password?" and "Create account" stay links to their pages (a new tab, a failure to fetch the steps).
  const openFurther = (start: 'forgot' | 'signUp') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const href = event.currentTarget.href
    const typed = document.getElementById('sign-in-dialog-email') as HTMLInputElement | null
    if (typed?.value) setEmail(typed.value)
    ;(further.current ?? getJson<DialogSteps>('/api/account/dialog-steps', props.locale)).then(
      (steps) => setFurtherStep({ start, steps }),
      () => window.location.assign(href),
    )
  }

  const refused = (error: unknown) => {
    const refusal = error as Partial<Refusal>
    const fields = refusal.fields ?? {}
    setErrors(fields)
    setNotice(Object.keys(fields).length > 0 ? null : (refusal.message ?? words.t('enrol.dialog.failed')))
    setFocus({ id: `sign-in-dialog-${Object.keys(fields)[0] ?? 'notice'}` })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const typedEmail = String(form.get('email') ?? email)
    const password = String(form.get('password') ?? '')
    setBusy(true)
    try {
      if (step === 'lookup') {
        const found = await post<{ exists: boolean }>('/api/account/lookup', props.locale, {
          email: typedEmail,
        })
        setEmail(typedEmail)
        setErrors({})
        setNotice(null)
        setStep(found.exists ? 'password' : 'signUp')
        setFocus({ id: 'sign-in-dialog-password' })
        return
      }
      const answer =
        step === 'signUp'
          ? await post<{ next: string; confirmation?: undefined; employeeTerms?: undefined }>(
              '/api/account/sign-up',
              props.locale,
              {
                email: typedEmail,
                password,
                variant: 'simplified',
                returnTo: here,
              },
            )
          : await post<SignedInAnswer>('/api/account/sign-in', props.locale, {
              email: typedEmail,
              password,
              returnTo: here,
            })
      const { confirmation } = answer
      if (confirmation && answer.employeeTerms) {
        // Closed before deciding, the dialog leaves the employee at the terms page (`next`).
        props.signedIn(answer.next)
        setTerms({ ...answer.employeeTerms, confirmation })
        setFocus({ id: 'sign-in-dialog-title' })
        return
      }
      if (confirmation) {
        props.signedIn(answer.next)
        setConfirmed({ ...confirmation, next: answer.next })
        setFocus({ id: 'sign-in-dialog-title' })
        return
      }
      window.location.assign(answer.next)
    } catch (error) {
      refused(error)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: 'email' | 'password', autoComplete: string, describedBy?: string) => {
    const id = `sign-in-dialog-${name}`
    const error = errors[name]
    return (
      <div className="field">
        <label htmlFor={id}>{words.t(name === 'email' ? 'signIn.email' : 'signIn.password')}</label>
        <input
          id={id}
          name={name}
          type={name}
          autoComplete={autoComplete}
          required
          maxLength={name === 'email' ? 101 : 201}
          defaultValue={name === 'email' ? email : undefined}
          readOnly={name === 'email' && (step === 'password' || step === 'signUp')}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : null, describedBy ?? null].filter(Boolean).join(' ') || undefined
          }
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  // The template as written, `{terms}` and `{privacy}` where the links go.
  const disclaimer = words
    .t('signUp.simplified.disclaimer')
    .split(/(\{terms\}|\{privacy\})/)
    .map((part) =>
      part === '{terms}' || part === '{privacy}' ? (
        <a
          key={part}
          href={part === '{terms}' ? props.termsHref : props.privacyHref}
          target="_blank"
          rel="noopener"
        >
          {words.t(part === '{terms}' ? 'signUp.terms' : 'signUp.privacy')}
          <span className="visually-hidden"> {words.t('signUp.newTab')}</span>
        </a>
      ) : (
        part
      ),
    )

  const head = (title: string) => (
    <DialogHead title={title} closeLabel={words.t('enrol.dialog.close')} onClose={props.close} />
  )

  const decide = async (decision: 'accept' | 'decline') => {
    if (!terms) return
    setBusy(true)
    try {
      const answer = await post<{ next: string }>('/api/account/employee-terms', props.locale, {
        accepted: decision === 'accept',
        decision,
        returnTo: terms.continueTo,
      })
      props.signedIn(answer.next)
      setTerms(null)
      setNotice(null)
      setConfirmed({ ...terms.confirmation, next: answer.next })
      setFocus({ id: 'sign-in-dialog-title' })
    } catch (error) {
      refused(error)
    } finally {
      setBusy(false)
    }
  }

  if (terms && !confirmed)
    return (
      <EmployeeTermsStep
        terms={terms}
        notice={notice}
        busy={busy}
        decide={decide}
        closeLabel={words.t('enrol.dialog.close')}
        close={props.close}
      />
    )

  if (furtherStep)
    return (
      <FurtherSteps
        locale={props.locale}
        start={furtherStep.start}
        email={email}
        steps={furtherStep.steps}
        signUpHref={props.signUpHref}
        closeLabel={words.t('enrol.dialog.close')}
        close={props.close}
        signedIn={props.signedIn}
        backToSignIn={() => {
          setFurtherStep(null)
          setErrors({})
          setNotice(null)
          setFocus({ id: 'sign-in-dialog-title' })
        }}
      />
    )

  if (confirmed)
    return (
      <ConfirmationStep
        confirmed={confirmed}
        closeLabel={words.t('enrol.dialog.close')}
        close={props.close}
      />
    )

  return (
    <div className="sign-in-dialog__body">
      {head(words.t(step === 'signIn' ? 'signIn.title' : 'enrol.title'))}
      <DialogNotice text={notice} />
      <form className="sign-in-page__form sign-in-dialog__form" noValidate onSubmit={submit} key={step}>
        {field('email', step === 'signUp' ? 'email' : 'username')}
        {step === 'lookup' ? null : (
          <>
            {field(
              'password',
              step === 'signUp' ? 'new-password' : 'current-password',
              step === 'signUp' ? 'sign-in-dialog-rules' : undefined,
            )}
            {step === 'signUp' ? (
              <div id="sign-in-dialog-rules" className="password-rules">
                <p className="password-rules__title">{words.t('password.rule.title')}</p>
                <ul>
                  {PASSWORD_RULE_WORDS.map((rule) => (
                    <li key={rule}>{words.t(rule)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
        {step === 'signUp' ? <p className="sign-in-dialog__disclaimer">{disclaimer}</p> : null}
        <DialogButton type="submit" busy={busy}>
          {words.t(
            step === 'lookup' ? 'enrol.continue' : step === 'signUp' ? 'signUp.submit' : 'signIn.submit',
          )}
        </DialogButton>
      </form>
      <p className="sign-in-dialog__more">
        {step === 'password' || step === 'signUp' ? (
          <button
            type="button"
            className="sign-in-dialog__link"
            onClick={() => {
              setStep('lookup')
              setErrors({})
              setNotice(null)
              setFocus({ id: 'sign-in-dialog-email' })
            }}
          >
            {words.t('enrol.otherEmail')}
          </button>
        ) : null}
        {step === 'signIn' || step === 'password' ? (
          <a href={props.forgotPasswordHref} onClick={openFurther('forgot')}>
            {words.t('password.forgotLink')}
          </a>
        ) : null}
        {step === 'signIn' ? (
          <a href={props.signUpHref} onClick={openFurther('signUp')}>
            {words.t('signUp.link')}
          </a>
        ) : null}
      </p>
      <DialogContent href={props.signUpHref} page={step === 'signUp' ? 'sign-up-modal' : 'sign-in-modal'} />
    </div>
  )
}
