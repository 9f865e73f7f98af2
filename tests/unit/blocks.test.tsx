import { describe, expect, it } from 'vitest'
import type { IslandName } from '../../client/islands/names'
import type { ArticleResults } from '../../shared/articles'
import { ANONYMOUS_AUDIENCE } from '../../shared/audience'
import { type Block, type BlockType, parseBlocks } from '../../shared/blocks'
import type { ProductSummary } from '../../shared/catalogue'
import { BLOCK_FIXTURES } from '../fixtures/blocks'
import { renderBlocks } from '../fixtures/render-blocks'

const render = renderBlocks

const one = (type: BlockType) => {
  const { blocks, issues } = parseBlocks([BLOCK_FIXTURES[type]])
  expect(issues).toEqual([])
  return blocks
}

const product: ProductSummary = {
  styleCode: 'KS100013',
  name: 'Granite Trail Runner',
  brand: 'Kestrel',
  url: '/en-us/p/granite-trail-runner-KS100013',
  colours: [{ code: '001', name: 'Black', hex: '#111', image: '/media/product/KS100013/001.svg' }],
  price: { currency: 'USD', original: 120, current: 120 },
  rating: { score: 4.5, count: 12 },
  badges: [],
}

const articlePage: ArticleResults = {
  articles: ['packing-for-rain', 'hut-to-hut'].map((slug, index) => ({
    id: `journal-${slug}`,
    url: `/en-us/journal/${slug}`,
    title: index === 0 ? 'How to pack for rain' : 'Hut to hut',
    eyebrow: 'Hiking',
    date: index === 0 ? '2026-10-14' : null,
    picture: { url: `/media/content/journal-${slug}.svg`, alt: '', width: 960, height: 640 },
  })),
  facets: ['hiking', 'camping', 'climbing', 'city', 'repairs'].map((id) => ({ id, label: id, count: 2 })),
  numFound: 5,
}

