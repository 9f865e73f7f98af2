/**
 * The header search box. Without JavaScript it is a plain GET form to the search page. Hydrated, it becomes an
 * ARIA 1.2 combobox: after a short pause in typing it asks `/api/search/suggest` and lists searches, categories
 * and products in a listbox; arrow keys move through them, Enter opens the active one (or searches for the text),
 * Escape closes the list, and a polite live region says how many suggestions there are. It hydrates when the
 * shopper first points at or focuses it, so its code is not loaded with the page.
 *
 * On a phone the form waits in a popover that a search button opens (`popovertarget`, no script needed) and a close
 * button or Escape closes, giving focus back to the search button; on larger screens the popover is laid out as if
 * it were not there (decision 055). Hydrated, opening it puts focus in the field.
 */
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import type { Suggestions } from '../../shared/catalogue/catalogue'
import { callApi } from '../api'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface SearchBoxProps {
  locale: string
  action: string
  initialQuery: string
}

/** Spec 2 §9's default debounce: a pause this long after a keystroke asks for suggestions (a newer one cancels it). */
const DEBOUNCE_MS = 25

interface Option {
  id: string
  url: string
  text: string
  group: 'terms' | 'categories' | 'products'
  /** A category's department ("Men"), so two "Jackets" read apart. */
  detail?: string
  /** A product's picture and price. */
  image?: string
  price?: string
}

export function SearchBox({ locale, action, initialQuery }: SearchBoxProps) {
  const words = useWords<IslandWordKey<'search-box'>>()
  const pluralLocale = words.bcp47
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = 'site-search'
  const listboxId = `${id}-listbox`
  const [query, setQuery] = useState(initialQuery)
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [enhanced, setEnhanced] = useState(false)
  const [loading, setLoading] = useState(false)
  const typed = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  // Opened from the phone's search button (maybe before this script arrived): the field takes focus.
  useEffect(() => {
    const element = panel.current
    // A browser without popovers knows no `:popover-open` (matches() would throw); its panel is always shown.
    if (!element || !('popover' in element)) return
    const focusField = () => element.matches(':popover-open') && input.current?.focus()
    focusField()
    element.addEventListener('toggle', focusField)
    return () => element.removeEventListener('toggle', focusField)
  }, [])

  useEffect(() => {
    setEnhanced(true)
    // The box hydrates on the shopper's first touch of it (decision 016): what they typed before the script
    // arrived is taken up as if typed now.
    const early = input.current?.value ?? ''
    if (early !== initialQuery) {
      typed.current = true
      setQuery(early)
    }
  }, [initialQuery])

  useEffect(() => {
    if (!typed.current) return
    const q = query.trim()
    if (q.length < 2) {
      setSuggestions(null)
      setOpen(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      setLoading(true)
      try {
        const body = await callApi<Suggestions>(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
          locale,
          signal: controller.signal,
        })
        setSuggestions(body)
        setActive(-1)
        setOpen(true)
      } catch (error) {
        if (!controller.signal.aborted) {
          setSuggestions(null)
          setOpen(false)
          console.warn('search suggestions unavailable', error)
        }
      } finally {
        if (!controller.signal.aborted) setLoading(false)
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  const options = useMemo<Option[]>(() => {
    if (!suggestions) return []
    const money = (amount: number, currency: string) =>
      new Intl.NumberFormat(pluralLocale, { style: 'currency', currency }).format(amount)
    return [
      ...suggestions.terms.map((term, index) => ({
        id: `${id}-t${index}`,
        url: term.url,
        text: term.text,
        group: 'terms' as const,
      })),
      ...suggestions.categories.map((category) => ({
        id: `${id}-c${category.id}`,
        url: category.url,
        text: category.name,
        group: 'categories' as const,
        detail: category.department,
      })),
      ...suggestions.products.map((product) => ({
        id: `${id}-p${product.styleCode}`,
        url: product.url,
        text: product.name,
        group: 'products' as const,
        image: product.colours[0]?.image,
        price: money(product.price.current, product.price.currency),
      })),
    ]
  }, [suggestions, pluralLocale])

  const expanded = open && options.length > 0
  const go = (option: Option) => window.location.assign(option.url)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!expanded) {
        if (options.length > 0) setOpen(true)
        return
      }
      setActive((index) => (index + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      if (!expanded) return
      event.preventDefault()
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1))
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined
      if (option) {
        event.preventDefault()
        go(option)
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
      }
    }
  }

  const group = (name: Option['group'], title: string) => {
    const entries = options.filter((option) => option.group === name)
    if (entries.length === 0) return null
    return (
      <div className="suggest__group">
        <span className="suggest__group-title" id={`${id}-${name}`} aria-hidden="true">
          {title}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: -- a listbox group must be role=group; a fieldset is not allowed in a listbox */}
        <div role="group" aria-labelledby={`${id}-${name}`}>
          {entries.map((option) => {
            const index = options.indexOf(option)
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: -- focus stays in the combobox input, which points here with aria-activedescendant
              // biome-ignore lint/a11y/useKeyWithClickEvents: -- the combobox input handles the keyboard
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'suggest__option is-active' : 'suggest__option'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option)}
              >
                {option.image ? (
                  <img className="suggest__image" src={option.image} alt="" width={40} height={40} />
                ) : null}
                <span className="suggest__text">
                  {option.text}
                  {option.detail ? <span className="suggest__detail"> — {option.detail}</span> : null}
                </span>
                {option.price ? <span className="suggest__price">{option.price}</span> : null}
              </div>
            )
          })}
        </div>
      </div>
    )
  }

  const count = options.length
  const countText = words.plural('search.suggestCount', count)
  return (
    <search className="site-search">
      <button type="button" className="site-search__open" popoverTarget={`${id}-panel`}>
        <SearchIcon />
        <span className="visually-hidden">{words.t('header.searchOpen')}</span>
      </button>
      <div className="site-search__panel" id={`${id}-panel`} popover="auto" ref={panel}>
        <form action={action} method="get">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {words.t('search.label')}
          </label>
          <input
            id={`${id}-input`}
            ref={input}
            name="q"
            type="search"
            placeholder={words.t('search.placeholder')}
            value={query}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              typed.current = true
              setQuery(event.target.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => options.length > 0 && setOpen(true)}
            {...(enhanced
              ? {
                  role: 'combobox',
                  'aria-expanded': expanded,
                  'aria-controls': listboxId,
                  'aria-autocomplete': 'list' as const,
                  'aria-activedescendant': expanded && active >= 0 ? options[active]?.id : undefined,
                }
              : {})}
          />
          <button type="submit">{words.t('search.submit')}</button>
          {enhanced ? (
            <>
              <div
                id={listboxId}
                role="listbox"
                aria-label={words.t('search.suggestions')}
                className="suggest"
                hidden={!expanded}
                aria-busy={loading}
              >
                {group('terms', words.t('search.suggestTerms'))}
                {group('categories', words.t('search.suggestCategories'))}
                {group('products', words.t('search.suggestProducts'))}
              </div>
              <p className="visually-hidden" aria-live="polite">
                {open && suggestions ? countText : ''}
              </p>
            </>
          ) : null}
        </form>
        <button
          type="button"
          className="site-search__close"
          popoverTarget={`${id}-panel`}
          popoverTargetAction="hide"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span className="visually-hidden">{words.t('header.searchClose')}</span>
        </button>
      </div>
    </search>
  )
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  )
}

export { SearchBox as island }
