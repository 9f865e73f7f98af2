/**
 * The browser entry: finds island markers and hydrates each with the props the server serialised, loading its
 * chunk when its strategy says (`client/islands/names.ts`, decision 016): `load` islands at once, `visible` ones
 * when they come near the viewport, `interaction` ones on the first pointer, touch or focus inside them; the
 * marker names its strategy (`data-hydrate`), so this entry carries no table of islands. Only the
 * chunks of islands that hydrate are fetched. Sections streamed in later announce themselves with a
 * `storefront:section` event, and their islands are taken up then.
 *
 * Islands share state through jotai's default store (one jotai module for the page) and the cart store in
 * `client/state/cart.ts`, so the entry itself carries no state library.
 */
import { hydrateRoot } from 'react-dom/client'
import type { IslandName } from './islands/names'
import { VISIBLE_MARGIN_PX } from './islands/names'
import { ISLAND_LOADERS } from './islands/registry'
import { analyticsGranted, recordProductClick } from './state/analytics'

const isKnownIsland = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLAND_LOADERS, name)

const VISIBLE_MARGIN = `${VISIBLE_MARGIN_PX}px 0px`
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island
  if (!isKnownIsland(name)) return
  element.dataset.hydrated = 'pending'
  try {
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    const Component = await ISLAND_LOADERS[name]()
    hydrateRoot(element, <Component {...props} />)
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
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start)
    void hydrateIsland(element)
  }
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true })
}

function takeUpIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
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

document.addEventListener('storefront:section', takeUpIslands)
takeUpIslands()
// This script is an async module: it can run while the shell is still being parsed (a slow device, a large
// page), when the islands further down do not exist yet. They are taken up once the document has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', takeUpIslands)

// Disclosure panels of links (the secondary navigation below large screens) fold away once a link is chosen,
// which matters for in-page links: the page does not reload to close them.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  const panel = link?.closest<HTMLDetailsElement>('details[data-close-on-choose]')
  if (panel) panel.open = false
})

// The analytics context: which list a product was opened from (see client/state/analytics.ts), kept only with the
// shopper's consent to analytics (decision 060).
document.addEventListener('click', (event) => {
  if (!analyticsGranted(document.documentElement)) return
  const link = (event.target as Element | null)?.closest?.('a[href]')
  const item = link?.closest<HTMLElement>('[data-style-code]')
  const list = item?.closest<HTMLElement>('[data-list]')?.dataset.list
  if (!item || !list) return
  try {
    recordProductClick(
      window.sessionStorage,
      list,
      Number(item.dataset.position ?? 0),
      item.dataset.styleCode ?? '',
    )
  } catch {
    // sessionStorage can be unavailable (privacy settings); the context is optional.
  }
})

// The page-timing beacon, only on pages the worker marks for it (the client-ingest flag, and consent to measuring).
if (document.documentElement.dataset.ingest === 'on') void import('./performance-beacon')
