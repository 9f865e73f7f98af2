import { describe, expect, it } from 'vitest'
import type { DataLayerEvent } from '../../client/state/analytics'
import {
  contextFor,
  readContext,
  recordMenuToggle,
  recordProductClick,
  reportNewsletterSignup,
  reportPopup,
  updateContext,
} from '../../client/state/analytics'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

describe('analytics context', () => {
  it('records the list, position and origin of a product opened from a listing', () => {
    const storage = memoryStorage()
    recordProductClick(storage, 'category:1000', 3, 'KS100013')
    expect(contextFor(storage, 'KS100013')).toEqual({
      productList: 'category:1000',
      position: 3,
      searchTerm: null,
      origin: 'listing',
      styleCode: 'KS100013',
    })
    expect(contextFor(storage, 'KS100020')).toBeNull()
  })

  it('keeps the search term of a product opened from search results, and names recommendations', () => {
    const storage = memoryStorage()
    expect(recordProductClick(storage, 'search:rain shell', 1, 'KS100013')).toMatchObject({
      origin: 'search',
      searchTerm: 'rain shell',
    })
    expect(recordProductClick(storage, 'recommendations:pdp-similar', 2, 'KS100020')).toMatchObject({
      origin: 'recommendation',
      searchTerm: 'rain shell',
    })
  })

  it('reads a damaged or foreign record as empty, and survives storage that refuses writes', () => {
    expect(readContext(memoryStorage({ 'storefront:analytics': '{not json' })).productList).toBeNull()
    expect(
      readContext(memoryStorage({ 'storefront:analytics': '{"position":-4,"origin":"evil"}' })),
    ).toMatchObject({ position: null, origin: null })
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(updateContext(refusing, { origin: 'menu' }).origin).toBe('menu')
  })
})

describe('data layer events', () => {
  it('pushes pop-up, menu and newsletter events, and a broken sink never throws', () => {
    const sink: DataLayerEvent[] = []
    reportPopup(sink, 'shown', { id: 'p1', name: 'Monthly newsletter', kind: 'newsletter' })
    recordMenuToggle(sink, { level: 2, id: 'menu-1200', title: 'Jackets', expanded: true })
    reportNewsletterSignup(sink, { campaignName: '/en-us/stories/trail-season', knownCustomer: false })
    expect(sink).toEqual([
      {
        event: 'popup',
        action: 'shown',
        popupId: 'p1',
        popupName: 'Monthly newsletter',
        popupType: 'newsletter',
      },
      { event: 'menu_toggle', level: 2, id: 'menu-1200', title: 'Jackets', expanded: true },
      {
        event: 'newsletter_signup',
        acquisitionType: 'Signup',
        campaignName: '/en-us/stories/trail-season',
        knownCustomer: false,
      },
    ])
    const broken = {
      push() {
        throw new Error('tag manager down')
      },
    }
    expect(reportNewsletterSignup(broken, { campaignName: '/x', knownCustomer: true })).toMatchObject({
      event: 'newsletter_signup',
    })
  })
})
