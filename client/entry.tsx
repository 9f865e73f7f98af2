/**
 * The browser entry: finds island markers and hydrates each with the props the server serialised, loading its
 * chunk when its strategy says (`client/islands/names.ts`, decision 016): `load` islands once the page has painted
 * (decision 132), `visible` ones when they come near the viewport, `interaction` ones on the first pointer, touch or
 * focus inside them; the marker names its strategy (`data-hydrate`), so this entry carries no table of islands. Only
 * the chunks of islands that hydrate are fetched. Sections streamed in later announce themselves with a
 * `storefront:section` event, and their islands are taken up then.
 *
 * Islands share state through jotai's default store (one jotai module for the page) and the cart store in
 * `client/state/cart.ts`, so the entry itself carries no state library.
 *
 * What a shopper typed before an island came alive stays, in every island, whatever its fields: hydration leaves a
 * field's value as the shopper left it, but the island's state still holds the server's value, and its next
 * render (any: a `hydrated` flag, a store update) would put that back, so a phone shopper who typed while the
 * island's code loaded found the fields empty at "Continue". Once the island has hydrated, before it renders again,
 * each field that no longer holds what the server rendered tells the island its value as if the shopper had just
 * typed it, so the island's own `onChange` takes it. Fields in the payment provider's frames are the provider's:
 * islands render those frames only once hydrated, with a stable `src` and key, so nothing reloads them.
 */
import { type ReactNode, startTransition, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { LIST_CONTEXT_COOKIE, listContextValue } from '../shared/analytics/list-context'
import { recoverStaleBuild, takeKeptFields } from './build-recovery'
import type { IslandName } from './islands/names'
import { ISLAND_CHUNKS_ID, VISIBLE_MARGIN_PX } from './islands/names'
import { ISLAND_LOADERS } from './islands/registry'
import { type IslandWords, WordsProvider } from './islands/use-words'
import { analyticsGranted } from './state/analytics'

const isKnownIsland = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLAND_LOADERS, name)

const VISIBLE_MARGIN = `${VISIBLE_MARGIN_PX}px 0px`
/** What starts an `interaction` island: a shopper's reach, or another island asking (`storefront:hydrate`). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'storefront:hydrate'] as const

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Hands the island each field the shopper changed before it hydrated, as React hears a change: an input event
 * (text), a click (a box or radio button now checked), a change event (a list). React tells a change from its own
 * writes by the value it last wrote, kept by an own `value`/`checked` setter on the field: the field is set to the
 * server's value through that setter, then back to the shopper's past it, so the event carries a change.
 */
