/**
 * Refines a listing without a page load: a change in the filter form fetches the listing's new body as an HTML
 * fragment from the worker (same URL, `x-fragment: listing`), shows 16 placeholder cards meanwhile, swaps the
 * body in, and records the URL in history so back and forward work. Focus stays on the control the shopper
 * used. Without JavaScript the form's Apply button does the same with a page load.
 *
 * On a phone the form is in the "Filter and sort" drawer (a modal dialog, client/components/listing.tsx). While it
 * is open, a refinement keeps the drawer and refreshes only its parts (the form, the button's count, the "Show n
 * products" button) and the results behind it, so the drawer stays open where the shopper was and closing it
 * returns focus to its button. Submitting the form (that button) closes the drawer.
 */
import { useEffect, useRef, useState } from 'react'
import { fetchFragment } from '../api'

export interface ListingRefinerProps {
  bodyId: string
  loadingLabel: string
  /** The ids of the drawer's parts refreshed while it is open; the results (`listing-results`) are refreshed too. */
  drawerParts: string[]
}

const SKELETON_CARDS = 16

/**
 * The address a filter form asks for: its filled fields, as the form would send them without a script. The worker
 * reads it as it reads any listing URL (unknown and malformed values dropped, a new refinement on page 1, as the
 * form has no page field), and the body it answers names its canonical address (`data-url`), which is what
 * history records: the rules of listing addresses stay on the server, out of this script.
 */
export function formUrl(form: HTMLFormElement): string {
  const data = new URLSearchParams()
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value !== '') data.append(name, value)
  const { pathname } = new URL(form.action, window.location.href)
  return data.size > 0 ? `${pathname}?${data}` : pathname
}

export function ListingRefiner({ bodyId, loadingLabel, drawerParts }: ListingRefinerProps) {
  const [loading, setLoading] = useState(false)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    // What the results behind the form answer: the form's address when it last matched them.
    const filters = () => document.getElementById('listing-filters') as HTMLFormElement | null
    const initial = filters()
    let shown = initial ? formUrl(initial) : ''
    const swap = async (url: string, push: boolean) => {
      const body = document.getElementById(bodyId)
      if (!body) return
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      setLoading(true)
      body.querySelector('#listing-results')?.setAttribute('hidden', '')
      try {
        const html = await fetchFragment(url, 'listing', { signal: controller.signal })
        const template = document.createElement('template')
        template.innerHTML = html
        const next = template.content.getElementById(bodyId)
        if (!next) throw new Error('listing fragment had no body')
        // Read when the answer is in: the shopper may have moved on while it was on its way.
        const focusedId = document.activeElement instanceof HTMLElement ? document.activeElement.id : ''
        if (body.querySelector('dialog[open]')) {
          for (const id of [...drawerParts, 'listing-results']) {
            const part = template.content.getElementById(id)
            if (part) document.getElementById(id)?.replaceWith(part)
          }
        } else body.replaceWith(next)
        const form = filters()
        if (form) shown = formUrl(form)
        if (push) window.history.pushState({ listing: true }, '', next.dataset.url ?? url)
        if (focusedId) document.getElementById(focusedId)?.focus()
      } catch (error) {
        if (controller.signal.aborted) return
        // The page load does what the fragment could not.
        window.location.assign(url)
        console.warn('listing refinement fell back to a page load', error)
      } finally {
        if (pending.current === controller) {
          pending.current = null
          setLoading(false)
        }
      }
    }

    const onChange = (event: Event) => {
      const form = (event.target as HTMLElement | null)?.closest('form')
      if (!form || form.closest(`#${bodyId}`) === null) return
      void swap(formUrl(form), true)
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      if (form.closest(`#${bodyId}`) === null) return
      event.preventDefault()
      form.closest('dialog')?.close()
      const url = formUrl(form)
      // The drawer's "Show n products": the results behind it are already the form's.
      if (url !== shown) void swap(url, true)
    }
    const onPopState = () => void swap(window.location.pathname + window.location.search, false)

    document.addEventListener('change', onChange)
    document.addEventListener('submit', onSubmit)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('change', onChange)
      document.removeEventListener('submit', onSubmit)
      window.removeEventListener('popstate', onPopState)
    }
  }, [bodyId, drawerParts])

  if (!loading) return null
  return (
    <div className="listing__loading" role="status" aria-label={loadingLabel}>
      <ul className="product-grid product-grid--skeleton" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: -- identical placeholders
          <li key={index}>
            <div className="skeleton skeleton--card" />
          </li>
        ))}
      </ul>
    </div>
  )
}

export { ListingRefiner as island }