const EXPECTED: Record<BlockType, (html: string, islands: Set<IslandName>) => void> = {
  hero: (html) => {
    expect(html).toContain(
      'class="block hero hero--product-overlay hero--gradient-full hero--tone-dark align-left hero--first"',
    )
    expect(html).toContain('<h1 id="fx-hero-title" class="block__title">Trail season</h1>')
    expect(html).toContain('loading="eager" fetchPriority="high"')
    expect(html).toContain('<span class="block__caption block__caption--top-right">Photo: A. Ruiz</span>')
    expect(html).toContain(
      '<span class="hero__product-name">Rain shells</span><span class="hero__product-price">from $99</span>',
    )
    expect(html).toMatch(
      /class="button button--secondary button--lg" href="\/en-us\/c\/women-2000"><svg class="icon"/,
    )
  },
  banner: (html) => {
    expect(html).toContain('banner--split')
    expect(html).toContain('banner--media-right')
    expect(html).toContain('style="--block-background:#eef3ee;--split:40%"')
    expect(html).toContain('<div class="rich-text"><p>A <strong>base</strong></p></div>')
  },
  benefitBar: (html, islands) => {
    expect(html).toContain('<ul class="benefit-bar__items" aria-label="Our promises">')
    expect(html).toContain('<a href="/en-us/help/returns">60-day returns</a>')
    expect(html).toContain('&quot;label&quot;:&quot;Close the promises bar&quot;')
    expect(islands.has('benefit-bar')).toBe(true)
  },
  collection: (html, islands) => {
    expect(html).toContain(
      'collection--highlightCenter collection--sm-carousel collection--md-grid collection--lg-grid',
    )
    // Five cards: a fifth each on large screens, a quarter on medium, half on small.
    expect(html).toContain('--card-sm:50%;--card-md:25%;--card-lg:20%')
    expect(html).toContain('tabindex="0" role="list" aria-label="Shop the season"')
    expect(html).toContain('class="collection__hover-image"')
    expect(html).toContain('<ul id="fx-collection-items" class="collection__items"')
    expect(islands.has('collection-carousel')).toBe(true)
    expect(html).toContain('<span class="collection__eyebrow">New</span>')
  },
  ctaButton: (html) => {
    expect(html).toContain(
      '<p class="block cta-button align-center"><a class="button button--primary button--lg"',
    )
  },
  buttonCollection: (html) => {
    expect(html).toContain('class="button button--secondary button--md" href="/en-us/c/women-2000"')
    expect(html).toContain('class="text-link text-link--md" href="/en-us/c/men-1000"')
  },
  iconText: (html) => {
    expect(html).toContain('<h3 class="icon-text__title">Recycled</h3>')
    expect(html).toContain(
      '<h3 class="icon-text__title"><a href="/en-us/help/contact-us">Real people</a></h3>',
    )
    expect(html).toContain('aria-hidden="true" focusable="false"')
  },
  accordion: (html) => {
    expect(html).toContain(
      '<details class="accordion__item" open=""><summary class="accordion__summary">How waterproof?</summary>',
    )
    expect(html).toContain(
      '<details class="accordion__item"><summary class="accordion__summary">Sizing?</summary>',
    )
    expect(html).not.toContain('alert(1)')
  },
  recommendations: (html) => {
    expect(html).toContain(
      '<ul class="recommendations__items" data-list="recommendations:fx-recs" tabindex="0" aria-label="You may also like">',
    )
    expect(html).toContain('Granite Trail Runner')
  },
  upsell: (html, islands) => {
    expect(html).toContain('class="block upsell upsell--stacked align-left"')
    expect(html).toContain('<input id="fx-upsell-KS100013" type="checkbox"/>')
    expect(html).toContain('aria-label="Quick shop: Granite Trail Runner"')
    expect(html).toContain('Add selected to bag (0)')
    expect(islands.has('upsell')).toBe(true)
  },
  anchor: (html) => expect(html).toContain('<span id="size-guide" class="anchor"></span>'),
  richText: (html) => {
    expect(html).toContain('<div class="rich-text"><h2>Repairs</h2><p>We fix what we sell.</p></div>')
  },
  spacer: (html) => {
    expect(html).toContain(
      'style="--block-background:rebeccapurple;--space-sm:1rem;--space-md:1rem;--space-lg:3rem"',
    )
  },
  picture: (html) => {
    expect(html).toContain(
      '<figure class="block picture"><a href="/en-us/stores" class="picture__image-link"><img class="picture__image"',
    )
    expect(html).toContain('alt="A map" width="1200" height="600"')
  },
  catalogGrid: (html) => {
    expect(html).toContain('data-list="content:fx-grid"')
    expect(html).toContain('Granite Trail Runner')
  },
  articleGrid: (html, islands) => {
    expect(islands.has('article-grid')).toBe(true)
    expect(html).toContain(
      '<h3 class="article-card__title"><a href="/en-us/journal/packing-for-rain" class="article-card__link">How to pack for rain</a></h3>',
    )
    expect(html).toContain('width="960" height="640" loading="lazy"')
    expect(html).toContain('<p class="article-card__eyebrow">Hiking</p>')
    expect(html).toContain('<time dateTime="2026-10-14">10/14/2026</time>')
    // The editor's valid tag starts chosen; the buttons wait for the script.
    expect(html).toContain('aria-pressed="true" disabled="">hiking')
    expect(html).toContain('aria-pressed="false" disabled="">camping')
    // Five facets overflow the small screen's cap of four only.
    expect(html).toContain('class="article-grid__facet article-grid__facet--beyond-sm"><button')
    expect(html).toContain('article-grid__toggle article-grid__toggle--fits-md article-grid__toggle--fits-lg')
    expect(html).toContain('Showing 2 of 5 articles')
    // One row of two: "read more" without JavaScript asks the page for the next two.
    expect(html).toContain('href="?articles=4#fx-articles">Read more</a>')
    expect(html).toContain('&quot;pageSize&quot;:2')
  },
  multiLinkCard: (html) => {
    expect(html).toContain(
      '<h2 id="fx-links-title" class="multi-link-card__title"><a href="/en-us/help">Help</a></h2>',
    )
    expect(html).toContain('multi-link-card align-center')
  },
  secondaryNav: (html) => {
    expect(html).toContain(
      '<nav class="block secondary-nav align-left secondary-nav--divider" aria-label="In this story"',
    )
    expect(html).toContain(
      '<details class="secondary-nav__panel hide-lg" data-close-on-choose=""><summary>In this story</summary>',
    )
  },
  article: (html) => {
    expect(html).toContain('<h1 id="fx-article-title">Packing for rain</h1>')
    expect(html).toContain('<time dateTime="2026-10-14">10/14/2026</time>')
    expect(html.match(/href="\/en-us\/journal\/\d"/g)).toHaveLength(4)
  },
  section: (html) => {
    expect(html).toContain('cms-section cms-section--sticky bp-hide-sm')
    expect(html).toContain('In a section')
  },
  filterBy: (html) => expect(html).toContain('Only on rain jackets'),
  experience: (html) => {
    expect(html).toContain('data-experience="exp-1" data-variant="baseline"')
    expect(html).toContain('Baseline')
    expect(html).not.toContain('>Variant<')
  },
  segmentation: (html) => {
    expect(html).toContain('class="segmentation bp-hide-lg" data-segment="baseline"')
    expect(html).toContain('Welcome')
    expect(html).not.toContain('Your bag is waiting')
  },
  dialog: (html, islands) => {
    expect(html).toContain(
      'data-island="content-dialog" data-props="{&quot;dialogId&quot;:&quot;fx-dialog-dialog&quot;,&quot;text&quot;:&quot;See the terms&quot;}"',
    )
    expect(html).toContain(
      '<dialog id="fx-dialog-dialog" class="content-dialog__dialog" aria-labelledby="fx-dialog-title">',
    )
    expect(html).toContain('One use per customer.')
    expect(islands.has('content-dialog')).toBe(true)
  },
  newsletter: (html, islands) => {
    expect(html).toContain('<h2 id="fx-newsletter-title" class="block__title">Letters from the workshop</h2>')
    // A plain form that posts to the worker, so it works before the script; the policy is the block's rich text.
    expect(html).toContain(
      '<form id="fx-newsletter-form" class="newsletter__form" action="/api/newsletter?locale=en-us" method="post">',
    )
    expect(html).toContain('<label for="fx-newsletter-email">Email</label>')
    expect(html).toContain('aria-describedby="fx-newsletter-email-hint"')
    expect(html).toContain(
      '<label for="fx-newsletter-policy"><span class="rich-text">I accept the <a href="/en-us/privacy">privacy policy</a>.</span></label>',
    )
    expect(islands.has('newsletter-form')).toBe(true)
  },
  eventSignup: (html, islands) => {
    expect(html).toContain(
      '<time dateTime="2026-11-06">Friday, November 6, 2026</time> – <time dateTime="2026-11-08">Sunday, November 8, 2026</time>',
    )
    expect(html).toContain('Three days of guided runs.')
    // One day a date, start and end included, labelled in the page's language; a guest is never sent an email.
    expect(html).toContain(
      '&quot;days&quot;:[{&quot;date&quot;:&quot;2026-11-06&quot;,&quot;label&quot;:&quot;Friday, November 6&quot;},{&quot;date&quot;:&quot;2026-11-07&quot;',
    )
    expect(html).toContain('&quot;email&quot;:null,&quot;accountUrl&quot;:&quot;/en-us/account&quot;')
    expect(islands.has('event-signup')).toBe(true)
  },
  video: (html, islands) => {
    // Space reserved from the poster, paddings per breakpoint, the large file for large screens only.
    expect(html).toContain('style="--block-background:#101820;--video-ratio:1600 / 900;--video-pad-sm:1rem;')
    expect(html).toContain('class="block video video--uploaded video--full-width align-left"')
    expect(html).toMatch(/<video id="fx-video-video"[^>]* aria-label="Dawn on the ridge"[^>]* muted=""/)
    expect(html).not.toMatch(/<video[^>]* (autoplay|controls)=/i)
    expect(html).toContain(
      '<source src="/media/content/ridge-lg.webm" type="video/webm" media="(min-width: 64rem)"/>',
    )
    expect(html).toContain('<source src="/media/content/ridge-sm.mp4" type="video/mp4"/></video>')
    expect(html).toContain('&quot;start&quot;:&quot;load&quot;')
    expect(islands.has('video-control')).toBe(true)
  },
  gallery: (html, islands) => {
    // No product on this page: the product's term is left out; the category fills its placeholder.
    expect(html).toContain(
      '<div id="fx-ugc" class="gallery__container" data-gallery="social" data-locale="en_US" data-filter="campaign:trail,category:1210"></div>',
    )
    expect(html).toContain('&quot;missing&quot;:[&quot;productId&quot;]')
    // No widget script configured: no heading over an empty box.
    expect(html).not.toContain('Seen on the trail')
    expect(islands.has('gallery-loader')).toBe(true)
  },
}

