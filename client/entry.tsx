/**
 * The browser entry: finds island markers, loads each island's chunk (only islands present on the page are
 * fetched) and hydrates it with the props the server serialised. Sections streamed in later announce
 * themselves with a `storefront:section` event, and their islands hydrate then.
 */
import { Provider } from 'jotai'
import { createStore } from 'jotai/vanilla'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_NAMES, type IslandName } from './islands/names'
import { ISLAND_LOADERS } from './islands/registry'
import { recordProductClick } from './state/analytics'

const store = createStore()
const isIslandName = (name: string | undefined): name is IslandName =>
  ISLAND_NAMES.includes(name as IslandName)

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island
  if (!isIslandName(name)) return
  element.dataset.hydrated = 'pending'
  try {
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    const Component = await ISLAND_LOADERS[name]()
    hydrateRoot(
      element,
      <Provider store={store}>
        <Component {...props} />
      </Provider>,
    )
    element.dataset.hydrated = 'true'
  } catch (error) {
    element.dataset.hydrated = 'failed'
    console.warn(`island ${name} did not hydrate`, error)
  }
}

function hydrateAll() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
    void hydrateIsland(element)
  }
}

document.addEventListener('storefront:section', hydrateAll)
hydrateAll()
// This script is an async module: it can run while the shell is still being parsed (a slow device, a large
// page), when the islands further down do not exist yet. They hydrate once the document has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrateAll)

// Disclosure panels of links (the secondary navigation below large screens) fold away once a link is chosen,
// which matters for in-page links: the page does not reload to close them.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]')
  const panel = link?.closest<HTMLDetailsElement>('details[data-close-on-choose]')
  if (panel) panel.open = false
})

// The analytics context: which list a product was opened from (see client/state/analytics.ts).
document.addEventListener('click', (event) => {
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
