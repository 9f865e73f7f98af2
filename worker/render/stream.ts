/**
 * Streaming without React's stream renderer.
 *
 * The idea: React's `renderToReadableStream` costs several times the CPU of `renderToString` for the same tree,
 * much of it encoding many small fragments one by one. So the shell (head, header, the page with holes for
 * slow sections, footer) is rendered with `renderToString` and sent as one chunk at once. Each deferred section
 * is started before the shell renders, and when its data arrives it is rendered to a string too and sent as a
 * `<template>` with a one-line script that swaps it into its hole. A section that fails or takes longer than its
 * time limit is swapped for nothing, and the page is still complete. Each write is a single encoded chunk.
 */
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { escapeHtml } from './document'

export interface DeferredSection {
  id: string
  /** Resolves to the section's markup, or null to leave it out. */
  content: Promise<ReactElement | null>
  /** After this the section is dropped so the response can finish. */
  timeoutMs?: number
}

export interface StreamOptions {
  documentStart: string
  shell: string
  documentEnd: string
  deferred: readonly DeferredSection[]
  /** Wraps deferred markup in the same providers the shell had. */
  wrap: (node: ReactNode) => ReactElement
  nonce: string
  onSectionError?: (id: string, error: unknown) => void
  /** Called when a section passes its time limit and is left out. */
  onSectionTimeout?: (id: string, timeoutMs: number) => void
}

const DEFAULT_SECTION_TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      onTimeout()
      resolve(null)
    }, ms)
  })
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}

/** The markup that fills one hole: the section in a template, and the script that moves it into place. */
export function renderSectionChunk(id: string, html: string, nonce: string): string {
  const safeId = escapeHtml(id)
  return `<template data-sf-for="${safeId}">${html}</template><script nonce="${escapeHtml(nonce)}">__sfSwap(${JSON.stringify(id).replace(/</g, '\\u003c')})</script>`
}

/** A byte stream of the whole document: shell first, then each deferred section in the order it resolves. */
export function streamDocument(options: StreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(options.documentStart + options.shell))
      const pending = options.deferred.map(async (section) => {
        let html = ''
        try {
          const timeoutMs = section.timeoutMs ?? DEFAULT_SECTION_TIMEOUT_MS
          const element = await withTimeout(section.content, timeoutMs, () =>
            options.onSectionTimeout?.(section.id, timeoutMs),
          )
          html = element ? renderToString(options.wrap(element)) : ''
        } catch (error) {
          options.onSectionError?.(section.id, error)
        }
        controller.enqueue(encoder.encode(renderSectionChunk(section.id, html, options.nonce)))
      })
      await Promise.all(pending)
      controller.enqueue(encoder.encode(options.documentEnd))
      controller.close()
    },
  })
}
