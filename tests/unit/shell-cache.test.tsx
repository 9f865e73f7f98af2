import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CheckoutLayoutBottom, CheckoutLayoutTop } from '../../client/components/checkout-layout'
import { LayoutBottom, LayoutTop } from '../../client/components/layout'
import type { ShopContextValue } from '../../client/i18n'
import type { IslandName } from '../../client/islands/names'
import { BRANDS } from '../../shared/brands'
import type { Footer, Menu, Popup, PromoBar, SiteChrome } from '../../shared/content/content'
import { sanitizeHtml } from '../../shared/content/rich-text'
import { LOCALES, type LocaleInfo } from '../../shared/i18n/locales'
import { FEATURE_NAMES, NO_FEATURES } from '../../shared/personalization/flags'
import { type PagePartsOptions, pageProviders, renderPageParts } from '../../worker/render/shell'
import { MAX_FRAMES_PER_HOLDER } from '../../worker/render/shell-cache'
import { encodeChunks } from '../../worker/render/stream'
import { islandWords } from '../fixtures/island-markup'
import { counted, shopOf } from '../fixtures/kept-render'
import { translatorOf } from '../fixtures/translator'

const locale = (code: string) => LOCALES[code] as LocaleInfo

const menuOf = (title = 'Men'): Menu => ({
  items: [title, 'Women'].map((name, index) => ({
    id: `m${index}`,
    title: name,
    url: `/en-us/c/${name.toLowerCase()}-${index + 1}000`,
    columns: [
      [
        {
          id: `m${index}-0`,
          title: 'Jackets',
          url: `/en-us/c/jackets-${index}100`,
          links: [{ id: `l${index}`, title: 'Rain', url: `/en-us/c/rain-${index}110`, featured: false }],
        },
      ],
    ],
    shopAll: { text: null, hideOnSmall: false, hideOnLarge: false },
    banner: null,
  })),
  mobileShopAll: true,
})

const promoBarOf = (html = 'Free <strong>shipping</strong>'): PromoBar => ({
  autorotateMs: 5000,
  closable: true,
  messages: [
    {
      id: 'p',
      text: 'Free shipping',
      html: sanitizeHtml(html),
      link: null,
      clickable: false,
      textColor: null,
      background: null,
    },
  ],
})

const footerOf = (): Footer => ({
  columns: [{ title: 'Help', links: [{ text: 'Contact us', url: '/en-us/help/contact-us' }] }],
  legal: [{ text: 'Terms', url: '/en-us/terms' }],
  note: 'Prices include tax.',
})

const popup: Popup = {
  id: 'news',
  name: 'Newsletter',
  kind: 'newsletter',
  delayMs: 2000,
  backgroundColor: null,
  title: 'Join us',
  titleColor: null,
  minimizedTitle: 'Get 10% off',
  maximizedTitle: null,
  logo: null,
  logoSize: 'small',
  buttons: [
    { text: null, url: '/en-us/newsletter' },
    { text: 'Sign in', url: '/en-us/account' },
  ],
  disclaimerHtml: null,
  disclaimerColor: null,
}

/** One content version of the chrome: new objects, as the KV cache hands out when content changes. */
const contentOf = (): SiteChrome => ({
  menu: menuOf(),
  footer: footerOf(),
  promoBar: promoBarOf(),
  popups: [popup],
  utility: [{ text: 'Find a store', url: '/en-us/stores' }],
  social: [{ network: 'Instagram', url: 'https://instagram.com/kestrel' }],
  consent: { banner: false, vendor: false, returnTo: '/en-us/c/men-1000' },
})

interface Rendered {
  top: string
  bottom: string
  islands: IslandName[]
}

const page = <p className="page">The page</p>
const decoder = new TextDecoder()

interface Request {
  chrome: SiteChrome
  shop?: ShopContextValue
  pathname?: string
  searchQuery?: string
}

/** The page's parts as the worker renders them, with the shell kept. */
function rendered({
  chrome,
  shop = shopOf(),
  pathname = '/en-us/c/men-1000',
  searchQuery,
}: Request): Rendered {
  const islands = new Set<IslandName>()
  const options: PagePartsOptions = { chrome, pathname, page, ...(searchQuery ? { searchQuery } : {}) }
  const parts = renderPageParts(pageProviders(shop, islands), options)
  return {
    top: decoder.decode(encodeChunks(parts.top)),
    bottom: decoder.decode(encodeChunks(parts.bottom)),
    islands: [...islands],
  }
}

/** The same parts rendered whole, each at once, as they were before the shell was kept. */
function whole({ chrome, shop = shopOf(), pathname = '/en-us/c/men-1000', searchQuery }: Request): Rendered {
  const islands = new Set<IslandName>()
  const { wrap } = pageProviders(shop, islands)
  const part = (node: ReactElement) => renderToString(wrap(node))
  const checkout = chrome.layout === 'checkout'
  const top = part(
    checkout ? (
      <CheckoutLayoutTop chrome={chrome} />
    ) : (
      <LayoutTop chrome={chrome} searchQuery={searchQuery} />
    ),
  )
  const main = part(page)
  const bottom = part(
    checkout ? (
      <CheckoutLayoutBottom chrome={chrome} />
    ) : (
      <LayoutBottom chrome={chrome} pathname={pathname} />
    ),
  )
  return {
    top: `${top}<main id="main" tabindex="-1">${main}`,
    bottom: `</main>${bottom}`,
    islands: [...islands],
  }
}