function keepTyped(root: HTMLElement) {
  for (const field of root.querySelectorAll<Field>('input,select,textarea')) {
    if (field.disabled) continue
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options]
      const first =
        options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled)
      if (first && field.value !== first.value) field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (field.type === 'checkbox' || field.type === 'radio') {
      const box = field as HTMLInputElement
      if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue
      box.checked = !box.checked
      box.click()
    } else if (field.value !== field.defaultValue && field.type !== 'file') {
      const typed = field.value
      field.value = field.defaultValue
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

/**
 * Runs `keepTyped` once the island has hydrated and before it renders again (a layout effect of its root), then
 * says it has (`hydrated`).
 */
function KeepTyped({
  root,
  hydrated,
  children,
}: {
  root: HTMLElement
  hydrated: () => void
  children: ReactNode
}) {
  useLayoutEffect(() => {
    keepTyped(root)
    hydrated()
  }, [root, hydrated])
  return children
}

/** Each island's words by the parts they cover (`islands/words.ts`), once a marker that carried them gave them up. */
const wordsByIsland = new Map<string, IslandWords>()

const wordsScript = (within: ParentNode, selector: string) =>
  within.querySelector<HTMLScriptElement>(`${selector} > script[type="application/json"][data-words]`)

/**
 * The words an island declares, as its marker, or the first of its markers with the same parts in the same part of
 * the page, carries them (`islands/island.tsx`); null for an island that takes its words as props. A marker's own
 * words are taken out of it, as its props are; a marker without them reads those of one that has given them up, or
 * else those of one still waiting to hydrate, left in place for it.
 */
function takeWords(name: IslandName, element: HTMLElement): IslandWords | null {
  const parts = element.dataset.wordParts
  const key = `${name}|${parts ?? ''}`
  const own = wordsScript(element, ':scope')
  own?.remove()
  const same = `[data-island="${name}"]${parts ? `[data-word-parts="${parts}"]` : ':not([data-word-parts])'}`
  const source = own ?? (wordsByIsland.has(key) ? null : wordsScript(document, same))
  if (!source) return wordsByIsland.get(key) ?? null
  const words = JSON.parse(source.textContent ?? '') as IslandWords
  if (own) wordsByIsland.set(key, words)
  return words
}

/**
 * The props the marker's first child carries (`islands/island.tsx`), taken out of the marker so the island's root
 * holds only what the component renders.
 */
function takeProps(element: HTMLElement): object {
  const script = element.firstElementChild
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json')
    throw new Error('the marker carries no props')
  script.remove()
  return JSON.parse(script.textContent ?? '') as object
}

/**
 * Whether the parser has moved past a marker, so its props have arrived whole: this async module can run while
 * the page is still arriving, and a marker further down may exist before its props script is complete. Anything
 * after the marker in the document means the parser closed it; one that has not arrived is taken up when the
 * document has been parsed.
 */
function arrived(element: Element): boolean {
  if (document.readyState !== 'loading') return true
  for (let node: Node | null = element; node && node !== document.body; node = node.parentNode)
    if (node.nextSibling) return true
  return false
}

/** Hydrates an island; settles once React has hydrated it (`data-hydrated="true"`) or it failed to. */
async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island
  if (!isKnownIsland(name)) return
  element.dataset.hydrated = 'pending'
  try {
    const props = takeProps(element)
    const words = takeWords(name, element)
    // A chunk of a build no longer served reloads the page (build-recovery.ts); it stays pending meanwhile.
    const { island: Component } = await ISLAND_LOADERS[name]().catch(async (error: unknown) => {
      if (await recoverStaleBuild()) await new Promise(() => {})
      throw error
    })
    const island = <Component {...props} />
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and take input
    // between them; otherwise an island hydrates in one task (the bag's took 40 ms of a fast machine's main thread,
    // 160 ms of a phone's). A shopper's click or key in the island still hydrates its part at once, then acts.
    await new Promise<void>((hydrated) =>
      startTransition(() => {
        hydrateRoot(
          element,
          <KeepTyped root={element} hydrated={hydrated}>
            {words ? <WordsProvider value={words}>{island}</WordsProvider> : island}
          </KeepTyped>,
        )
      }),
    )
    element.dataset.hydrated = 'true'
  } catch (error) {
    element.dataset.hydrated = 'failed'
    console.warn(`island ${name} did not hydrate`, error)
  }
}

const visibility =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer.unobserve(entry.target)
            void hydrateIsland(entry.target as HTMLElement)
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      )
    : null

function onFirstInteraction(element: HTMLElement) {
  // An island that renders nothing of its own is reached through the markup it adds behaviour to (`reach`).
  const reach = (element.dataset.reach === 'parent' && element.parentElement) || element
  let hydrating: Promise<void> | undefined
  const start = () => {
    for (const type of INTERACTIONS) reach.removeEventListener(type, start)
    hydrating ??= hydrateIsland(element)
    return hydrating
  }
  for (const type of INTERACTIONS) reach.addEventListener(type, start, { passive: true })
  // A form sent, or a link marked `data-held` followed, before the island has hydrated (a tap straight on its button
  // or on a gallery's photo) is held and sent or followed again once it has, so the island answers it in place; an
  // island that failed to hydrate lets it go as a plain form or link.
  for (const type of ['submit', 'click'])
    reach.addEventListener(
      type,
      (event) => {
        const target = event.target as HTMLFormElement
        const held = type === 'click' ? target.closest<HTMLElement>('a[data-held]') : target
        if (!held || /true|failed/.test(element.dataset.hydrated ?? '')) return
        event.preventDefault()
        void start().then(() =>
          type === 'click' ? held.click() : target.requestSubmit((event as SubmitEvent).submitter),
        )
      },
      true,
    )
  // A pointer already resting on the island, or focus already inside it, when this script arrives has reached it:
  // its `pointerover` or `focusin` came before there was a listener, and none follows until it leaves and returns.
  if (reach.matches(':hover') || reach.contains(document.activeElement)) void start()
}

function takeUpIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
    if (!arrived(element)) continue
    const strategy = element.dataset.hydrate ?? 'load'
    if (strategy === 'load' || (strategy === 'visible' && !visibility)) {
      void hydrateIsland(element)
      continue
    }
    element.dataset.hydrated = 'waiting'
    if (strategy === 'visible') visibility?.observe(element)
    else onFirstInteraction(element)
  }
}

/**
 * The page names the chunks of its islands that hydrate at once (decision 123): the head does not preload them, so
 * they leave the first paint the bandwidth. Asked for together here, an island's imports are not found one after
 * another as each chunk arrives.
 */
function fetchIslandChunks() {
  const list = document.getElementById(ISLAND_CHUNKS_ID)?.textContent
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

/**
 * Runs `start` once the page has painted its first content: this script is an async module and can arrive before
 * the first paint, and the islands' chunks it asks for would then share the link with the lead picture (decision
 * 132). The browser reports the paint once the frame is shown (`first-contentful-paint`); one that does not report
 * paints starts after the next frame. A tab that is not visible paints nothing, so there, or once it is hidden, or
 * after `PAINT_WAIT_MS` whatever happens, it starts without waiting.
 */
function afterFirstPaint(start: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (document.visibilityState !== 'visible') return once()
  document.addEventListener('visibilitychange', once, { once: true })
  setTimeout(once, PAINT_WAIT_MS)
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return requestAnimationFrame(() => setTimeout(once, 0))
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    once()
  }).observe({ type: 'paint', buffered: true })
}

/** The longest the islands wait for the first paint to be reported. */
const PAINT_WAIT_MS = 2000

afterFirstPaint(() => {
  fetchIslandChunks()
  document.addEventListener('storefront:section', takeUpIslands)
  // This script is an async module: it can run while the shell is still being parsed (a slow device, a large
  // page), when the islands further down do not exist yet. They are taken up once the document has been parsed.
  // A page that reloaded itself for a new build puts back what was typed first, into the whole document, so no
  // island hydrates before its fields hold it.
  const kept = takeKeptFields()
  const begin = () => {
    kept?.()
    takeUpIslands()
  }
  if (document.readyState === 'loading') {
    if (!kept) takeUpIslands()
    document.addEventListener('DOMContentLoaded', begin)
  } else begin()
})

// Disclosure panels of links (the secondary navigation below large screens) fold away once a link is chosen,
// which matters for in-page links: the page does not reload to close them.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  const panel = link?.closest<HTMLDetailsElement>('details[data-close-on-choose]')
  if (panel) panel.open = false
})

// The analytics context (decision 100): the list a product was opened from, kept in a session cookie the product
// page's worker reads, only with the shopper's consent to analytics (decision 060).
document.addEventListener('click', (event) => {
  if (!analyticsGranted(document.documentElement)) return
  const item = (event.target as Element | null)
    ?.closest?.('a[href]')
    ?.closest<HTMLElement>('[data-style-code]')
  const list = item?.closest<HTMLElement>('[data-list]')?.dataset.list
  if (!item || !list) return
  const value = listContextValue(list, Number(item.dataset.position ?? 1), item.dataset.styleCode ?? '')
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: -- the Cookie Store API is missing from browsers the shop serves
  document.cookie = `${LIST_CONTEXT_COOKIE}=${encodeURIComponent(value)}; path=/; samesite=lax${secure}`
})

// The page-timing beacon, only on pages the worker marks for it (the client-ingest flag, and consent to measuring).
if (document.documentElement.dataset.ingest === 'on') void import('./performance-beacon')
