/**
 * What a page showed of its decisions, told after the response: the personalization service hears which of its
 * experiences and recommendations the page rendered, with the click tokens of the products it showed (decision
 * 062), and the ids of the catalogue widget's recommendations it showed (decision 109); and each experiment whose
 * experience is on the page is marked exposed, so its impression goes out once the page is answered
 * (worker/services/experiments.ts, decision 063).
 */

import type { UpsellItem } from '../../shared/content/block-environment'
import { type Block, type BlockOf, UPSELL_STACKED_DEFAULT } from '../../shared/content/blocks'
import { blocksOf } from '../../shared/personalization/audience'
import { type Decision, impressionIdsOf } from '../../shared/personalization/personalization'
import { markExposed, sendPageImpressions, sendPageSegmentEvent } from '../services/experiments'
import type { AppContext } from '../types'
import { reportImpressions } from './service'

/** A carousel as the page rendered it: the decision's component its products came from (null: the catalogue's). */
interface ShownCarousel {
  products: readonly { styleCode: string }[]
  recTokens: Readonly<Record<string, string>>
  component: string | null
}

/**
 * How many of an upsell's items count as shown (spec 3 §9): a stacked list's count, else the three a carousel shows
 * before the shopper scrolls it.
 */
const upsellShown = (block: BlockOf<'upsell'>) =>
  block.layout === 'stacked' ? block.stackedCount : UPSELL_STACKED_DEFAULT

/** What the page showed of a decision: its experiences, and the recommendations whose items it rendered. */
export function shownOf(
  blocks: readonly Block[],
  recommendations: Readonly<Record<string, ShownCarousel>>,
  upsells: Readonly<Record<string, readonly UpsellItem[]>>,
): { experiences: string[]; recommendations: string[]; recTokens: string[] } {
  const carousels = Object.values(recommendations).filter(
    (value) => value.component !== null && value.products.length > 0,
  )
  const upsellBlocks = blocksOf(blocks, 'upsell').filter((block) =>
    (upsells[block.id] ?? []).some((item) => item.recToken),
  )
  return {
    experiences: blocksOf(blocks, 'experience').map((block) => block.experienceId),
    recommendations: [
      ...carousels.map((value) => value.component as string),
      ...upsellBlocks.map((block) => block.widget),
    ],
    recTokens: [
      ...carousels.flatMap((value) =>
        value.products.flatMap((product) => value.recTokens[product.styleCode] ?? []),
      ),
      ...upsellBlocks.flatMap((block) =>
        (upsells[block.id] ?? []).slice(0, upsellShown(block)).flatMap((item) => item.recToken ?? []),
      ),
    ],
  }
}

/**
 * The catalogue widget's recommendation ids of what the page showed (decision 109): each carousel's products that
 * came from the widget, and the upsells' items counted as shown, in the page's order.
 */
export function widgetShownOf(
  blocks: readonly Block[],
  recommendations: Readonly<Record<string, ShownCarousel>>,
  upsells: Readonly<Record<string, readonly UpsellItem[]>>,
): string[] {
  return [
    ...Object.values(recommendations)
      .filter((value) => value.component === null)
      .flatMap((value) => value.products.flatMap((product) => value.recTokens[product.styleCode] ?? [])),
    ...blocksOf(blocks, 'upsell').flatMap((block) =>
      (upsells[block.id] ?? []).slice(0, upsellShown(block)).flatMap((item) => item.recommendationId ?? []),
    ),
  ]
}

/**
 * Tells what the page's blocks showed: the decision's impressions (when the page had a decision) to the
 * personalization service, and the experiences on the page to the experiments' exposure. Never throws.
 */
export function recordShown(
  c: AppContext,
  visitorId: string | null,
  decided: Decision | null,
  blocks: readonly Block[],
  shown: {
    recommendations: Readonly<Record<string, ShownCarousel>>
    upsells: Readonly<Record<string, readonly UpsellItem[]>>
  },
): void {
  if (decided) {
    const what = shownOf(blocks, shown.recommendations, shown.upsells)
    reportImpressions(
      c,
      visitorId,
      impressionIdsOf(decided, what),
      what.recTokens,
      widgetShownOf(blocks, shown.recommendations, shown.upsells),
    )
  }
  for (const experience of blocksOf(blocks, 'experience')) markExposed(c, experience.experienceId)
}

/**
 * Once a page is answered (a GET answered 200 with HTML), its experiments' impressions go out: the features, and
 * the experiments whose content it rendered; and the data platform hears of the page view (decision 108).
 */
export function recordPageImpressions(c: AppContext): void {
  const page =
    c.req.method === 'GET' &&
    c.res.status === 200 &&
    (c.res.headers.get('content-type') ?? '').startsWith('text/html')
  if (!page) return
  sendPageImpressions(c)
  sendPageSegmentEvent(c)
}
