/**
 * The event sign-up dialog (spec 3 §2.3, §4, §5, §6): a native modal `<dialog>` (focus stays inside, Escape
 * closes it). A guest sees a sign-in step and a sign-up step that switch between each other; a signed-in shopper
 * goes straight to the join form (the email read-only from the account, one checkbox a day, the guest's name when
 * the event takes one, the terms); after joining, a confirmation with a close button.
 *
 * The sign-in and sign-up steps lead to the account's own pages, which come back to the block (`#{id}-join`): the
 * dialog then opens at once at the join form, the shopper signed in.
 *
 * Like every control that needs the script, the button appears once hydrated (decision 007).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  ENGAGEMENT_ERROR_KEYS,
  type EventRegistrationErrors,
  validateEventRegistration,
} from '../../shared/content/engagement'
import { NAME_MAX_LENGTH } from '../../shared/validation'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { CloseButton } from './close-button'
import { DismissibleNotice, type NoticeMessage } from './engagement-parts'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface EventSignupProps {
  /** The block's id: every element id is made from it. */
  id: string
  eventId: string
  locale: string
  title: string
  startDate: string
  endDate: string
  /** One entry a day of the event, with its label in the page's language. */
  days: { date: string; label: string }[]
  enablePlusOne: boolean
  /** The account's email, when the shopper is signed in with one: they go straight to the join form. */
  email: string | null
  /** Where signing in and signing up happen. */
  /** Sign-in and sign-up: the island adds the page to come back to once hydrated (its dialog needs JavaScript). */
  signInUrl: string
  signUpUrl: string
  submitLabel: string
  confirmationTitle: string
  confirmationSubtitle: string | null
}

type Step = 'signIn' | 'signUp' | 'join' | 'confirmation'

const comingBack = (url: string, here: string | null) =>
  here ? `${url}?${new URLSearchParams({ returnTo: here })}` : url
type Field = keyof EventRegistrationErrors
/** The fields in the order they show, so focus goes to the first invalid one. */
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'attendingDays', 'plusOne', 'terms']

interface Draft {
  firstName: string
  lastName: string
  attendingDays: string[]
  plusOne: string
  terms: boolean
}

const EMPTY_DRAFT: Draft = { firstName: '', lastName: '', attendingDays: [], plusOne: '', terms: false }