/** Each input the shell's markup depends on, changed from the first request's. */
const VARIANTS: [string, (content: SiteChrome) => Request][] = [
  ['a signed-in shopper', (content) => ({ chrome: { ...content, signedInAs: 'Mia' } })],
  ['another signed-in shopper', (content) => ({ chrome: { ...content, signedInAs: 'Noor' } })],
  [
    'a guest with the sign-in dialog',
    (content) => ({ chrome: { ...content, signInDialog: { simplified: false } } }),
  ],
  [
    'a guest with simplified enrolment',
    (content) => ({ chrome: { ...content, signInDialog: { simplified: true } } }),
  ],
  ['a bag of three', (content) => ({ chrome: { ...content, bagCount: 3 } })],
  ['an empty bag', (content) => ({ chrome: { ...content, bagCount: 0 } })],
  ['a search', (content) => ({ chrome: content, searchQuery: 'merino "crew" <b>' })],
  ['another page', (content) => ({ chrome: content, pathname: '/en-us/c/women-2000' })],
  [
    'another language',
    (content) => ({ chrome: content, shop: shopOf({ t: translatorOf(locale('fr-fr')) }) }),
  ],
  [
    'another brand',
    (content) => ({ chrome: content, shop: shopOf({ brand: BRANDS[1] as (typeof BRANDS)[number] }) }),
  ],
  ['favorites off', (content) => ({ chrome: content, shop: shopOf({ flags: NO_FEATURES }) })],
  [
    'shop all in the phone menu',
    (content) => ({
      chrome: content,
      shop: shopOf({ flags: { ...NO_FEATURES, allowFavorites: true, mobileShopAll: true } }),
    }),
  ],
  ['the promo bar closed', (content) => ({ chrome: { ...content, promoBar: null } })],
  ['no pop-ups', (content) => ({ chrome: { ...content, popups: [] } })],
  ['no utility links', (content) => ({ chrome: { ...content, utility: [] } })],
  ['no social links', (content) => ({ chrome: { ...content, social: [] } })],
  [
    'the consent banner',
    (content) => ({
      chrome: { ...content, consent: { banner: true, vendor: false, returnTo: '/en-us?a=1' } },
    }),
  ],
  [
    "the consent vendor's script",
    (content) => ({ chrome: { ...content, consent: { banner: false, vendor: true, returnTo: null } } }),
  ],
  [
    'an associate',
    (content) => ({
      chrome: {
        ...content,
        associate: { name: 'Ana', storeName: 'Denver', storeId: 'S1', customer: 'mia@example.com' },
      },
    }),
  ],
  [
    'the location prompt',
    (content) => ({
      chrome: { ...content, location: { suggested: 'en-gb', country: 'United Kingdom', returnTo: '/en-us' } },
    }),
  ],
  [
    'a preview',
    (content) => ({ chrome: { ...content, preview: { exit: '/en-us', dateTime: '2026-12-24T10:00:00Z' } } }),
  ],
  [
    'a sign-in confirmation',
    (content) => ({
      chrome: {
        ...content,
        signedInAs: 'Mia',
        signInConfirmation: { title: 'Welcome back, Mia', notes: ['Your bag was saved.'] },
      },
    }),
  ],
  ['the checkout', (content) => ({ chrome: { ...content, layout: 'checkout' } })],
  [
    'the checkout with in-store mode',
    (content) => ({
      chrome: {
        ...content,
        layout: 'checkout',
        associate: { name: 'Ana', storeName: 'Denver', storeId: 'S1', customer: null },
      },
    }),
  ],
]

