import { describe, expect, it } from 'vitest'
import type { DataLayerEvent } from '../../client/state/analytics'
import { recordMenuToggle, reportNewsletterSignup, reportPopup } from '../../client/state/analytics'
import { listContextValue, readListContext } from '../../shared/analytics/list-context'

describe('analytics context', () => {
  const read = (list: string, position: number, styleCode: string, product = styleCode) =>
    readListContext(listContextValue(list, position, styleCode), product)

  it('reads the list, position and origin of a product opened from a listing, for that product only', () => {
    expect(read('category:1000', 3, 'KS100013')).toEqual({
      productList: 'category:1000',
      position: 3,
      searchTerm: null,
      origin: 'listing',
    })
    expect(read('category:1000', 3, 'KS100013', 'KS100020')).toBeNull()
  })

  it('keeps the search term of a product opened from search results, and names recommendations and content', () => {
    expect(read('search:rain shell', 1, 'KS100013')).toMatchObject({
      origin: 'search',
      searchTerm: 'rain shell',
    })
    expect(read('search:a~b', 1, 'KS100013')).toMatchObject({ productList: 'search:a~b', searchTerm: 'a~b' })
    expect(read('recommendations:pdp-similar', 2, 'KS100020')).toMatchObject({
      origin: 'recommendation',
      searchTerm: null,
    })
    expect(read('content:trail-grid', 5, 'KS100020')?.origin).toBe('content')
  })

  it('ignores a damaged or forged value', () => {
    for (const value of [
      '',
      'not a context',
      '0~KS100013~category:1000',
      '-4~KS100013~category:1000',
      '3~KS100013~evil:1000',
      '3~KS100013~category:1000\nSet-Cookie: x',
      '3~<script>~category:1000',
      `3~KS100013~search:${'x'.repeat(200)}`,
    ])
      expect(readListContext(value, 'KS100013'), value).toBeNull()
    expect(readListContext(undefined, 'KS100013')).toBeNull()
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
