/**
 * The browser's main thread while a page loads and hydrates, as a phone's would be: Chromium with its CPU slowed
 * four times (Lighthouse's mobile preset slows it as much), a page opened in a fresh context and left until its
 * islands have hydrated and the network is quiet, its long tasks (over 50 ms) read from a `longtask` observer. Per
 * page, the median over `loads` loads of the longest task after the first contentful paint and of the blocking time
 * (what each long task took past 50 ms after that paint, summed, as Lighthouse's total blocking time counts it: the
 * document's parsing and first layout before the paint are not the scripts'). Speed figures for `npm run bench`,
 * never a test's: they follow the machine.
 */
import { chromium } from '@playwright/test'
import { median } from './bench-shop.ts'

export interface MainThreadPage {
  name: string
  path: string
  headers?: Record<string, string>
}

export interface MainThreadRow {
  longestTaskMs: number
  blockingMs: number
  /** Each load's long tasks after its first contentful paint, ms, in the order they ran. */
  loads: number[][]
}

/** Lighthouse's mobile preset: a phone's main thread is about four times slower than this machine's. */
const CPU_SLOWDOWN = 4
/** A task longer than this blocks input (the `longtask` entry's own threshold). */
const BLOCKING_MS = 50

declare global {
  interface Window {
    /** Each long task's start and end, ms since the navigation. */
    __longTasks?: [number, number][]
  }
}

/** The long tasks' durations after the first contentful paint (of a task across it, its part after it). */
const afterPaint = (tasks: [number, number][], paint: number) =>
  tasks.filter(([, end]) => end > paint).map(([start, end]) => Math.round(end - Math.max(start, paint)))

export async function measureMainThread(
  base: string,
  pages: readonly MainThreadPage[],
  loads = 3,
): Promise<Record<string, MainThreadRow>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: Record<string, MainThreadRow> = {}
  try {
    for (const target of pages) {
      const tasks: number[][] = []
      for (let load = 0; load < loads; load++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          extraHTTPHeaders: target.headers ?? {},
        })
        try {
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
          await page.addInitScript(() => {
            window.__longTasks = []
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                window.__longTasks?.push([entry.startTime, entry.startTime + entry.duration])
            }).observe({ type: 'longtask', buffered: true })
          })
          const answer = await page.goto(`${base}${target.path}`, { waitUntil: 'load' })
          if (!answer?.ok()) throw new Error(`${target.path} answered ${answer?.status()}`)
          await page.waitForFunction(() => document.querySelector('[data-hydrated="pending"]') === null)
          await page.waitForLoadState('networkidle')
          const { long, paint } = await page.evaluate(() => ({
            long: window.__longTasks ?? [],
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          }))
          tasks.push(afterPaint(long, paint))
        } finally {
          await context.close()
        }
      }
      rows[target.name] = {
        longestTaskMs: median(tasks.map((each) => Math.max(0, ...each))),
        blockingMs: median(
          tasks.map((each) => each.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_MS), 0)),
        ),
        loads: tasks,
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
