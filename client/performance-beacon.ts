/**
 * The page-timing beacon (shared/performance.ts): loaded by the entry only on pages the worker marks with
 * `data-ingest` (the client-ingest flag is on for the shopper, and they consent to performance measurement). It
 * watches the page's Core Web Vitals as the browser reports them and sends one batch when the page is hidden, with
 * `keepalive` so it survives the navigation. A browser that measures none of them sends nothing.
 */
import { LOCALE_HEADER } from '../shared/api-contract'
import { PERFORMANCE_INGEST_PATH, type PerformanceMeasureName } from '../shared/performance'

/** Layout shifts closer than this belong to one session window, which lasts at most `SHIFT_WINDOW_MS` (CLS). */
const SHIFT_GAP_MS = 1000
const SHIFT_WINDOW_MS = 5000
/** Interactions quicker than this are not worth a report (the browser's smallest threshold is 16 ms). */
const EVENT_THRESHOLD_MS = 40

const measures = new Map<PerformanceMeasureName, number>()

function observe(type: string, onEntries: (entries: PerformanceEntryList) => void, extra: object = {}) {
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
      type,
      buffered: true,
      ...extra,
    })
  } catch {
    // A type this browser does not measure: that measure is left out.
  }
}

const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
if (navigation && navigation.responseStart > 0) measures.set('TTFB', navigation.responseStart)

observe('paint', (entries) => {
  for (const entry of entries)
    if (entry.name === 'first-contentful-paint') measures.set('FCP', entry.startTime)
})

observe('largest-contentful-paint', (entries) => {
  const last = entries[entries.length - 1]
  if (last) measures.set('LCP', last.startTime)
})

interface LayoutShift extends PerformanceEntry {
  value: number
  hadRecentInput: boolean
}
const shiftWindow = { value: 0, start: 0, last: 0 }
observe('layout-shift', (entries) => {
  for (const entry of entries as LayoutShift[]) {
    if (entry.hadRecentInput) continue
    const joins =
      shiftWindow.value > 0 &&
      entry.startTime - shiftWindow.last < SHIFT_GAP_MS &&
      entry.startTime - shiftWindow.start < SHIFT_WINDOW_MS
    if (joins) shiftWindow.value += entry.value
    else Object.assign(shiftWindow, { value: entry.value, start: entry.startTime })
    shiftWindow.last = entry.startTime
    measures.set('CLS', Math.max(measures.get('CLS') ?? 0, shiftWindow.value))
  }
})

observe(
  'event',
  (entries) => {
    for (const entry of entries as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId) measures.set('INP', Math.max(measures.get('INP') ?? 0, entry.duration))
  },
  { durationThreshold: EVENT_THRESHOLD_MS },
)

let sent = false
function send() {
  if (sent || measures.size === 0) return
  sent = true
  const pageType = document.querySelector<HTMLMetaElement>('meta[name="page-type"]')?.content ?? 'other'
  const body = {
    pageType,
    path: location.pathname,
    measures: [...measures].map(([name, value]) => ({
      name,
      value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
    })),
  }
  void fetch(PERFORMANCE_INGEST_PATH, {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      [LOCALE_HEADER]: document.documentElement.lang.toLowerCase(),
    },
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') send()
})
addEventListener('pagehide', send)
