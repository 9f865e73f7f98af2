import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import type { UpsellItem } from '../../shared/content/block-environment'
import { parseBlocks } from '../../shared/content/blocks'
import { renderBlocks } from '../fixtures/render-blocks'

function render(raw: unknown[]) {
  const { blocks, issues } = parseBlocks(raw)
  expect(issues).toEqual([])
  return renderBlocks(blocks).html
}

const links = [{ text: 'Boots', url: '/en-us/c/footwear-4000' }]

describe('the block fields an editor sets (spec 3 §3)', () => {
  it('gives a multi-link card its rich title in its title style, linked to its target', () => {
    const html = render([
      {
        type: 'multiLinkCard',
        id: 'card',
        title: 'Trail ready',
        titleHtml: 'Trail <em>ready</em>',
        titleStyle: 'large',
        titleTarget: '/en-us/c/men-1000',
        links,
      },
    ])
    expect(html).toContain(
      '<h2 id="card-title" class="multi-link-card__title block__title--large"><a href="/en-us/c/men-1000">Trail <em>ready</em></a></h2>',
    )
  })

  it('never nests a rich title’s own link in the card’s', () => {
    const html = render([
      {
        type: 'multiLinkCard',
        id: 'card',
        title: 'Trail ready',
        titleHtml: '<a href="/en-us/c/women-2000">Trail ready</a>',
        titleTarget: '/en-us/c/men-1000',
        links,
      },
    ])
    expect(html).not.toContain('href="/en-us/c/men-1000"')
    expect(html).toContain('<a href="/en-us/c/women-2000">Trail ready</a>')
  })

  it('sets the space below an experience per breakpoint, and none unless set', () => {
    const baselines = [{ type: 'richText', id: 'base', richText: '<p>Baseline</p>' }]
    const spaced = render([
      { type: 'experience', id: 'e', experienceId: 'exp-1', baselines, bottomMargins: { sm: 1, lg: 3 } },
    ])
    expect(spaced).toContain(
      'style="--experience-space-sm:1rem;--experience-space-md:1rem;--experience-space-lg:3rem"',
    )
    const plain = render([{ type: 'experience', id: 'e', experienceId: 'exp-1', baselines }])
    expect(plain).not.toContain('--experience-space')
  })

  it('sizes a collection carousel’s slides per breakpoint from valid lengths, and drops the rest', () => {
    const media = { url: 'https://media.example/a.jpg', alt: '', width: 800, height: 600 }
    const items = ['a', 'b', 'c', 'd'].map((title) => ({ title, url: `/en-us/${title}`, media }))
    const html = render([
      {
        type: 'collection',
        id: 'col',
        items,
        breakpoints: {
          sm: { type: 'carousel', slideWidth: '85%', slideMaxWidth: 320, slidePadding: '0.5rem', margin: 0 },
          md: { type: 'carousel', slideWidth: 'calc(100% - 1px)', slideMaxWidth: '150%', margin: '1rem' },
          lg: { type: 'grid', slideWidth: '20rem', slidePadding: 'red;x:y' },
        },
      },
    ])
    const style = html.match(/<section[^>]*class="block collection[^"]*"[^>]*style="([^"]*)"/)?.[1]
    expect(style).toBe(
      '--card-sm:50%;--card-md:50%;--card-lg:25%;--slide-width-sm:85%;--slide-max-width-sm:320px;' +
        '--slide-padding-sm:0.5rem;--track-margin-sm:0px;--track-margin-md:1rem;--slide-width-lg:20rem',
    )
    expect(html).toContain('collection--sm-carousel collection--md-carousel collection--lg-grid')
  })

  it('shows an upsell product’s rating where shoppers have rated it, in the page’s language', () => {
    const item = (styleCode: string, name: string, rating: ProductSummary['rating']): UpsellItem => ({
      product: {
        styleCode,
        name,
        brand: 'Kestrel',
        url: `/p/${styleCode}`,
        colours: [{ code: '001', name: 'Black', hex: '#111', image: '/media/product/x.svg' }],
        price: { currency: 'EUR', original: 120, current: 120 },
        rating,
        badges: [],
      },
      maxQty: 5,
      variants: [{ sku: `${styleCode}001M`, colourCode: '001', size: 'M', quantity: 3, inStock: true }],
      attributes: [
        { id: 'color', options: [{ id: '001', label: 'Black', available: true }] },
        { id: 'size', options: [{ id: 'M', label: 'M', available: true }] },
      ],
    })
    const { blocks } = parseBlocks([{ type: 'upsell', id: 'up', productIds: ['KS100013', 'KS100014'] }])
    const upsells = {
      up: [
        item('KS100013', 'Granite', { score: 4.5, count: 12 }),
        item('KS100014', 'Scree', { score: 0, count: 0 }),
      ],
    }
    const english = renderBlocks(blocks, { upsells }).html
    expect(english).toContain('<p class="upsell__rating">Rated 4.5 out of 5</p>')
    expect(english.match(/upsell__rating/g)).toHaveLength(1)
    const german = renderBlocks(blocks, { upsells }, 'de-de').html
    expect(german).toContain('Bewertet mit 4,5 von 5')
  })

  it('marks a block an editor tracks, with its promotion for the tracker, and leaves others alone', () => {
    const rendered = renderBlocks(
      parseBlocks([
        {
          type: 'richText',
          id: 'tracked',
          richText: '<p>Autumn</p>',
          promotionTracking: { creativeName: 'c', promotionId: 'AUTUMN25', promotionName: 'Autumn' },
        },
        { type: 'richText', id: 'plain', richText: '<p>Plain</p>' },
        {
          type: 'richText',
          id: 'broken',
          richText: '<p>Broken</p>',
          promotionTracking: { creativeName: 'c', promotionId: '' },
        },
      ]).blocks,
    )
    const { html } = rendered
    expect(html).toContain('data-block-id="tracked" data-tracked=""')
    expect(html).not.toContain('data-block-id="plain" data-tracked')
    expect(html).not.toContain('data-block-id="broken" data-tracked')
    expect(rendered.islands.has('promotion-tracker')).toBe(true)
    expect(html).toContain(
      '{"kind":"promotion","blockId":"tracked","creativeName":"c","promotionId":"AUTUMN25","promotionName":"Autumn"}',
    )
  })

  it('tracks an experience under its editor’s event name with the variant shown; a malformed name is dropped', () => {
    const baselines = [{ type: 'richText', id: 'base', richText: '<p>Baseline</p>' }]
    const variants = [
      { variantId: 'v-b', name: 'B', blocks: [{ type: 'richText', id: 'b', richText: '<p>B</p>' }] },
    ]
    const experience = (trackingEvent: string) => ({
      type: 'experience',
      id: 'e',
      experienceId: 'exp-1',
      baselines,
      variants,
      trackingEvent,
    })
    const { html } = renderBlocks(parseBlocks([experience('exp_seen')]).blocks, {
      decisions: { 'exp-1': 'B' },
    })
    expect(html).toContain('data-variant="v-b"')
    expect(html).toContain(
      '{"kind":"experience","trackingEvent":"exp_seen","experienceId":"exp-1","variant":"v-b"}',
    )
    const { html: baseline } = renderBlocks(parseBlocks([experience('exp_seen')]).blocks)
    expect(baseline).toContain('"variant":"baseline"')
    const { html: malformed } = renderBlocks(parseBlocks([experience('<script>')]).blocks)
    expect(malformed).not.toContain('promotion-tracker')
  })
})
