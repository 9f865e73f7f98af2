import { describe, expect, it } from 'vitest'
import type { UpsellItem } from '../../shared/content/block-environment'
import { parseBlocks } from '../../shared/content/blocks'
import { shownOf } from '../../worker/personalization/impressions'

/** Eight recommended items, each with its click token. */
const items = Array.from({ length: 8 }, (_, index) => ({ recToken: `rt.${index}` }) as unknown as UpsellItem)

const upsell = (fields: Record<string, unknown>) => {
  const { blocks, issues } = parseBlocks([
    { type: 'upsell', id: 'look', title: 'Complete the look', widget: 'pdp-complete-the-look', ...fields },
  ])
  expect(issues).toEqual([])
  return blocks
}

describe('upsell impressions (spec 3 §9)', () => {
  it('count the three items a carousel shows, not every item it loaded', () => {
    const shown = shownOf(upsell({ layout: 'carousel' }), {}, { look: items })
    expect(shown.recTokens).toEqual(['rt.0', 'rt.1', 'rt.2'])
    expect(shown.recommendations).toEqual(['pdp-complete-the-look'])
  })

  it('count a stacked list’s own count', () => {
    expect(
      shownOf(upsell({ layout: 'stacked', stackedCount: 5 }), {}, { look: items }).recTokens,
    ).toHaveLength(5)
    expect(shownOf(upsell({ layout: 'stacked' }), {}, { look: items }).recTokens).toHaveLength(3)
  })
})