describe('blocks', () => {
  for (const type of Object.keys(BLOCK_FIXTURES) as BlockType[]) {
    it(`renders the ${type} block from its fixture`, () => {
      const { html, islands } = render(one(type), {
        subject: { productId: null, categoryId: '1210' },
        catalogGrids: { 'fx-grid': [product] },
        articleGrids: { 'fx-articles': articlePage },
        recommendations: { 'fx-recs': [product] },
        upsells: {
          'fx-upsell': [
            {
              product,
              maxQty: 5,
              variants: [
                { sku: 'KS100013001M', colourCode: '001', size: 'M', inStock: true },
                { sku: 'KS100013001L', colourCode: '001', size: 'L', inStock: false },
              ],
            },
          ],
        },
      })
      EXPECTED[type](html, islands)
    })
  }

  it('renders what the environment decides: the cart segment, the decided variant, a closed bar, a filter that misses', () => {
    const blocks = parseBlocks([
      BLOCK_FIXTURES.segmentation,
      BLOCK_FIXTURES.experience,
      BLOCK_FIXTURES.benefitBar,
      BLOCK_FIXTURES.filterBy,
      BLOCK_FIXTURES.catalogGrid,
    ]).blocks
    const { html } = render(blocks, {
      audience: { ...ANONYMOUS_AUDIENCE, cartEmpty: false },
      decisions: { 'exp-1': 'v1' },
      closedBlocks: ['fx-benefits'],
      subject: { productId: null, categoryId: '2000' },
    })
    expect(html).toContain('data-segment="cart"')
    expect(html).toContain('Your bag is waiting')
    expect(html).toContain('data-variant="v1"')
    expect(html).not.toContain('benefit-bar__items')
    expect(html).not.toContain('Only on rain jackets')
    expect(html).not.toContain('data-list="content:fx-grid"')
  })

  it('leaves out recommendation and upsell blocks with no items', () => {
    const { html } = render(parseBlocks([BLOCK_FIXTURES.recommendations, BLOCK_FIXTURES.upsell]).blocks)
    expect(html).not.toContain('You may also like')
    expect(html).not.toContain('Complete the look')
  })
})

