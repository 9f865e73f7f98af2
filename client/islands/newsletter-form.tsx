/**
 * The newsletter form (spec 3 §2.4, §4, §5): email and policy checkbox, checked here with the worker's rules.
 * idle → submitting (the button is disabled) → success (the success text; policy cleared, email reset) or error
 * (the message in a dismissible notice, field errors at their fields). Rendered on the server as a plain form that
 * posts to the page it is on (`?form=newsletter`), so it also works before or without the script.
 */
import { type FormEvent, useEffect, useState } from 'react'
import {
  ENGAGEMENT_ERROR_KEYS,
  type NewsletterErrors,
  validateNewsletter,
} from '../../shared/content/engagement'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { pageDataLayer, reportNewsletterSignup } from '../state/analytics'
import { DismissibleNotice, type NoticeMessage } from './engagement-parts'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface NewsletterFormProps {
  /** The block's id: the form's element ids are made from it. */
  id: string
  locale: string
  /** The page's path: the campaign name, and where the plain form posts (the page answers it, decision 074). */
  path: string
  /** The account's email when the shopper is signed in: shown read-only and not sent. */
  knownEmail: string | null
  emailHint: string | null
  /** The policy the checkbox accepts, sanitised rich text; the shop's own sentence when the editor gave none. */
  policyHtml: string | null
  successText: string
  /** The email as typed in a form posted without the script and refused. */
  typedEmail: string
  /** A notice and field errors from a form posted without the script. */
  initialNotice: NoticeMessage | null
  initialErrors: Partial<Record<'email' | 'policy', string>>
}

type Field = 'email' | 'policy'
const FIELDS: readonly Field[] = ['email', 'policy']

export function NewsletterForm(props: NewsletterFormProps) {
  const { id } = props
  const words = useWords<IslandWordKey<'newsletter-form'>>()
  const [enhanced, setEnhanced] = useState(false)
  const [email, setEmail] = useState(props.knownEmail ?? props.typedEmail)
  const [policy, setPolicy] = useState(false)
  const [state, setState] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle')
  const [notice, setNotice] = useState<NoticeMessage | null>(props.initialNotice)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(props.initialErrors)
  useEffect(() => setEnhanced(true), [])

  const fieldId = (field: Field) => `${id}-${field}`
  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const messagesOf = (found: NewsletterErrors): Partial<Record<Field, string>> =>
    Object.fromEntries(
      Object.entries(found).map(([field, error]) => [
        field,
        words.t(ENGAGEMENT_ERROR_KEYS[error], {
          label: field === 'email' ? words.t('newsletter.email') : field,
        }),
      ]),
    )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === 'submitting') return
    const found = messagesOf(validateNewsletter({ email, policy }, { emailKnown: props.knownEmail !== null }))
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setNotice(null)
      focusFirst(found)
      return
    }
    setState('submitting')
    setNotice(null)
    try {
      await callApi<{ subscribed: boolean }>('/api/newsletter', {
        locale: props.locale,
        json: { email: props.knownEmail ? undefined : email.trim(), policy, path: props.path },
      })
      reportNewsletterSignup(pageDataLayer(), {
        campaignName: props.path,
        knownCustomer: Boolean(props.knownEmail),
      })
      setState('success')
      setNotice({ kind: 'success', text: props.successText })
      setEmail(props.knownEmail ?? '')
      setPolicy(false)
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {}
      setState('error')
      setErrors(fields)
      setNotice({ kind: 'error', text: shopperMessage(error, words.t('error.generic')) })
      focusFirst(fields)
    }
  }

  const describedBy = (field: Field, hint: string | null) => {
    const ids = [hint, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ')
    return {
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': ids || undefined,
    }
  }
  const emailHint = props.knownEmail ? words.t('newsletter.accountEmail') : props.emailHint
  const submitting = state === 'submitting'

  return (
    <form
      id={`${id}-form`}
      className="newsletter__form"
      method="post"
      action={`${props.path}?form=newsletter`}
      noValidate={enhanced}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="path" value={props.path} />
      <input type="hidden" name="blockId" value={id} />
      <div className="newsletter__field">
        <label htmlFor={fieldId('email')}>{words.t('newsletter.email')}</label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={100}
          required
          readOnly={props.knownEmail !== null}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...describedBy('email', emailHint ? `${fieldId('email')}-hint` : null)}
        />
        {emailHint ? (
          <p className="field-hint" id={`${fieldId('email')}-hint`}>
            {emailHint}
          </p>
        ) : null}
        {errors.email ? (
          <p className="field-error" id={`${fieldId('email')}-error`}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="newsletter__policy">
        <input
          id={fieldId('policy')}
          name="policy"
          type="checkbox"
          required
          checked={policy}
          onChange={(event) => setPolicy(event.target.checked)}
          {...describedBy('policy', null)}
        />
        <label htmlFor={fieldId('policy')}>
          {props.policyHtml ? (
            <span
              className="rich-text"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: -- sanitised by the block schema (SafeHtml)
              dangerouslySetInnerHTML={{ __html: props.policyHtml }}
            />
          ) : (
            words.t('newsletter.policy')
          )}
        </label>
        {errors.policy ? (
          <p className="field-error" id={`${fieldId('policy')}-error`}>
            {errors.policy}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button newsletter__submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? words.t('engage.sending') : words.t('newsletter.submit')}
      </button>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
    </form>
  )
}

export { NewsletterForm as island }
