/**
 * axe-core run the way `@axe-core/playwright` runs it (a partial run in every frame the context reaches, found with
 * axe's own frame contexts, then one `finishRun` over them all), without what makes that builder cost three to
 * five seconds a call on this machine: it injects axe's half a megabyte into every frame on every call, and opens a
 * fresh page for each `finishRun`. Here axe is injected into a document once (a new document needs it again), and
 * `finishRun` runs in the page under test, whose own script axe's merge of plain data does not touch. The rules,
 * tags, frames and results are the builder's.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from '@playwright/test'
import type { ElementContext, PartialResult, RunOptions } from 'axe-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** The longest a scan waits for the page's animations to end: a dialog's fade-in is 250 ms. */
const ANIMATIONS_WAIT_MS = 2000
const CONFIGURE =
  "axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })"

/** The page's axe, as `window.axe` once injected. */
type AxeWindow = Window & { axe: typeof import('axe-core') }

async function injectOnce(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as unknown as AxeWindow).axe?.runPartial === 'function',
  )
  if (present) return
  await frame.evaluate(AXE_SOURCE)
  await frame.evaluate(CONFIGURE)
}

/** The partial results of a frame and of the frames inside it, in the order `finishRun` expects (nulls for frames that failed). */
async function runPartialRecursive(
  frame: Frame,
  context: ElementContext,
  options: RunOptions,
  initiator: boolean,
): Promise<(PartialResult | null)[]> {
  try {
    await injectOnce(frame)
    // axe's frame contexts, passed on as the plain data they are.
    const frameContexts: { frameSelector: string[]; frameContext: ElementContext }[] = JSON.parse(
      await frame.evaluate(
        (spec) =>
          JSON.stringify((window as unknown as AxeWindow).axe.utils.getFrameContexts(spec as ElementContext)),
        context as object,
      ),
    )
    const own = frame
      .evaluate(
        async ([spec, runOptions]) =>
          JSON.stringify(
            await (window as unknown as AxeWindow).axe.runPartial(JSON.parse(spec), JSON.parse(runOptions)),
          ),
        [JSON.stringify(context), JSON.stringify(options)] as const,
      )
      .then((json): PartialResult => JSON.parse(json))
    own.catch(() => undefined)
    const children: (PartialResult | null)[][] = []
    for (const { frameSelector, frameContext } of frameContexts) {
      let child: (PartialResult | null)[] = [null]
      try {
        const handle = await frame.evaluateHandle(
          (selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector),
          frameSelector as unknown as string,
        )
        const childFrame = await handle.asElement()?.contentFrame()
        if (childFrame) child = await runPartialRecursive(childFrame, frameContext, options, false)
      } catch {
        // A frame that went away or cannot be reached is reported as the builder reports it: a null.
      }
      children.push(child)
    }
    return [await own, ...children.flat(1)]
  } catch (error) {
    if (initiator) throw error
    return [null]
  }
}

/** A rule the page breaks: its id, its impact, and where (each node's selector path, frames first). */
export interface AxeViolation {
  id: string
  impact: string | null
  targets: string[]
}

/** axe's violations on the page (and in its frames), limited to the given selectors when there are any. */
export async function axeViolations(
  page: Page,
  tags: readonly string[],
  include: readonly string[] = [],
): Promise<AxeViolation[]> {
  const context: ElementContext =
    include.length > 0 ? { include: [...include], exclude: [] } : { exclude: [], include: [] }
  // Only the violations' nodes are detailed (`resultTypes`): the passes' would be built and sent for nothing.
  const options: RunOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] }
  // What a shopper looks at: a dialog or a toast that is still fading in is measured once it is in, not halfway
  // (its colours against the page under it would not be the ones anybody reads). Only the document's own running
  // animations with an end are waited for (not a spinner's, nor one driven by scrolling), and for at most
  // `ANIMATIONS_WAIT_MS`, timed here: the page's own clock may be a test's fake one.
  await Promise.race([
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ).then(() => undefined),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, ANIMATIONS_WAIT_MS)),
  ])
  const partials = await runPartialRecursive(page.mainFrame(), context, options, true)
  return page.evaluate(
    async ([results, runOptions]) => {
      const finished = await (window as unknown as AxeWindow).axe.finishRun(
        JSON.parse(results),
        JSON.parse(runOptions),
      )
      return finished.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    [JSON.stringify(partials), JSON.stringify(options)] as const,
  )
}