describe('block validation', () => {
  it('skips unknown and invalid blocks, at any depth, and says where', () => {
    const { blocks, issues } = parseBlocks([
      { type: 'hologram', id: 'x' },
      { type: 'hero', id: 'no-media', title: 'Missing image' },
      BLOCK_FIXTURES.richText,
      {
        type: 'section',
        id: 'outer',
        blocks: [
          { type: 'banner', id: 'ok', title: 'Fine' },
          { type: 'picture', id: 'bad-picture' },
          'garbage',
        ],
      },
      null,
    ])
    expect(blocks.map((block) => block.id)).toEqual(['fx-rich', 'outer'])
    expect((blocks[1] as Extract<Block, { type: 'section' }>).blocks.map((block) => block.id)).toEqual(['ok'])
    expect(issues.map((issue) => [issue.path, issue.type])).toEqual([
      ['0', 'hologram'],
      ['1', 'hero'],
      ['3.nested.1', 'picture'],
      ['3.nested.2', 'unknown'],
      ['4', 'unknown'],
    ])
  })

  it('drops a colour that could break out of a style, and other wrong optional fields, keeping the block', () => {
    const { blocks, issues } = parseBlocks([
      {
        ...BLOCK_FIXTURES.banner,
        backgroundColor: 'red;background:url(https://evil.example)',
        titleColor: 'expression(alert(1))',
        splitWidth: 75,
        variant: 'sparkly',
        caption: { position: 'middle' },
      },
    ])
    expect(issues).toEqual([])
    expect(blocks[0]).toMatchObject({ variant: 'image', splitWidth: 50 })
    expect(blocks[0]).not.toHaveProperty('backgroundColor', expect.anything())
    expect(blocks[0]).not.toHaveProperty('titleColor', expect.anything())
  })

  it('caps related articles at four', () => {
    const [article] = parseBlocks([BLOCK_FIXTURES.article]).blocks as [Extract<Block, { type: 'article' }>]
    expect(article.related).toHaveLength(4)
  })
})
