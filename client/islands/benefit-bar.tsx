/**
 * The close button of a closable benefit bar. The choice is remembered in a first-party cookie listing closed
 * block ids, which the worker reads so a closed bar is not rendered again (no flash on the next page). Without
 * JavaScript there is no button and the bar simply stays.
 */
import { useEffect, useRef, useState } from 'react'
import {
  CLOSED_BLOCKS_COOKIE,
  parseClosedBlocks,
  serializeClosedBlocks,
} from '../../shared/content/closed-blocks'

export interface BenefitBarCloserProps {
  blockId: string
  label: string
}

function rememberClosed(blockId: string) {
  const current = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${CLOSED_BLOCKS_COOKIE}=`))
    ?.slice(CLOSED_BLOCKS_COOKIE.length + 1)
  const ids = parseClosedBlocks(current)
  // biome-ignore lint/suspicious/noDocumentCookie: -- the Cookie Store API is not in every browser the shop serves
  document.cookie = `${CLOSED_BLOCKS_COOKIE}=${serializeClosedBlocks([...ids, blockId])}; path=/; max-age=31536000; samesite=lax`
}

export function BenefitBarCloser({ blockId, label }: BenefitBarCloserProps) {
  const button = useRef<HTMLButtonElement>(null)
  // A close button that could not close anything stays away until the script runs (decision 007).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const close = () => {
    rememberClosed(blockId)
    const bar = button.current?.closest('.benefit-bar')
    if (bar instanceof HTMLElement) bar.hidden = true
  }
  if (!ready) return null
  return (
    <button ref={button} type="button" className="benefit-bar__close" aria-label={label} onClick={close}>
      <span aria-hidden="true">×</span>
    </button>
  )
}

export { BenefitBarCloser as island }
