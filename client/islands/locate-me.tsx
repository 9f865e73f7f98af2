/**
 * "Use my location" on the store locator: asks the browser for its position and opens the locator for it. The
 * position is rounded to about 100 m before it leaves the browser.
 */
import { useEffect, useState } from 'react'

export interface LocateMeProps {
  path: string
  label: string
  locating: string
  denied: string
}

export function LocateMe({ path, label, locating, denied }: LocateMeProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [state, setState] = useState<'idle' | 'locating' | 'denied'>('idle')
  useEffect(() => setEnhanced(true), [])
  if (!enhanced) return null
  const locate = () => {
    if (!('geolocation' in navigator)) return setState('denied')
    setState('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const round = (value: number) => String(Math.round(value * 1000) / 1000)
        window.location.assign(
          `${path}?latitude=${round(position.coords.latitude)}&longitude=${round(position.coords.longitude)}`,
        )
      },
      () => setState('denied'),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }
  return (
    <>
      <button type="button" className="link-button" onClick={locate} disabled={state === 'locating'}>
        {state === 'locating' ? locating : label}
      </button>
      {state === 'denied' ? (
        <span className="field-error" role="alert">
          {denied}
        </span>
      ) : null}
    </>
  )
}

export { LocateMe as island }
