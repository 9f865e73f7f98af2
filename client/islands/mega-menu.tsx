/**
 * The behaviour of the main navigation (spec 3 §2.7), added to the server-rendered menu without re-rendering it
 * (client/components/mega-menu.tsx), so the menu's data is not repeated in the page as props.
 *
 * The desktop bar follows the WAI-ARIA disclosure navigation pattern: each department has a visually hidden toggle
 * button (`aria-expanded`, `aria-controls`); a panel opens on hover (or, with the click-trigger setting, on a
 * click of the department) and by its toggle, and closes on Escape (focus goes back to the toggle), on its close
 * button, when the pointer or the focus leaves it, on a click elsewhere and on a route change. The accordion's
 * expands and collapses are reported to analytics.
 */
import { useEffect } from 'react'
import { pageDataLayer, recordMenuToggle } from '../state/analytics'

export interface MegaMenuBehaviourProps {
  /** The id of the menu's root element. */
  rootId: string
  clickToOpen: boolean
}

/** How long the pointer may be outside a panel before it closes, so a diagonal move to the panel keeps it. */
const LEAVE_DELAY_MS = 150

/** Wires the menu under `root`; returns the function that unwires it. */
function enhance(root: HTMLElement, clickToOpen: boolean): () => void {
  const items = [...root.querySelectorAll<HTMLLIElement>('.mega-menu__item.has-panel')]
  const toggleOf = (item: Element) => item.querySelector<HTMLButtonElement>('.mega-menu__toggle')
  let leaveTimer: ReturnType<typeof setTimeout> | undefined
  const cancelLeave = () => clearTimeout(leaveTimer)

  const setOpen = (target: HTMLLIElement | null) => {
    for (const item of items) {
      const open = item === target
      item.classList.toggle('is-open', open)
      toggleOf(item)?.setAttribute('aria-expanded', String(open))
    }
  }
  const openItem = () => items.find((item) => item.classList.contains('is-open')) ?? null
  const close = (item?: HTMLLIElement) => {
    if (item === undefined || openItem() === item) setOpen(null)
  }
  /** Closes the open panel and, when focus was inside it (or `always`), gives focus back to its toggle. */
  const closeToToggle = (always: boolean) => {
    const item = openItem()
    const toggle = item ? toggleOf(item) : null
    if (toggle && (always || item?.contains(document.activeElement))) toggle.focus()
    setOpen(null)
  }

  const cleanups: (() => void)[] = []
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement | Document,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener)
    cleanups.push(() => target.removeEventListener(type, handler as EventListener))
  }

  for (const item of items) {
    on(item, 'mouseenter', () => {
      cancelLeave()
      if (!clickToOpen) setOpen(item)
    })
    on(item, 'mouseleave', () => {
      cancelLeave()
      leaveTimer = setTimeout(() => close(item), LEAVE_DELAY_MS)
    })
    on(item, 'focusout', (event) => {
      const next = event.relatedTarget as Node | null
      // A click on the panel's background blurs without a next target; the pointer is still in the panel then.
      if (next ? !item.contains(next) : !item.matches(':hover')) close(item)
    })
    const toggle = toggleOf(item)
    if (toggle) {
      on(toggle, 'click', () => {
        cancelLeave()
        setOpen(openItem() === item ? null : item)
      })
    }
    const closeButton = item.querySelector<HTMLButtonElement>('.mega-menu__close')
    if (closeButton) {
      closeButton.hidden = false
      on(closeButton, 'click', () => closeToToggle(true))
    }
    const link = item.querySelector<HTMLAnchorElement>(':scope > .mega-menu__link[href]')
    if (link && clickToOpen) {
      on(link, 'click', (event) => {
        // A pointer click opens the panel (its 'shop all' link goes to the department); Enter on the link
        // (detail 0) and modified clicks still follow it.
        if (event.detail === 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return
        event.preventDefault()
        cancelLeave()
        setOpen(openItem() === item ? null : item)
      })
    }
  }

  on(document, 'keydown', (event) => {
    if (event.key === 'Escape' && openItem()) closeToToggle(false)
  })
  on(document, 'pointerdown', (event) => {
    if (!root.contains(event.target as Node)) setOpen(null)
  })
  // A route change closes the menu: leaving the page (and coming back to it from the back/forward cache), or a
  // history step within it.
  const closeAll = () => setOpen(null)
  for (const type of ['pagehide', 'popstate'] as const) {
    window.addEventListener(type, closeAll)
    cleanups.push(() => window.removeEventListener(type, closeAll))
  }

  // The accordion: `toggle` does not bubble, so it is caught on the way down; each details reports itself.
  const onToggle = (event: Event) => {
    const details = event.target
    if (!(details instanceof HTMLDetailsElement) || !details.dataset.menuLevel) return
    recordMenuToggle(pageDataLayer(), {
      level: details.dataset.menuLevel === '2' ? 2 : 1,
      id: details.dataset.menuId ?? '',
      title: details.firstElementChild?.textContent ?? '',
      expanded: details.open,
    })
  }
  root.addEventListener('toggle', onToggle, true)
  cleanups.push(() => root.removeEventListener('toggle', onToggle, true))

  // Reached before this script arrived (it hydrates on the shopper's reach), the menu showed a panel by its
  // stylesheet alone, for the pointer over a department or focus inside it: that panel stays open.
  const reached =
    items.find((item) => item.contains(document.activeElement)) ??
    (clickToOpen ? undefined : items.find((item) => item.matches(':hover')))
  if (reached) setOpen(reached)
  root.classList.add('is-enhanced')
  return () => {
    cancelLeave()
    for (const cleanup of cleanups) cleanup()
  }
}

export function MegaMenuBehaviour({ rootId, clickToOpen }: MegaMenuBehaviourProps) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    return root ? enhance(root, clickToOpen) : undefined
  }, [rootId, clickToOpen])
  return null
}

export { MegaMenuBehaviour as island }
