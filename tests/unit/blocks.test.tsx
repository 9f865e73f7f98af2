import { describe, expect, it } from 'vitest'
import type { IslandName } from '../../client/islands/names'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import type { ArticleResults } from '../../shared/content/articles'
import type { GalleryData } from '../../shared/content/block-environment'
import { type Block, type BlockType, parseBlocks } from '../../shared/content/blocks'
import { ANONYMOUS_AUDIENCE } from '../../shared/personalization/audience'
import { BLOCK_FIXTURES } from '../fixtures/blocks'
import { elementText, findTag, findTags, innerHtml, tagsOf } from '../fixtures/html'
import { islandProps } from '../fixtures/island-markup'
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

/** The attributes of the first element of this name carrying `wanted`; fails when there is none. */
function tag(html: string, name: string, wanted: Record<string, string | true>) {
  const found = findTag(html, name, wanted)
  expect(found, `<${name} ${JSON.stringify(wanted)}>`).toBeDefined()
  return found as NonNullable<typeof found>
}

/** The text of the first element of this name carrying `wanted`. */
const text = (html: string, name: string, wanted: Record<string, string | true>) =>
  elementText(html, tag(html, name, wanted))

const EXPECTED: Record<BlockType, (html: string, islands: Set<IslandName>) => void> = {
  hero: (html) => {
    tag(html, 'section', {
      class: 'block hero hero--product-overlay hero--gradient-full hero--tone-dark align-left hero--first',
    })
    expect(text(html, 'h1', { id: 'fx-hero-title', class: 'block__title' })).toBe('Trail season')
    expect(tag(html, 'img', { loading: 'eager' }).attributes.fetchPriority).toBe('high')
    expect(text(html, 'span', { class: 'block__caption block__caption--top-right' })).toBe('Photo: A. Ruiz')
    expect(text(html, 'span', { class: 'hero__product-name' })).toBe('Rain shells')
    expect(text(html, 'span', { class: 'hero__product-price' })).toBe('from $99')
    const cta = tag(html, 'a', { class: 'button button--secondary button--lg', href: '/en-us/c/women-2000' })
    expect(innerHtml(html, cta)).toMatch(/^<svg class="icon"/)
  },
  banner: (html) => {
    const banner = tag(html, 'section', { class: 'banner banner--split banner--media-right' })
    expect(banner.attributes.style).toBe('--block-background:#eef3ee;--split:40%')
    // Sanitised rich text is the contract: exactly the editor's allowed markup.
    expect(html).toContain('<div class="rich-text"><p>A <strong>base</strong></p></div>')
  },
  benefitBar: (html, islands) => {
    tag(html, 'ul', { class: 'benefit-bar__items', 'aria-label': 'Our promises' })
    expect(text(html, 'a', { href: '/en-us/help/returns' })).toBe('60-day returns')
    expect(islandProps(html, 'benefit-bar')).toMatchObject({
      label: 'Close the promises bar',
    })
    expect(islands.has('benefit-bar')).toBe(true)
  },
  collection: (html, islands) => {
    const block = tag(html, 'section', {
      class: 'collection--highlightCenter collection--sm-carousel collection--md-grid collection--lg-grid',
    })
    // Five cards: a fifth each on large screens, a quarter on medium, half on small.
    expect(block.attributes.style).toContain('--card-sm:50%;--card-md:25%;--card-lg:20%')
    const items = tag(html, 'ul', { id: 'fx-collection-items', class: 'collection__items' })
    expect(items.attributes).toMatchObject({ tabindex: '0', role: 'list', 'aria-label': 'Shop the season' })
    tag(html, 'img', { class: 'collection__hover-image' })
    expect(islands.has('collection-carousel')).toBe(true)
    expect(text(html, 'span', { class: 'collection__eyebrow' })).toBe('New')
  },
  ctaButton: (html) => {
    const block = tag(html, 'p', { class: 'block cta-button align-center' })
    expect(findTag(innerHtml(html, block), 'a', { class: 'button button--primary button--lg' })).toBeDefined()
  },
  buttonCollection: (html) => {
    tag(html, 'a', { class: 'button button--secondary button--md', href: '/en-us/c/women-2000' })
    tag(html, 'a', { class: 'text-link text-link--md', href: '/en-us/c/men-1000' })
  },
  iconText: (html) => {
    const titles = findTags(html, 'h3', { class: 'icon-text__title' }).map((title) =>
      elementText(html, title),
    )
    expect(titles).toEqual(expect.arrayContaining(['Recycled', 'Real people']))
    expect(text(html, 'a', { href: '/en-us/help/contact-us' })).toBe('Real people')
    expect(tag(html, 'svg', { 'aria-hidden': 'true' }).attributes.focusable).toBe('false')
  },
  accordion: (html) => {
    const items = findTags(html, 'details', { class: 'accordion__item' })
    const summaries = items.map((item) =>
      text(innerHtml(html, item), 'summary', { class: 'accordion__summary' }),
    )
    expect(summaries).toEqual(['How waterproof?', 'Sizing?'])
    // The first answer starts open.
    expect(items.map((item) => 'open' in item.attributes)).toEqual([true, false])
    expect(html).not.toContain('alert(1)')
  },
  recommendations: (html) => {
    const list = tag(html, 'ul', { class: 'recommendations__items' })
    expect(list.attributes).toMatchObject({
      'data-list': 'recommendations:fx-recs',
      tabindex: '0',
      'aria-label': 'You may also like',
    })
    expect(elementText(html, list)).toContain('Granite Trail Runner')
  },
  upsell: (html, islands) => {
    tag(html, 'section', { class: 'block upsell upsell--stacked align-left' })
    expect(tag(html, 'input', { id: 'fx-upsell-KS100013' }).attributes.type).toBe('checkbox')
    tag(html, 'button', { 'aria-label': 'Quick shop: Granite Trail Runner' })
    expect(html).toContain('Add selected to bag (0)')
    expect(islands.has('upsell')).toBe(true)
  },
  anchor: (html) => {
    tag(html, 'span', { id: 'size-guide', class: 'anchor' })
  },
  richText: (html) => {
    // Sanitised rich text is the contract: exactly the editor's allowed markup.
    expect(html).toContain('<div class="rich-text"><h2>Repairs</h2><p>We fix what we sell.</p></div>')
  },
  spacer: (html) => {
    expect(tag(html, 'div', { style: true }).attributes.style).toBe(
      '--block-background:rebeccapurple;--space-sm:1rem;--space-md:1rem;--space-lg:3rem',
    )
  },
  picture: (html) => {
    const figure = tag(html, 'figure', { class: 'block picture' })
    const inner = innerHtml(html, figure)
    const link = tag(inner, 'a', { href: '/en-us/stores', class: 'picture__image-link' })
    expect(tag(innerHtml(inner, link), 'img', { class: 'picture__image' }).attributes).toMatchObject({
      alt: 'A map',
      width: '1200',
      height: '600',
    })
  },
  catalogGrid: (html) => {
    tag(html, 'ul', { 'data-list': 'content:fx-grid' })
    expect(html).toContain('Granite Trail Runner')
  },
  articleGrid: (html, islands) => {
    expect(islands.has('article-grid')).toBe(true)
    const title = tag(html, 'h3', { class: 'article-card__title' })
    const link = tag(innerHtml(html, title), 'a', { class: 'article-card__link' })
    expect(link.attributes.href).toBe('/en-us/journal/packing-for-rain')
    expect(elementText(html, title)).toBe('How to pack for rain')
    expect(tag(html, 'img', { class: 'article-card__picture' }).attributes).toMatchObject({
      width: '960',
      height: '640',
      loading: 'lazy',
    })
    expect(text(html, 'p', { class: 'article-card__eyebrow' })).toBe('Hiking')
    expect(text(html, 'time', { dateTime: '2026-10-14' })).toBe('10/14/2026')
    // The editor's valid tag starts chosen; the buttons wait for the script.
    const facets = findTags(html, 'button', { 'aria-pressed': true })
    expect(
      facets.map((facet) => [elementText(html, facet).split(' (')[0], facet.attributes['aria-pressed']]),
    ).toEqual([
      ['hiking', 'true'],
      ['camping', 'false'],
      ['climbing', 'false'],
      ['city', 'false'],
      ['repairs', 'false'],
    ])
    for (const facet of facets) expect(facet.attributes.disabled).toBe('')
    // Five facets overflow the small screen's cap of four only.
    expect(findTags(html, 'li', { class: 'article-grid__facet--beyond-sm' })).toHaveLength(1)
    expect(findTags(html, 'li', { class: 'article-grid__facet--beyond-md' })).toHaveLength(0)
    tag(html, 'button', {
      class: 'article-grid__toggle article-grid__toggle--fits-md article-grid__toggle--fits-lg',
    })
    expect(html).toContain('Showing 2 of 5 articles')
    // One row of two: "read more" without JavaScript asks the page for the next two.
    expect(text(html, 'a', { href: '?articles=4#fx-articles' })).toBe('Read more')
    expect(islandProps(html, 'article-grid')).toMatchObject({
      pageSize: 2,
    })
  },
  multiLinkCard: (html) => {
    tag(html, 'section', { class: 'multi-link-card align-center' })
    const title = tag(html, 'h2', { id: 'fx-links-title', class: 'multi-link-card__title' })
    expect(tag(innerHtml(html, title), 'a', { href: '/en-us/help' })).toBeDefined()
    expect(elementText(html, title)).toBe('Help')
  },
  secondaryNav: (html) => {
    tag(html, 'nav', {
      class: 'block secondary-nav align-left secondary-nav--divider',
      'aria-label': 'In this story',
    })
    const panel = tag(html, 'details', { class: 'secondary-nav__panel hide-lg', 'data-close-on-choose': '' })
    expect(elementText(innerHtml(html, panel), findTag(innerHtml(html, panel), 'summary', {}))).toBe(
      'In this story',
    )
  },
  article: (html) => {
    expect(text(html, 'h1', { id: 'fx-article-title' })).toBe('Packing for rain')
    expect(text(html, 'time', { dateTime: '2026-10-14' })).toBe('10/14/2026')
    expect(html.match(/href="\/en-us\/journal\/\d"/g)).toHaveLength(4)
  },
  section: (html) => {
    expect(text(html, 'section', { class: 'cms-section cms-section--sticky bp-hide-sm' })).toContain(
      'In a section',
    )
  },
  filterBy: (html) => expect(html).toContain('Only on rain jackets'),
  experience: (html) => {
    const experience = tag(html, 'div', { 'data-experience': 'exp-1' })
    expect(experience.attributes['data-variant']).toBe('baseline')
    expect(elementText(html, experience)).toContain('Baseline')
    expect(html).not.toContain('>Variant<')
  },
  segmentation: (html) => {
    const segment = tag(html, 'div', { class: 'segmentation bp-hide-lg' })
    expect(segment.attributes['data-segment']).toBe('baseline')
    expect(elementText(html, segment)).toContain('Welcome')
    expect(html).not.toContain('Your bag is waiting')
  },
  dialog: (html, islands) => {
    expect(islandProps(html, 'content-dialog')).toEqual({
      dialogId: 'fx-dialog-dialog',
      text: 'See the terms',
    })
    tag(html, 'dialog', {
      id: 'fx-dialog-dialog',
      class: 'content-dialog__dialog',
      'aria-labelledby': 'fx-dialog-title',
    })
    expect(html).toContain('One use per customer.')
    expect(islands.has('content-dialog')).toBe(true)
  },
  newsletter: (html, islands) => {
    expect(text(html, 'h2', { id: 'fx-newsletter-title', class: 'block__title' })).toBe(
      'Letters from the workshop',
    )
    // A plain form that posts to the worker, so it works before the script; the policy is the block's rich text.
    tag(html, 'form', {
      id: 'fx-newsletter-form',
      class: 'newsletter__form',
      action: '?form=newsletter',
      method: 'post',
    })
    expect(text(html, 'label', { for: 'fx-newsletter-email' })).toBe('Email')
    expect(tag(html, 'input', { id: 'fx-newsletter-email' }).attributes['aria-describedby']).toBe(
      'fx-newsletter-email-hint',
    )
    const policy = tag(html, 'label', { for: 'fx-newsletter-policy' })
    expect(elementText(html, policy)).toBe('I accept the privacy policy.')
    expect(findTag(innerHtml(html, policy), 'a', { href: '/en-us/privacy' })).toBeDefined()
    expect(islands.has('newsletter-form')).toBe(true)
  },
  eventSignup: (html, islands) => {
    expect(text(html, 'time', { dateTime: '2026-11-06' })).toBe('Friday, November 6, 2026')
    expect(text(html, 'time', { dateTime: '2026-11-08' })).toBe('Sunday, November 8, 2026')
    expect(html).toContain('Three days of guided runs.')
    // One day a date, start and end included, labelled in the page's language; a guest is never sent an email.
    const props = islandProps<{ days: { date: string; label: string }[] }>(html, 'event-signup')
    expect(props.days.map((day) => day.date)).toEqual(['2026-11-06', '2026-11-07', '2026-11-08'])
    expect(props.days[0]).toEqual({ date: '2026-11-06', label: 'Friday, November 6' })
    expect(props).toMatchObject({
      email: null,
      signInUrl: '/en-us/account/sign-in',
      signUpUrl: '/en-us/account/sign-up',
    })
    expect(islands.has('event-signup')).toBe(true)
  },
  video: (html, islands) => {
    // Space reserved from the poster, paddings per breakpoint, the large file for large screens only.
    const block = tag(html, 'section', { class: 'block video video--uploaded video--full-width align-left' })
    expect(block.attributes.style).toMatch(
      /^--block-background:#101820;--video-ratio:1600 \/ 900;--video-pad-sm:1rem;/,
    )
    const video = tag(html, 'video', { id: 'fx-video-video' })
    expect(video.attributes).toMatchObject({ 'aria-label': 'Dawn on the ridge', muted: '' })
    for (const name of ['autoplay', 'autoPlay', 'controls']) expect(video.attributes).not.toHaveProperty(name)
    expect(tagsOf(innerHtml(html, video), 'source').map((source) => source.attributes)).toEqual([
      { src: '/media/content/ridge-lg.webm', type: 'video/webm', media: '(min-width: 64rem)' },
      { src: '/media/content/ridge-sm.mp4', type: 'video/mp4' },
    ])
    expect(islandProps(html, 'video-control')).toMatchObject({
      start: 'load',
    })
    expect(islands.has('video-control')).toBe(true)
  },
  gallery: (html, islands) => {
    // Shoppers' photos from the social media service (decision 092), under the heading on a page that shows it.
    expect(html).toContain('<h2 id="fx-gallery-title" class="block__title">Seen on the trail</h2>')
    expect(tag(html, 'section', { 'aria-labelledby': 'fx-gallery-title' })).toBeDefined()
    // A thumbnail leads to its photo's page and back (decision 114); the lightbox reads the full photo from it.
    const link = tag(html, 'a', { class: 'photos__thumb', href: '/en-us/photo/ph0001?from=/x%23fx-ugc' })
    expect(link.attributes['data-full']).toBe('/media/social/ph0001/full.svg')
    expect(tagsOf(innerHtml(html, link), 'img')[0]?.attributes).toMatchObject({
      src: '/media/social/ph0001/thumb.svg',
      alt: 'Dawn above the tree line.',
      width: '320',
      height: '320',
      loading: 'lazy',
    })
    expect(elementText(html, link)).toContain('@trailmaya')
    expect(tag(html, 'a', { rel: 'next', href: '/x?photos-fx-ugc=2#fx-ugc' })).toBeDefined()
    expect(html).toContain('Page 1 of 2')
    expect(islands.has('photos')).toBe(true)
    expect(islands.has('gallery-loader')).toBe(false)
  },
}