export function EventSignup(props: EventSignupProps) {
  const { id } = props
  const words = useWords<IslandWordKey<'event-signup'>>()
  const dialogId = `${id}-dialog`
  const titleId = `${id}-dialog-title`
  const [ready, setReady] = useState(false)
  const [step, setStep] = useState<Step>(props.email ? 'join' : 'signIn')
  // Where sign-in or sign-up comes back to: this page, known in the browser once hydrated.
  const [here, setHere] = useState<string | null>(null)
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}#${id}-join`), [id])
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [notice, setNotice] = useState<NoticeMessage | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const switched = useRef(false)
  useEffect(() => setReady(true), [])
  // Back from signing in or up: the join form opens at once, and the fragment goes, so a reload does not reopen it.
  useEffect(() => {
    if (!ready || !props.email || window.location.hash !== `#${id}-join`) return
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`)
    dialogRef.current?.showModal()
  }, [ready, props.email, id])

  // After a step changes inside the open dialog, its heading takes focus, so the new step is announced.
  // biome-ignore lint/correctness/useExhaustiveDependencies: -- runs on each step change, reading refs only
  useEffect(() => {
    if (!switched.current) return
    switched.current = false
    headingRef.current?.focus()
  }, [step])

  if (!ready) return null

  const goTo = (next: Step) => {
    switched.current = true
    setStep(next)
  }
  const open = () => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
  }
  const close = () => dialogRef.current?.close()

  const fieldId = (field: Field) => (field === 'attendingDays' ? `${id}-day-0` : `${id}-${field}`)
  const errorId = (field: Field) => `${id}-${field}-error`
  const labelOf: Partial<Record<Field, string>> = {
    firstName: words.t('event.firstName'),
    lastName: words.t('event.lastName'),
  }
  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const found: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(
        validateEventRegistration(draft, {
          startDate: props.startDate,
          endDate: props.endDate,
          enablePlusOne: props.enablePlusOne,
        }),
      ).map(([field, error]) => [
        field,
        words.t(ENGAGEMENT_ERROR_KEYS[error], { label: labelOf[field as Field] ?? field }),
      ]),
    )
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setNotice(null)
      focusFirst(found)
      return
    }
    setSubmitting(true)
    setNotice(null)
    try {
      await callApi(`/api/events/${encodeURIComponent(props.eventId)}/registrations`, {
        locale: props.locale,
        json: {
          firstName: draft.firstName.trim(),
          lastName: draft.lastName.trim(),
          attendingDays: draft.attendingDays,
          plusOne: props.enablePlusOne && draft.plusOne.trim() ? draft.plusOne.trim() : undefined,
          terms: draft.terms,
          startDate: props.startDate,
          endDate: props.endDate,
        },
      })
      setDraft(EMPTY_DRAFT)
      goTo('confirmation')
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {}
      setErrors(fields)
      setNotice({ kind: 'error', text: shopperMessage(error, words.t('error.generic')) })
      focusFirst(fields)
    } finally {
      setSubmitting(false)
    }
  }

  const invalid = (field: Field, hintId?: string) => {
    const describedBy = [hintId, errors[field] ? errorId(field) : null].filter(Boolean).join(' ')
    return {
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    }
  }
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={errorId(field)}>
        {errors[field]}
      </p>
    ) : null
  const setText = (field: 'firstName' | 'lastName' | 'plusOne') => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))
  const toggleDay = (date: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      attendingDays: on
        ? [...current.attendingDays.filter((day) => day !== date), date]
        : current.attendingDays.filter((day) => day !== date),
    }))

  /** A required name of the shopper, with its label and its error. */
  const nameField = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <div className="event-form__field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        autoComplete={autoComplete}
        maxLength={NAME_MAX_LENGTH}
        required
        value={draft[field]}
        onChange={(event) => setText(field)(event.target.value)}
        {...invalid(field)}
      />
      {fieldError(field)}
    </div>
  )

  const heading = (text: string) => (
    <h2 id={titleId} ref={headingRef} tabIndex={-1} className="event-dialog__title">
      {text}
    </h2>
  )

  return (
    <>
      <button
        type="button"
        className="button event-signup__open"
        aria-haspopup="dialog"
        aria-controls={dialogId}
        onClick={open}
      >
        {words.t('event.open')}
      </button>
      <dialog id={dialogId} ref={dialogRef} className="event-dialog" aria-labelledby={titleId}>
        <CloseButton className="event-dialog__close" label={words.t('event.close')} onClick={close} />
        {step === 'signIn' || step === 'signUp' ? (
          <div className={`event-dialog__step event-dialog__step--${step}`}>
            {heading(step === 'signIn' ? words.t('event.signIn.title') : words.t('event.signUp.title'))}
            <p>{step === 'signIn' ? words.t('event.signIn.text') : words.t('event.signUp.text')}</p>
            <p>
              <a
                className="button"
                href={comingBack(step === 'signIn' ? props.signInUrl : props.signUpUrl, here)}
              >
                {step === 'signIn' ? words.t('event.signIn.link') : words.t('event.signUp.link')}
              </a>
            </p>
            <p>
              <button
                type="button"
                className="text-button"
                onClick={() => goTo(step === 'signIn' ? 'signUp' : 'signIn')}
              >
                {step === 'signIn' ? words.t('event.signIn.switch') : words.t('event.signUp.switch')}
              </button>
            </p>
          </div>
        ) : null}
        {step === 'join' ? (
          <form className="event-dialog__step event-form" noValidate onSubmit={(event) => void submit(event)}>
            {heading(props.title)}
            <div className="event-form__field">
              <label htmlFor={`${id}-email`}>{words.t('event.email')}</label>
              <input
                id={`${id}-email`}
                type="email"
                value={props.email ?? ''}
                readOnly
                aria-describedby={`${id}-email-hint`}
              />
              <p className="field-hint" id={`${id}-email-hint`}>
                {words.t('event.emailHint')}
              </p>
            </div>
            {nameField('firstName', words.t('event.firstName'), 'given-name')}
            {nameField('lastName', words.t('event.lastName'), 'family-name')}
            <fieldset
              className="event-form__days"
              aria-describedby={errors.attendingDays ? errorId('attendingDays') : undefined}
            >
              <legend>{words.t('event.days')}</legend>
              {props.days.map((day, index) => (
                <div className="event-form__check" key={day.date}>
                  <input
                    id={`${id}-day-${index}`}
                    type="checkbox"
                    value={day.date}
                    checked={draft.attendingDays.includes(day.date)}
                    onChange={(event) => toggleDay(day.date, event.target.checked)}
                    aria-invalid={errors.attendingDays ? true : undefined}
                  />
                  <label htmlFor={`${id}-day-${index}`}>{day.label}</label>
                </div>
              ))}
              {fieldError('attendingDays')}
            </fieldset>
            {props.enablePlusOne ? (
              <div className="event-form__field">
                <label htmlFor={fieldId('plusOne')}>{words.t('event.plusOne')}</label>
                <input
                  id={fieldId('plusOne')}
                  maxLength={NAME_MAX_LENGTH}
                  value={draft.plusOne}
                  onChange={(event) => setText('plusOne')(event.target.value)}
                  {...invalid('plusOne', `${id}-plusOne-hint`)}
                />
                <p className="field-hint" id={`${id}-plusOne-hint`}>
                  {words.t('event.plusOneHint')}
                </p>
                {fieldError('plusOne')}
              </div>
            ) : null}
            <div className="event-form__check">
              <input
                id={fieldId('terms')}
                type="checkbox"
                required
                checked={draft.terms}
                onChange={(event) => setDraft((current) => ({ ...current, terms: event.target.checked }))}
                {...invalid('terms')}
              />
              <label htmlFor={fieldId('terms')}>{words.t('event.terms')}</label>
              {fieldError('terms')}
            </div>
            <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
            <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
              {submitting ? words.t('engage.sending') : props.submitLabel}
            </button>
          </form>
        ) : null}
        {step === 'confirmation' ? (
          <div className="event-dialog__step event-dialog__confirmation" role="status">
            {heading(props.confirmationTitle)}
            {props.confirmationSubtitle ? <p>{props.confirmationSubtitle}</p> : null}
            <button type="button" className="button" onClick={close}>
              {words.t('event.close')}
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

export { EventSignup as island }
