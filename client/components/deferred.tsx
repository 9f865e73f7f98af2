/**
 * A hole in the server-rendered shell that the worker fills later in the same response, when the section's data
 * arrives (see worker/render/stream.ts). Until then the fallback (a skeleton) holds the space.
 */
import type { ReactNode } from 'react'

export const deferredElementId = (id: string) => `sf-deferred-${id}`

export function Deferred({ id, fallback }: { id: string; fallback: ReactNode }) {
  return (
    <div id={deferredElementId(id)} className="deferred" aria-busy="true">
      {fallback}
    </div>
  )
}

/** Placeholder cards with the same footprint as product cards. */
export function ProductRailSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-grid product-grid--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: -- identical placeholders
        <li key={index}>
          <div className="skeleton skeleton--card" />
        </li>
      ))}
    </ul>
  )
}
