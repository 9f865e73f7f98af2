/**
 * Streaming without React's stream renderer.
 *
 * The idea: React's `renderToReadableStream` costs several times the CPU of `renderToString` for the same tree,
 * much of it encoding many small fragments one by one. So the top of the page (head, header, the page with holes
 * for slow sections) is rendered with `renderToString` and sent as one chunk at once. Each deferred section is
 * started before the shell renders, and when its data arrives it is rendered to a string too (with the parts of it
 * that are kept spliced in: kept-parts.tsx) and sent as a chunk with a one-line script that moves it into its hole.
 * A section that fails or takes longer than its time limit is sent as nothing. The bottom of the page (the end of
 * `<main>`, the footer) follows the last section, so without JavaScript each section still shows, in the order it
 * arrived, at the end of the page's main content (the holes' placeholders are hidden by a `<noscript>` style). Each
 * write is a single encoded chunk, put together from its pieces, each encoded on its own (or kept encoded, as the
 * shell's frames and the pages' kept parts are): encoding one string joined from pieces of different kinds of text
 * costs twice encoding the pieces.
 */
import type { ReactElement, ReactNode } from 'react'
import { escapeHtml } from './document'

export interface DeferredSection {
  id: string
  /** Resolves to the section's markup, or null to leave it out. */
  content: Promise<ReactElement | null>
  /** After this the section is dropped so the response can finish. */
  timeoutMs?: number
}

/** A piece of a document: markup, or markup already encoded as UTF-8. */
export type HtmlChunk = string | Uint8Array

export interface StreamOptions {
  /** The document up to and including the page's holes: sent at once. */
  top: readonly HtmlChunk[]
  /** The rest of the document after the last section: the end of `<main>`, the footer, `</html>`. */
  bottom: readonly HtmlChunk[]
  deferred: readonly DeferredSection[]
  /** Renders a deferred section in the same providers the shell had (`PageRenderer.render`). */
  render: (node: ReactNode) => HtmlChunk[]
  nonce: string
  onSectionError?: (id: string, error: unknown) => void
  /** Called when a section passes its time limit and is left out. */
  onSectionTimeout?: (id: string, timeoutMs: number) => void
  /** Called once every section has been sent or left out, before the stream closes (also when it failed). */
  onSectionsDone?: () => void
}

const DEFAULT_SECTION_TIMEOUT_MS = 3000

/** What a section's race gives when its time limit came first. */
const TIMED_OUT = Symbol('timed out')

/**
 * The time limits of one document's sections: one timer for each distinct limit, shared by every section that has
 * it (they all start together), cleared when the document is done. A timer is a native object of the runtime's:
 * one a section cost about as much as a small component's render.
 */
function sectionDeadlines() {
  const deadlines = new Map<number, Promise<typeof TIMED_OUT>>()
  const timers: ReturnType<typeof setTimeout>[] = []
  return {
    race<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
      let deadline = deadlines.get(ms)
      if (!deadline) {
        deadline = new Promise((resolve) => {
          timers.push(setTimeout(() => resolve(TIMED_OUT), ms))
        })
        deadlines.set(ms, deadline)
      }
      return Promise.race([promise, deadline])
    },
    clear() {
      for (const timer of timers) clearTimeout(timer)
    },
  }
}

/** The markup that fills one hole: the section's pieces, and the script that moves it into place. */
export function sectionChunks(id: string, section: readonly HtmlChunk[], nonce: string): HtmlChunk[] {
  const safeId = escapeHtml(id)
  return [
    `<div class="deferred-chunk" data-sf-for="${safeId}">`,
    ...section,
    `</div><script nonce="${escapeHtml(nonce)}">__sfSwap(${JSON.stringify(id).replace(/</g, '\\u003c')})</script>`,
  ]
}

const encoder = new TextEncoder()

/** The pieces as one new UTF-8 chunk (never a kept one itself, which the response may take over). */
export function encodeChunks(chunks: readonly HtmlChunk[]): Uint8Array {
  if (chunks.length === 1 && typeof chunks[0] === 'string') return encoder.encode(chunks[0])
  const encoded = chunks.map((chunk) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk))
  const joined = new Uint8Array(encoded.reduce((length, bytes) => length + bytes.byteLength, 0))
  let offset = 0
  for (const bytes of encoded) {
    joined.set(bytes, offset)
    offset += bytes.byteLength
  }
  return joined
}

/** A byte stream of the whole document: the top at once, then each deferred section as it resolves, then the bottom. */
export function streamDocument(options: StreamOptions): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const deadlines = sectionDeadlines()
      try {
        controller.enqueue(encodeChunks(options.top))
        const pending = options.deferred.map(async (section) => {
          let html: HtmlChunk[] = []
          try {
            const timeoutMs = section.timeoutMs ?? DEFAULT_SECTION_TIMEOUT_MS
            const element = await deadlines.race(section.content, timeoutMs)
            if (element === TIMED_OUT) options.onSectionTimeout?.(section.id, timeoutMs)
            else html = element ? options.render(element) : []
          } catch (error) {
            options.onSectionError?.(section.id, error)
          }
          controller.enqueue(encodeChunks(sectionChunks(section.id, html, options.nonce)))
        })
        await Promise.allSettled(pending)
      } finally {
        deadlines.clear()
        options.onSectionsDone?.()
      }
      controller.enqueue(encodeChunks(options.bottom))
      controller.close()
    },
  })
}
