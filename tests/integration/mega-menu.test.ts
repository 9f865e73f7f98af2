import { beforeEach, describe, expect, it } from 'vitest'
import { expectToContainAll } from '../fixtures/expect-text'
import { classesOf, elementText, findTag, findTags, innerHtml } from '../fixtures/html'
import { withoutIslandProps } from '../fixtures/island-markup'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

/** An upstream whose menu document has these switches set. */
function withMenuSwitches(switches: { clickToOpen?: boolean; mobileShopAll?: boolean }): {
  fetcher: Fetcher
} {
  const upstream = createUpstream()
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const response = await upstream.fetcher.fetch(input, init)
      if (!new Request(input, init).url.includes('/caas/v1/canvas/menu/')) return response
      return Response.json({ ...((await response.json()) as object), ...switches })
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher
  return { fetcher }
}

/** The main navigation's markup, without the island's serialised props (which repeat the menu as JSON). */
async function navigationOf(
  path: string,
  upstream: { fetcher: Fetcher } = createUpstream(),
): Promise<string> {
  const env = createTestEnv(upstream)
  const response = await request(path, { env })
  expect(response.status).toBe(200)
  const html = await response.text()
  const start = html.indexOf('<nav class="mega-menu"')
  expect(start).toBeGreaterThan(0)
  return withoutIslandProps(html.slice(start, html.indexOf('</nav>', start) + 6))
}

/** The part of the markup from an element with this id to the end of that element's list item. */
const panelOf = (nav: string, id: string) => {
  const start = nav.indexOf(`id="mega-menu-menu-${id}-panel"`)
  expect(start).toBeGreaterThan(0)
  return nav.slice(start, nav.indexOf('</li><li class="mega-menu__item', start))
}

const mobileOf = (nav: string) => nav.slice(nav.indexOf('<details class="mega-menu-mobile"'))

