/**
 * "Add to favourites" and "Add to compare" on the product page, added in place: the product joins the list
 * without leaving the page, a notice says so, and a link to the list with its new count takes focus (the button
 * it replaces is gone). A refusal (the comparison is full) is said beside the button, which stays.
 *
 * The island hydrates on the first pointer or focus inside it. Before that, and without JavaScript, it is the same
 * plain form, which posts and comes back with the outcome.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { callApi, shopperMessage } from '../api'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

/** Each list's words, and the mark before its button's (hidden from screen readers). */
export const LISTS = {
  favorites: { add: 'favorites.add', added: 'favorites.added', view: 'favorites.viewCount', mark: '♡' },
  compare: { add: 'compare.add', added: 'compare.added', view: 'compare.view', mark: null },
} as const

/**
 * The plain form that adds to a list: the island's, and the page's stand-in while the island's own markup is on its
 * way (the product page's favourite, which waits on the shopper's list).
 */
export function ListAddForm({
  action,
  fields,
  mark,
  label,
  sending = false,
  onSubmit,
}: {
  action: string
  fields: Record<string, string>
  mark: string | null
  label: ReactNode
  sending?: boolean
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  return (
    <form method="post" action={action} onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="link-button" disabled={sending}>
        {mark ? <span aria-hidden="true">{`${mark} `}</span> : null}
        {label}
      </button>
    </form>
  )
}

/** Where the hydrated island adds to each list; the plain form posts to `action`. */
const LIST_API = { favorites: '/api/favorites', compare: '/api/compare' } as const

export interface ListAddProps {
  /** Where the plain form posts: the page that answers it (`/en-us/compare`, decision 068). */
  action: string
  locale: string
  /** The form's fields: the product (and its colour for favourites). */
  fields: Record<string, string>
  /** Which list: its answer counts favourites as `total`, the comparison as the list of products. */
  list: 'favorites' | 'compare'
  /** The list's page, and how many it holds now (0: no link until something is added). */
  listHref: string
  count: number
}

interface ListAnswer {
  total?: number
  compare?: string[]
}

export function ListAdd({ action, locale, fields, list, listHref, count }: ListAddProps) {
  const words = useWords<IslandWordKey<'list-add'>>()
  const keys = LISTS[list]
  const [added, setAdded] = useState(false)
  const [total, setTotal] = useState(count)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (added) link.current?.focus()
  }, [added])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    setError(null)
    try {
      const answer = await callApi<ListAnswer>(LIST_API[list], { locale, json: fields })
      setTotal(list === 'favorites' ? (answer.total ?? total + 1) : (answer.compare?.length ?? total + 1))
      setAdded(true)
    } catch (caught) {
      setError(shopperMessage(caught, words.t('error.generic')))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      {added ? null : (
        <ListAddForm
          action={action}
          fields={fields}
          mark={keys.mark}
          label={words.t(keys.add)}
          sending={sending}
          onSubmit={(event) => void submit(event)}
        />
      )}
      <p role="status" className="list-add__notice">
        {added ? words.t(keys.added) : ''}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {total > 0 ? (
        <a ref={link} href={listHref}>
          {words.t(keys.view, { count: total })}
        </a>
      ) : null}
    </>
  )
}

export { ListAdd as island }
