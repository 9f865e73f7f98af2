import { afterEach, describe, expect, it, vi } from 'vitest'
import { type DeferredSection, streamDocument } from '../../worker/render/stream'

afterEach(() => vi.restoreAllMocks())

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

describe('the time limits of a streamed document’s sections', () => {
  it('share one timer for each limit, leave out a section past its own, and say once when all are done', async () => {
    const timedOut: string[] = []
    let done = 0
    const section = (id: string, ms: number, timeoutMs?: number): DeferredSection => ({
      id,
      content: later(null, ms),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    })
    const sections = [section('a', 1), section('b', 2), section('c', 3), section('slow', 200, 20)]
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const body = streamDocument({
      top: ['<main>'],
      bottom: ['</main>'],
      deferred: sections,
      render: () => ['x'],
      nonce: 'n',
      onSectionTimeout: (id) => timedOut.push(id),
      onSectionsDone: () => {
        done += 1
      },
    })
    const html = await new Response(body).text()
    // The three sections of the default limit share one timer; the slow one's own limit has another.
    expect(timers).toHaveBeenCalledTimes(2)
    expect(timedOut).toEqual(['slow'])
    expect(done).toBe(1)
    expect(html.startsWith('<main>')).toBe(true)
    expect(html.endsWith('</main>')).toBe(true)
    for (const id of ['a', 'b', 'c', 'slow']) expect(html).toContain(`data-sf-for="${id}"`)
  })
})