describe('mega menu', () => {
  it('renders the bar as an island with a labelled disclosure toggle per department', async () => {
    const nav = await navigationOf('/en-us')
    expect(findTag(nav, 'div', { 'data-island': 'mega-menu' })).toBeDefined()
    const men = findTag(nav, 'a', { class: 'mega-menu__link', href: '/en-us/c/men-1000' })
    expect(elementText(nav, men)).toBe('Men')
    const toggle = findTag(nav, 'button', { id: 'mega-menu-menu-1000-toggle' })
    expect(toggle?.attributes).toMatchObject({
      type: 'button',
      'aria-expanded': 'false',
      'aria-controls': 'mega-menu-menu-1000-panel',
    })
    expect(elementText(nav, toggle)).toBe('mega menu toggle Men')
    expect(classesOf(findTag(nav, 'div', { id: 'mega-menu-menu-1000-panel' }))).toContain('mega-menu__panel')
    // A department with no columns is a plain link with no toggle.
    const story = findTag(nav, 'a', { class: 'mega-menu__link', href: '/en-us/about' })
    expect(elementText(nav, story)).toBe('Our story')
    const storyItem = nav.slice(nav.lastIndexOf('<li', story?.start), nav.indexOf('</li>', story?.start))
    expect(storyItem).not.toContain('<button')
    // The close button works only with JavaScript, so it starts hidden.
    const close = findTags(nav, 'button', { class: 'mega-menu__close' })[0]
    expect(close?.attributes).toMatchObject({ type: 'button', hidden: '' })
    expect(elementText(nav, close)).toBe('Close the Men menu')
    // The click trigger is off in the demo menu.
    expect(nav).not.toContain('data-click-to-open')
  })

  it('reads shop all {title} unless overridden, hidden per breakpoint', async () => {
    const nav = await navigationOf('/en-us')
    expect(panelOf(nav, '1000')).toContain(
      '<a class="mega-menu__shop-all" href="/en-us/c/men-1000">shop all Men</a>',
    )
    expect(panelOf(nav, '4000')).toContain(
      '<a class="mega-menu__shop-all" href="/en-us/c/footwear-4000">All footwear</a>',
    )
    expect(panelOf(nav, '5000')).toContain(
      '<a class="mega-menu__shop-all hide-lg" href="/en-us/c/bags-5000">',
    )
    expect(panelOf(nav, '6000')).toContain(
      '<a class="mega-menu__shop-all hide-sm" href="/en-us/c/equipment-6000">',
    )
  })

  it('lays out up to six columns and the banner column, with featured links and icons', async () => {
    const nav = await navigationOf('/en-us')
    const men = panelOf(nav, '1000')
    expect(men).toContain('<div class="mega-menu__columns has-banner" style="--columns:3">')
    expect(men).toMatch(
      /<a class="mega-menu__banner" href="\/en-us\/c\/men\/jackets\/rain-jackets-1210"><img src="\/media\/content\/menu-rain.svg" alt="" width="400" height="500" loading="lazy"\/><span>New: rain shells<\/span><\/a>/,
    )
    expect(men).toMatch(
      /<a href="\/en-us\/c\/men\/jackets\/rain-jackets-1210"><svg class="icon"[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span>Rain jackets<\/span><\/a>/,
    )
    const women = panelOf(nav, '2000')
    expect(women).toContain(
      '<section class="mega-menu__section"><h3 class="mega-menu__section-title is-featured">',
    )
    expect(women).toContain('<a href="/en-us/c/women/jackets/fleece-2230" class="is-featured">Fleece</a>')
    expect(women).toContain('<a href="/en-us/c/women/tops/shirts-2120">Shirts</a>')
    expect(panelOf(nav, '3000')).toContain('<div class="mega-menu__columns" style="--columns:3">')
  })

  it('shows the visual selectors under their heading: square images with alt text and SEO title, linked', async () => {
    const footwear = panelOf(await navigationOf('/en-us'), '4000')
    const heading = findTag(footwear, 'h3', { class: 'mega-menu__selectors-title' })
    expect(elementText(footwear, heading)).toBe('Shop by activity')
    expect(findTag(footwear, 'ul', { class: 'visual-selectors' })?.attributes['aria-labelledby']).toBe(
      heading?.attributes.id,
    )
    const hiking = findTags(footwear, 'a', { href: '/en-us/c/footwear/mens-shoes/hiking-boots-4110' }).find(
      (link) => innerHtml(footwear, link).includes('visual-selector__image'),
    )
    const hikingInner = innerHtml(footwear, hiking as NonNullable<typeof hiking>)
    expect(findTag(hikingInner, 'img', { class: 'visual-selector__image' })?.attributes).toMatchObject({
      src: '/media/content/select-hiking.svg',
      alt: 'Boots on a rocky ridge',
      title: 'Hiking boots',
      width: '300',
      height: '300',
      loading: 'lazy',
    })
    expect(elementText(footwear, hiking)).toBe('Hiking')
    // No alt text from the editor: the title stands in.
    expect(findTag(footwear, 'img', { title: 'Sandals' })?.attributes.alt).toBe('Sandals')
    expect(footwear.match(/class="visual-selector"/g)).toHaveLength(4)
  })

  it('shows a multi-link card as the banner column: background image, linked title, centred text links', async () => {
    const equipment = panelOf(await navigationOf('/en-us'), '6000')
    expect(equipment).toContain(
      '<div class="mega-menu-card is-centered"><img class="mega-menu-card__image" src="/media/content/menu-camp.svg" alt=""',
    )
    expect(equipment).toContain(
      '<h3 id="mega-menu-menu-6000-panel-banner-title" class="mega-menu-card__title is-medium"><a href="/en-us/stores">Plan your trip</a></h3>',
    )
    expect(equipment).toContain('<li><a href="/en-us/policies/shipping-terms">Shipping</a></li>')
    expect(equipment).toContain('<li><a href="/en-us/help/contact-us">Ask an expert</a></li>')
  })

  it('renders the mobile accordion with details and summary, so it works without JavaScript', async () => {
    // One tree serves both layouts: the bar is the accordion's list, each panel the fold of its department.
    const mobile = mobileOf(await navigationOf('/en-us'))
    const root = findTag(mobile, 'details', { class: 'mega-menu-mobile', id: 'mega-menu-mobile' })
    expect(root?.start).toBe(0)
    expect(elementText(mobile, findTag(mobile, 'summary', {}))).toBe('Menu')
    // A department with columns expands to its shop-all link and sections.
    const men = findTag(mobile, 'details', { class: 'mega-menu-mobile__group', 'data-menu-id': 'menu-1000' })
    expect(men?.attributes).toMatchObject({ 'data-menu-level': '1' })
    const menInner = innerHtml(mobile, men as NonNullable<typeof men>)
    expect(menInner).toMatch(/^<summary class="mega-menu-mobile__summary">Men<\/summary>/)
    expect(findTag(menInner, 'div', { id: 'mega-menu-menu-1000-panel' })).toBeDefined()
    const menShopAll = findTag(menInner, 'a', { class: 'mega-menu__shop-all' })
    expect(menShopAll?.attributes.href).toBe('/en-us/c/men-1000')
    expect(elementText(menInner, menShopAll)).toBe('shop all Men')
    // A department without columns is a plain link.
    const story = findTag(mobile, 'a', { class: 'mega-menu__link', href: '/en-us/about' })
    expect(elementText(mobile, story)).toBe('Our story')
    // Sections with links collapse; sections without are plain links.
    const jackets = findTag(mobile, 'details', {
      class: 'mega-menu-mobile__section',
      'data-menu-id': 'menu-1200',
    })
    expect(jackets?.attributes).toMatchObject({ 'data-menu-level': '2' })
    const jacketsInner = innerHtml(mobile, jackets as NonNullable<typeof jackets>)
    expect(elementText(jacketsInner, findTag(jacketsInner, 'summary', {}))).toBe('Jackets')
    const jacketsShopAll = findTag(jacketsInner, 'a', { class: 'mega-menu-mobile__shop-all' })
    expect(jacketsShopAll?.attributes.href).toBe('/en-us/c/men/jackets-1200')
    expect(elementText(jacketsInner, jacketsShopAll)).toBe('shop all Jackets')
    const boys = findTag(mobile, 'a', { href: '/en-us/c/kids/boys-3100' })
    expect(elementText(mobile, boys)).toBe('Boys')
    const boysSection = mobile.slice(mobile.lastIndexOf('<section', boys?.start), boys?.start)
    expect(boysSection).toMatch(/<h3 [^>]*class="mega-menu__section-title">$/)
    expect(mobile.slice(boys?.end, mobile.indexOf('</section>', boys?.end))).not.toContain('<details')
    // The section's shop-all link honours its override, and its small-screen hiding.
    const women = findTag(mobile, 'a', {
      class: 'mega-menu-mobile__shop-all',
      href: '/en-us/c/women/jackets-2200',
    })
    expect(elementText(mobile, women)).toBe('All women’s jackets')
    expect(
      findTag(mobile, 'a', { class: 'mega-menu-mobile__shop-all', href: '/en-us/c/men/bottoms-1300' }),
    ).toBeUndefined()
    // Equipment hides its shop-all link on small screens; its department link is the bar's, folded away there.
    expect(findTags(mobile, 'a', { href: '/en-us/c/equipment-6000' }).map(classesOf)).toEqual([
      ['mega-menu__link'],
      ['mega-menu__shop-all', 'hide-sm'],
    ])
    const bags = findTag(mobile, 'a', { class: 'mega-menu__shop-all hide-lg', href: '/en-us/c/bags-5000' })
    expect(elementText(mobile, bags)).toBe('shop all Bags')
  })

  it("follows the menu document's click trigger and mobile shop-all flag", async () => {
    const nav = await navigationOf('/en-us', withMenuSwitches({ clickToOpen: true, mobileShopAll: false }))
    expect(nav).toContain('<div id="mega-menu" class="mega-menu__root" data-click-to-open="true">')
    const mobile = mobileOf(nav)
    // The departments keep their shop-all links; the sections lose theirs with the flag off.
    expect(mobile).toContain('>shop all Men</a>')
    expect(mobile).not.toContain('shop all Jackets')
    expect(mobile).not.toContain('All women’s jackets')
    expect(mobile).toContain(
      '<ul class="mega-menu__links"><li><a href="/en-us/c/men/jackets/rain-jackets-1210">',
    )
  })

  it('speaks the page language', async () => {
    const nav = await navigationOf('/fr-fr')
    expectToContainAll(nav, [
      'aria-label="Navigation principale"',
      '<span class="visually-hidden">bascule du méga menu Homme</span>',
      '>tout voir : Homme</a>',
      '<span class="visually-hidden">Fermer le menu Homme</span>',
      '>Toutes les chaussures</a>',
      'Par activité',
    ])
    expect(nav).toContain(
      '<summary class="mega-menu-mobile__toggle"><span class="visually-hidden">Menu</span></summary>',
    )
  })
})
