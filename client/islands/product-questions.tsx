/**
 * Questions and answers about a product: the list with helpful votes on answers, and asking a question (checked
 * in the browser with the rules the worker uses). The list is server-rendered; asking and voting need the script.
 */
import { type FormEvent, useEffect, useState } from 'react'
import type { NewQuestion, Question } from '../../shared/catalogue/community'
import { QUESTION_LIMITS, validateQuestion } from '../../shared/catalogue/community'
import { formatDate } from '../../shared/i18n/i18n'
import type { DateFormat } from '../../shared/i18n/locales'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { CommunityFieldError } from './community-field-error'
import { HelpfulVote } from './helpful-vote'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface ProductQuestionsProps {
  styleCode: string
  locale: string
  bcp47: string
  dateFormat: DateFormat
  questions: Question[]
}

export function ProductQuestions(props: ProductQuestionsProps) {
  const words = useWords<IslandWordKey<'product-questions'>>()
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = `questions-${props.styleCode}`
  const [questions, setQuestions] = useState(props.questions)
  const [votes, setVotes] = useState<Record<string, { helpful: number; unhelpful: number }>>({})
  const [asking, setAsking] = useState(false)
  const [draft, setDraft] = useState<NewQuestion>({ text: '', author: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof NewQuestion, string>>>({})
  const [state, setState] = useState<'idle' | 'submitting' | 'done' | 'error'>('idle')
  const [message, setMessage] = useState('')
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const date = (value: string) => formatDate(value, props.dateFormat, props.bcp47)
  const limitsFor = (field: keyof NewQuestion) =>
    field === 'text'
      ? { max: QUESTION_LIMITS.text, min: QUESTION_LIMITS.textMin }
      : { max: QUESTION_LIMITS.author, min: QUESTION_LIMITS.authorMin }

  const vote = async (answerId: string, helpful: boolean) => {
    try {
      const counts = await callApi<{ helpful: number; unhelpful: number }>(
        `/api/products/${props.styleCode}/answers/${answerId}/vote`,
        { locale: props.locale, json: { helpful } },
      )
      setVotes((current) => ({ ...current, [answerId]: counts }))
    } catch (error) {
      setMessage(shopperMessage(error, words.t('error.generic')))
      setState('error')
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateQuestion(draft)
    const keys: Record<string, IslandWordKey<'product-questions'>> = {
      required: 'form.required',
      tooLong: 'form.tooLong',
      tooShort: 'form.tooShort',
      invalid: 'form.name',
    }
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, kind]) => [
        field,
        words.t(keys[kind as string] ?? 'error.generic', limitsFor(field as keyof NewQuestion)),
      ]),
    )
    setErrors(messages)
    if (Object.keys(messages).length > 0) {
      document.getElementById(`${id}-${Object.keys(messages)[0]}`)?.focus()
      return
    }
    setState('submitting')
    try {
      const question = await callApi<Question>(`/api/products/${props.styleCode}/questions`, {
        locale: props.locale,
        json: { text: draft.text.trim(), author: draft.author.trim() },
      })
      setQuestions((current) => [question, ...current])
      setDraft({ text: '', author: '' })
      setAsking(false)
      setState('done')
      setMessage(words.t('questions.thanks'))
    } catch (error) {
      setState('error')
      if (error instanceof ApiRequestError) setErrors(error.fields)
      setMessage(shopperMessage(error, words.t('error.generic')))
    }
  }

  const describedBy = (field: keyof NewQuestion) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}
  return (
    <section className="questions" id="questions" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.t('questions.title')}</h2>
      {questions.length === 0 ? <p>{words.t('questions.none')}</p> : null}
      <ol className="questions__list">
        {questions.map((question) => (
          <li key={question.id}>
            <article aria-labelledby={`${id}-${question.id}`}>
              <h3 id={`${id}-${question.id}`}>{question.text}</h3>
              <p className="review__meta">
                {words.t('questions.askedBy', { author: question.author, date: date(question.createdAt) })}
              </p>
              <p className="questions__count">{words.plural('questions.answers', question.answers.length)}</p>
              <ul className="questions__answers">
                {question.answers.map((answer) => {
                  const counts = votes[answer.id] ?? answer
                  return (
                    <li key={answer.id}>
                      <p>{answer.text}</p>
                      <p className="review__meta">
                        {words.t('questions.answeredBy', {
                          author: answer.author,
                          date: date(answer.createdAt),
                        })}
                      </p>
                      {enhanced ? (
                        <HelpfulVote
                          as="p"
                          id={`${id}-${answer.id}-helpful`}
                          question={words.t('questions.helpful')}
                          counts={counts}
                          voted={answer.id in votes}
                          onVote={(helpful) => void vote(answer.id, helpful)}
                        />
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            </article>
          </li>
        ))}
      </ol>
      {enhanced ? (
        <div className="questions__ask">
          <button
            type="button"
            className="button"
            aria-expanded={asking}
            aria-controls={`${id}-form`}
            onClick={() => setAsking((open) => !open)}
          >
            {words.t('questions.ask')}
          </button>
          {state === 'done' ? (
            <p className="notice notice--success" role="status">
              {message}
            </p>
          ) : null}
          <form
            id={`${id}-form`}
            className="review-form"
            hidden={!asking}
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <label htmlFor={`${id}-text`}>{words.t('questions.text')}</label>
            <textarea
              id={`${id}-text`}
              name="text"
              rows={3}
              maxLength={QUESTION_LIMITS.text}
              value={draft.text}
              onChange={(event) => setDraft((current) => ({ ...current, text: event.target.value }))}
              {...describedBy('text')}
            />
            <CommunityFieldError id={`${id}-text-error`} message={errors.text} />
            <label htmlFor={`${id}-author`}>{words.t('reviews.nickname')}</label>
            <input
              id={`${id}-author`}
              name="author"
              autoComplete="nickname"
              maxLength={QUESTION_LIMITS.author}
              value={draft.author}
              onChange={(event) => setDraft((current) => ({ ...current, author: event.target.value }))}
              {...describedBy('author')}
            />
            <CommunityFieldError id={`${id}-author-error`} message={errors.author} />
            {state === 'error' ? (
              <p className="field-error" role="alert">
                {message}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={state === 'submitting'}>
              {state === 'submitting' ? words.t('reviews.submitting') : words.t('questions.submit')}
            </button>
          </form>
        </div>
      ) : null}
    </section>
  )
}

export { ProductQuestions as island }
