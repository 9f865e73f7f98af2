/**
 * Server markup inside an island (decision 098): the server renders the slot's children; the browser renders the
 * slot with none and keeps what the server sent. An element whose `dangerouslySetInnerHTML` is the same empty
 * string on every render is neither hydrated nor emptied by React, so its server content stays as it came: plain
 * markup in the island's place in the form and the focus order, costing the island no props and no code.
 */
import type { ReactNode } from 'react'

const KEEP = { __html: '' }

export function ServerSlot({ children, className }: { children?: ReactNode; className: string }) {
  return children ? (
    <div className={className}>{children}</div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which keeps the server's markup
    <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />
  )
}