const galleryPage: GalleryData = {
  photos: {
    photos: [
      {
        id: 'ph0001',
        caption: 'Dawn above the tree line.',
        handle: 'trailmaya',
        thumbnail: { url: '/media/social/ph0001/thumb.svg', width: 320, height: 320 },
        image: { url: '/media/social/ph0001/full.svg', width: 1000, height: 1000 },
        products: [{ masterId: 'KS100048', name: 'Meadow Crew Tee', streamId: 'st-KS100048' }],
      },
    ],
    page: 1,
    pages: 2,
    total: 13,
  },
  previousHref: null,
  nextHref: '/x?photos-fx-ugc=2#fx-ugc',
  from: '/x#fx-ugc',
  share: null,
}

describe('blocks', () => {
  for (const type of Object.keys(BLOCK_FIXTURES) as BlockType[]) {
    it(`renders the ${type} block from its fixture`, () => {
      const { html, islands } = render(one(type), {
        subject: { productId: null, categoryId: '1210' },
        catalogGrids: { 'fx-grid': [product] },
        articleGrids: { 'fx-articles': articlePage },
        galleries: { 'fx-gallery': galleryPage },
        recommendations: { 'fx-recs': [product] },
        upsells: {
          'fx-upsell': [
            {
              product,
              maxQty: 5,
              variants: [
                { sku: 'KS100013001M', colourCode: '001', size: 'M', quantity: 4, inStock: true },
                { sku: 'KS100013001L', colourCode: '001', size: 'L', quantity: 0, inStock: false },
              ],
              attributes: [],
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