describe('the shell kept per isolate', () => {
  it('renders the same markup, islands and words as the whole shell rendered at once', () => {
    const content = contentOf()
    for (const request of [{ chrome: content }, ...VARIANTS.map(([, variant]) => variant(content))]) {
      rendered(request)
      const kept = rendered(request)
      expect(kept).toEqual(whole(request))
    }
  })

  it('gives each request its own markup for every input the shell reads', () => {
    const content = contentOf()
    const first = rendered({ chrome: content })
    for (const [name, variant] of VARIANTS) {
      const request = variant(content)
      // The first request's shell is kept; the variant must not be given it.
      rendered({ chrome: content })
      const own = rendered(request)
      expect(own, name).toEqual(whole(request))
      expect(`${own.top}${own.bottom}`, name).not.toBe(`${first.top}${first.bottom}`)
    }
  })

  it('renders the header and footer once for the same content, and again for a new content version', () => {
    const menu = counted(menuOf(), 'items')
    const footer = counted(footerOf(), 'columns')
    const content = { ...contentOf(), menu: menu.value, footer: footer.value }
    const reads = () => [menu.reads(), footer.reads()]
    rendered({ chrome: content })
    const [menuReads, footerReads] = reads()
    expect(menuReads).toBeGreaterThan(0)
    expect(footerReads).toBeGreaterThan(0)
    // Another guest on another page: the frames are kept, so neither the menu nor the footer is read again.
    rendered({ chrome: content, pathname: '/en-us/p/tee-KS1' })
    expect(reads()).toEqual([menuReads, footerReads])

    // Shoppers with names, bags and searches of their own share one frame too, once it is kept.
    const mia = { ...content, signedInAs: 'Mia', bagCount: 2 }
    rendered({ chrome: mia, searchQuery: 'tee' })
    const shopperReads = reads()
    rendered({
      chrome: { ...content, signedInAs: 'Noor', bagCount: 5 },
      searchQuery: 'merino',
      pathname: '/en-us',
    })
    rendered({ chrome: mia, searchQuery: 'rain jacket', pathname: '/en-us/c/women-2000' })
    expect(reads()).toEqual(shopperReads)

    const newMenu = counted(menuOf('Men and boys'), 'items')
    const next = rendered({ chrome: { ...content, menu: newMenu.value } })
    expect(newMenu.reads()).toBeGreaterThan(0)
    expect(next.top).toContain('Men and boys')
    expect(menu.reads()).toBe(shopperReads[0])
  })

  it("still loads the kept header's islands and sends their words", () => {
    const content = contentOf()
    rendered({ chrome: content })
    const kept = rendered({ chrome: content })
    expect(kept.islands).toEqual(
      expect.arrayContaining(['promo-bar', 'search-box', 'mini-cart', 'mega-menu', 'popup-manager']),
    )
    for (const island of ['promo-bar', 'search-box', 'mini-cart'] as const)
      expect(islandWords(kept.top, island), island).toEqual([expect.objectContaining({ bcp47: 'en-US' })])
    expect(islandWords(kept.bottom, 'popup-manager')).toEqual([expect.objectContaining({ bcp47: 'en-US' })])
  })

  it('keeps no more than its limit of frames for one content version', () => {
    const menu = counted(menuOf(), 'items')
    const content = { ...contentOf(), menu: menu.value }
    const promoBars = Array.from({ length: MAX_FRAMES_PER_HOLDER + 1 }, () => promoBarOf())
    for (const promoBar of promoBars) rendered({ chrome: { ...content, promoBar } })
    const reads = menu.reads()
    rendered({ chrome: { ...content, promoBar: promoBars.at(-1) as PromoBar } })
    expect(menu.reads()).toBe(reads)
    // The first was let go to keep the rest: it renders again.
    rendered({ chrome: { ...content, promoBar: promoBars[0] as PromoBar } })
    expect(menu.reads()).toBeGreaterThan(reads)
  })

  it('keeps one footer however many pages are walked', () => {
    const footer = counted(footerOf(), 'columns')
    const content = { ...contentOf(), footer: footer.value }
    rendered({ chrome: content, pathname: '/en-us/c/p-0' })
    const reads = footer.reads()
    for (let index = 1; index <= 2 * MAX_FRAMES_PER_HOLDER; index++) {
      const pathname = `/en-us/c/p-${index}`
      const { bottom } = rendered({ chrome: content, pathname })
      expect(bottom).toContain(`href="/fr-fr/c/p-${index}"`)
    }
    expect(footer.reads()).toBe(reads)
  })

  it('renders a shell whose content holds a mark like its own whole, each time', () => {
    const menu = counted(menuOf(), 'items')
    const request = {
      chrome: {
        ...contentOf(),
        menu: menu.value,
        promoBar: promoBarOf('<template data-shell-slot="search"></template>Free shipping'),
      },
    }
    expect(rendered(request)).toEqual(whole(request))
    const reads = menu.reads()
    expect(rendered(request)).toEqual(whole(request))
    expect(menu.reads()).toBeGreaterThan(reads)
  })

  it('reads no feature or experiment but those it is kept by', () => {
    // Kept frames render with every other feature off and no experiment (worker/render/shell-cache.tsx).
    const request = { chrome: contentOf(), searchQuery: 'tee' }
    const allOn = Object.fromEntries(FEATURE_NAMES.map((name) => [name, true])) as typeof NO_FEATURES
    const others = shopOf({
      flags: { ...allOn, allowFavorites: true, mobileShopAll: false },
      experiments: { experiences: { home_hero: 'variant_a' }, variables: { home_hero: { layout: 'wide' } } },
    })
    for (const layout of [undefined, 'checkout'] as const) {
      const chrome = { ...request.chrome, ...(layout ? { layout } : {}) }
      expect(whole({ ...request, chrome, shop: others })).toEqual(whole({ ...request, chrome }))
    }
  })
})
