/**
 * "Check store availability": a button that opens the store finder (`finder.tsx`), the nearest stores to a postal
 * code or to the browser's position with the stock of the chosen colour and size in each, and a "Pick up here"
 * choice the buy box then uses. It needs the script (the position and the live stock), so without it the section
 * is not offered. The button is all the first screen needs: the finder and its store search load when the shopper
 * points at the button or moves focus to it, and at the latest when they open it.
 */
import { useEffect, useState } from 'react'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'
import type { StoreAvailabilityProps, StoreFinder } from './finder'

export type { StoreAvailabilityProps } from './finder'

export function StoreAvailabilityFinder(props: StoreAvailabilityProps) {
  const words = useWords<IslandWordKey<'store-availability'>>()
  const id = `stores-${props.styleCode}`
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  /** The finder's code, once loaded; the finder is then kept, closed or open, as the shopper left it. */
  const [Finder, setFinder] = useState<typeof StoreFinder | null>(null)
  useEffect(() => setEnhanced(true), [])

  if (!enhanced) return null

  const load = () => {
    if (!Finder) void import('./finder').then((module) => setFinder(() => module.StoreFinder))
  }
  return (
    <div className="store-finder">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load()
          setOpen(!open)
        }}
      >
        {words.t('stores.check')}
      </button>
      <div id={`${id}-panel`} hidden={!open} className="store-finder__panel">
        {Finder ? (
          <Finder {...props} id={id} />
        ) : (
          <p role="status" className="store-finder__status">
            {open ? words.t('section.loading') : ''}
          </p>
        )}
      </div>
    </div>
  )
}

export { StoreAvailabilityFinder as island }
