import { type FormEvent, useState } from 'react'
import {
  type NewReview,
  REVIEW_LIMITS,
  type Review,
  validateReview,
} from '../../../shared/catalogue/community'
import { ApiRequestError, callApi, shopperMessage } from '../../api'
import { useReviewWords } from './props'

const EMPTY_DRAFT = { rating: 0, title: '', body: '', author: '' }

export interface ReviewFormOptions {
  /** The form's id, which each field's id starts with. */
  id: string
  base: string
  locale: string
  /** Shows the review just written in the list, and closes the form. */
  onWritten: (review: Review) => void
}

/**
 * Writing a review: the draft, checked by the shared rules before it is sent and by the API after; the first
 * refused field takes focus. Once sent, the form closes and thanks the shopper.
 */
export function useReviewForm({ id, base, locale, onWritten }: ReviewFormOptions) {
  const words = useReviewWords()
  const [draft, setDraft] = useState<{ rating: number; title: string; body: string; author: string }>(
    EMPTY_DRAFT,
  )
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof NewReview, string>>>({})
  const [formState, setFormState] = useState<'idle' | 'submitting' | 'done' | 'error'>('idle')
  const [formMessage, setFormMessage] = useState('')

  const messageFor = (kind: string) =>
    ({
      required: words.t('form.required'),
      tooLong: words.t('form.tooLong', { max: REVIEW_LIMITS.title }),
      tooShort: words.t('form.tooShort', { min: REVIEW_LIMITS.authorMin }),
      invalid: words.t('form.name'),
    })[kind] ?? words.t('error.generic')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = validateReview(draft)
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, kind]) => [field, messageFor(kind as string)]),
    )
    setFieldErrors(messages)
    if (Object.keys(messages).length > 0) {
      const first = Object.keys(messages)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setFormState('submitting')
    try {
      const review = await callApi<Review>(base, {
        locale,
        json: {
          ...draft,
          title: draft.title.trim(),
          body: draft.body.trim(),
          author: draft.author.trim(),
        },
      })
      onWritten(review)
      setFormState('done')
      setFormMessage(words.t('reviews.thanks'))
      setDraft(EMPTY_DRAFT)
    } catch (error) {
      setFormState('error')
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setFieldErrors(error.fields)
        document.getElementById(`${id}-${Object.keys(error.fields)[0]}`)?.focus()
      }
      setFormMessage(shopperMessage(error, words.t('error.generic')))
    }
  }

  /** Changes one field of the draft. */
  const change = (field: keyof typeof draft, value: string | number) =>
    setDraft((current) => ({ ...current, [field]: value }))

  return { draft, change, fieldErrors, formState, formMessage, submit }
}
