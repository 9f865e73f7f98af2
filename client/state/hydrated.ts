/**
 * Whether an island has hydrated: false in the render that hydrates it (its markup is the server's, so it must
 * render what the server did), true from the render after. That render is a transition, as the hydration is
 * (`client/entry.tsx`): React renders it in slices between the browser's other work, instead of rendering the whole
 * island again in one task the moment it has hydrated (about 25 ms of a phone's main thread for the bag).
 */
import { startTransition, useEffect, useState } from 'react'

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated
}
