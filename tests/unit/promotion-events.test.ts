import { describe, expect, it } from 'vitest'
import type { DataLayerEvent } from '../../client/state/analytics'
import { reportTracked, type TrackedBlock } from '../../client/state/promotion-events'

const promotion: TrackedBlock = {
  kind: 'promotion',
  blockId: 'home-hero',
  creativeName: 'hero-autumn',
  promotionId: 'AUTUMN25',
  promotionName: 'Autumn layers',
}
const experience: TrackedBlock = {
  kind: 'experience',
  trackingEvent: 'home_hero_seen',
  experienceId: 'home_hero',
  variant: 'home-hero-b',
}

describe('tracked blocks in the data layer (spec 3 §3)', () => {
  it('reports an editor’s promotion with its three names when seen and when used', () => {
    const layer: DataLayerEvent[] = []
    reportTracked(layer, promotion, 'view')
    reportTracked(layer, promotion, 'click')
    expect(layer).toEqual([
      {
        event: 'promotion',
        action: 'view',
        blockId: 'home-hero',
        creativeName: 'hero-autumn',
        promotionId: 'AUTUMN25',
        promotionName: 'Autumn layers',
      },
      {
        event: 'promotion',
        action: 'click',
        blockId: 'home-hero',
        creativeName: 'hero-autumn',
        promotionId: 'AUTUMN25',
        promotionName: 'Autumn layers',
      },
    ])
  })

  it('reports an experience under its editor’s event name when seen, with the variant shown, and not its clicks', () => {
    const layer: DataLayerEvent[] = []
    reportTracked(layer, experience, 'view')
    expect(reportTracked(layer, experience, 'click')).toBeNull()
    expect(layer).toEqual([{ event: 'home_hero_seen', experienceId: 'home_hero', variant: 'home-hero-b' }])
  })

  it('loses only the event when a tag throws', () => {
    const broken = {
      push: () => {
        throw new Error('tag failed')
      },
    }
    expect(reportTracked(broken, promotion, 'view')).toMatchObject({ event: 'promotion', action: 'view' })
  })
})
