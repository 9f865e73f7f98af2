/**
 * The content service: pages, fixed augmented pages, menu, footer, fragments and pop-ups, in one language per
 * request. In `live` mode draft components are left out; in `preview` mode they are included, as editors expect.
 */
import { Hono } from 'hono'
import { AUGMENTED_PAGES } from '../../shared/content/content'
import { brandOfSite } from '../brands'
import { journalArticlePage, journalChildren, searchJournal } from '../content/articles'
import { AUGMENTED_PAGE_DOCS } from '../content/augmented-pages'
import { campaignsFragment, queryBlocks } from '../content/campaigns'
import errorPage from '../content/error-4xx.json'
import footer from '../content/footer.json'
import home from '../content/home.json'
import { LANDING_FOOTER_LINKS, LANDING_PAGE_DOCS } from '../content/landing-pages'
import { LEGAL_PAGES, legalPageDoc } from '../content/legal'
import menuExtras from '../content/menu.json'
import newsletterPage from '../content/newsletter.json'
import pages from '../content/pages.json'
import popups from '../content/popups.json'
import { promoBar } from '../content/promo-bar'
import { PRODUCT_CONTENT, STORY_PAGES } from '../content/stories'
import {
  TIDEWATER_FOOTER_STORIES,
  TIDEWATER_HOME,
  TIDEWATER_PAGES,
  TIDEWATER_PROMO_COLOURS,
  TIDEWATER_STORY_PAGES,
} from '../content/tidewater'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf, localise, siteOf } from '../localise'
import type { SiteBrand } from '../seed/catalogue'
import { CATEGORY_TREE, type SeedCategory } from '../seed/categories'

const SITE_ID = /^[A-Z]{2,5}-[A-Z]{2}$/

type Doc = Record<string, unknown> & { components?: Array<Record<string, unknown>> }

function withoutDrafts(doc: Doc, preview: boolean): Doc {
  if (preview || !doc.components) return doc
  return { ...doc, components: doc.components.filter((component) => component.draft !== true) }
}

const slugOf = (category: SeedCategory) =>
  category.name.en
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The menu document: the category tree as three levels (a department's sections become its columns), with the
 * editor's extras from `content/menu.json` (banners, visual selectors, icons, shop-all settings) merged in by
 * category id at any level, and the document's switches (click trigger, mobile shop-all flag).
 */
function buildMenu(brand: SiteBrand) {
  const extras = menuExtras.extras as Record<string, Record<string, unknown>>
  // The e-gift card is Kestrel's: Tidewater's menu has no gift cards shelf (decision 056).
  const shelves = (category: SeedCategory) =>
    category.children.filter((child) => brand === 'kestrel' || child.kind !== 'gift-card')
  const node = (category: SeedCategory, trail: string[]): Record<string, unknown> => {
    const path = [...trail, `${slugOf(category)}-${category.id}`]
    return {
      id: `menu-${category.id}`,
      title: { $t: category.name },
      target: { url: `/c/${path.join('/')}` },
      children: shelves(category).map((child) => node(child, [...trail, slugOf(category)])),
      ...(extras[category.id] ?? {}),
    }
  }
  const items = CATEGORY_TREE.map((department) => {
    const l1 = node(department, [])
    const columns = department.children.map((section) => ({
      children: [node(section, [slugOf(department)])],
    }))
    return { ...l1, children: [], columns }
  })
  return {
    id: 'menu',
    ...menuExtras.settings,
    items: [...items, ...menuExtras.links.map((link) => ({ ...link, columns: [], children: [] }))],
  }
}

/**
 * A document as a brand's site serves it: on Tidewater's, the editorial art of Kestrel's shared documents (menu
 * banners, visual selectors, error page tiles, pop-ups) is drawn in Tidewater's palette (`menu-tidewater-rain`).
 */
function forBrand<T>(doc: T, brand: SiteBrand): T {
  if (brand !== 'tidewater') return doc
  return JSON.parse(
    JSON.stringify(doc).replace(
      /\/media\/content\/([a-z]+)-(?!tidewater-)([a-z0-9-]+)\.svg/g,
      (whole, kind: string, rest: string) =>
        `${kind}-tidewater-${rest}`.length <= 40 ? `/media/content/${kind}-tidewater-${rest}.svg` : whole,
    ),
  ) as T
}

const MENUS: Readonly<Record<SiteBrand, unknown>> = {
  kestrel: buildMenu('kestrel'),
  tidewater: forBrand(buildMenu('tidewater'), 'tidewater'),
}

/** Kestrel's footer: the shop's, with its landing pages (gift cards, offers, Basecamp, West End) under Shop. */
const KESTREL_FOOTER = {
  ...footer,
  columns: footer.columns.map((column, index) =>
    index === 1 ? { ...column, links: [...column.links, ...LANDING_FOOTER_LINKS] } : column,
  ),
}

/** Tidewater's footer: the shop's, with its stories in the About column. */
const TIDEWATER_FOOTER = {
  ...footer,
  columns: footer.columns.map((column, index) =>
    index === footer.columns.length - 1
      ? { ...column, links: [TIDEWATER_FOOTER_STORIES, ...column.links] }
      : column,
  ),
}

/** The promo bar in a brand's colours. */
const TIDEWATER_PROMO_BAR = {
  ...promoBar,
  messages: promoBar.messages.map((message, index) =>
    'background' in message
      ? { ...message, ...TIDEWATER_PROMO_COLOURS[index % TIDEWATER_PROMO_COLOURS.length] }
      : message,
  ),
}

export const contentRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/content/:mode/caas/v1/canvas')

contentRoutes.use('*', async (c, next) => {
  const mode = c.req.param('mode')
  if (mode !== 'live' && mode !== 'preview')
    return apiError(c, 404, 'API404', `Unknown content mode '${mode}'`)
  if (mode === 'preview' && !c.req.header('x-preview-token')) {
    return apiError(c, 401, 'AUT401', 'Preview requests need a preview token')
  }
  await next()
})

/** The language and the site a request's `locale` names, as `localise` takes them. */
const language = (c: { req: { query: (name: string) => string | undefined } }) =>
  [languageOf(c.req.query('locale')), siteOf(c.req.query('locale'))] as const
const isPreview = (c: { req: { param: (name: 'mode') => string } }) => c.req.param('mode') === 'preview'
/**
 * The brand of the site asking (decision 056), from the path's site id or the `siteId` query every content call
 * carries; Kestrel's when neither names a known brand.
 */
const brandOf = (c: {
  req: { param: (name: string) => string | undefined; query: (name: string) => string | undefined }
}): SiteBrand => brandOfSite(c.req.param('siteId') ?? c.req.query('siteId')) ?? 'kestrel'

contentRoutes.get('/menu/:siteId', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  return c.json(localise(MENUS[brandOf(c)], ...language(c)))
})

contentRoutes.get('/footer/:siteId', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  return c.json(localise(brandOf(c) === 'tidewater' ? TIDEWATER_FOOTER : KESTREL_FOOTER, ...language(c)))
})

contentRoutes.get('/fragment/:fragmentId', async (c) => {
  if (c.req.param('fragmentId') === 'campaigns') return c.json(await campaignsFragment(c.env.DB, brandOf(c)))
  if (c.req.param('fragmentId') !== 'promo-bar') return apiError(c, 404, 'API404', 'Fragment not found')
  return c.json(localise(brandOf(c) === 'tidewater' ? TIDEWATER_PROMO_BAR : promoBar, ...language(c)))
})

contentRoutes.get('/popups/:siteId', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  return c.json(localise(forBrand(popups, brandOf(c)), ...language(c)))
})

/**
 * A page's document with what its lookup's query adds in front of its own blocks (`content/campaigns.ts`): a
 * campaign's hero, a referral banner, the store a shopper joins at, a member's or a newsletter reader's block.
 */
async function withQueryBlocks(
  c: { env: MockEnv; req: { query: (name: string) => string | undefined } },
  brand: SiteBrand,
  page: string,
  doc: Doc,
): Promise<Doc> {
  const blocks = await queryBlocks(c.env.DB, brand, page, (name) => c.req.query(name))
  return blocks.length > 0 ? { ...doc, components: [...blocks, ...(doc.components ?? [])] } : doc
}

contentRoutes.get('/augmentedpage/:siteId/:page', async (c) => {
  const page = c.req.param('page')
  if (!(AUGMENTED_PAGES as readonly string[]).includes(page))
    return apiError(c, 404, 'API404', `No augmented page '${page}'`)
  const landing =
    brandOf(c) === 'kestrel' && Object.hasOwn(LANDING_PAGE_DOCS, page) ? LANDING_PAGE_DOCS[page] : undefined
  const doc: Doc =
    page === 'error-4xx'
      ? forBrand(errorPage, brandOf(c))
      : (landing ??
        (Object.hasOwn(AUGMENTED_PAGE_DOCS, page) ? AUGMENTED_PAGE_DOCS[page] : undefined) ?? {
          id: page,
          name: page,
          seo: {},
          components: [],
        })
  const answered = await withQueryBlocks(c, brandOf(c), page, withoutDrafts(doc, isPreview(c)))
  return c.json(localise(answered, ...language(c)))
})

/**
 * A plain information page of `pages.json` as a content document: its text in one thin banner. The legal pages
 * (`content/legal.ts`) have sections of their own.
 */
function infoPageDoc(slug: string, brand: SiteBrand = 'kestrel'): Doc | null {
  const legal = legalPageDoc(slug)
  if (legal) return legal as Doc
  const entry =
    (brand === 'tidewater' ? TIDEWATER_PAGES[slug] : undefined) ??
    (pages as Record<string, { title: unknown; text: unknown }>)[slug]
  if (!entry) return null
  return {
    id: slug,
    name: slug,
    seo: { title: entry.title, description: entry.text },
    components: [
      {
        type: 'banner',
        id: `${slug.replace(/\W/g, '-')}-body`,
        variant: 'thin',
        title: entry.title,
        richText: entry.text,
      },
    ],
  }
}

/** A page by its slug, as editors published it; null when there is none. */
function pageDoc(slug: string, brand: SiteBrand, preview: boolean): Doc | null {
  // Each brand has its own home page and stories (decision 056); Kestrel's journal is Kestrel's alone.
  const tidewater = brand === 'tidewater'
  if (slug === 'home') return withoutDrafts(tidewater ? TIDEWATER_HOME : home, preview)
  // Where the newsletter pop-up sends shoppers to sign up.
  if (slug === 'newsletter') return newsletterPage
  const story = (tidewater ? TIDEWATER_STORY_PAGES : STORY_PAGES)[slug]
  if (story) return withoutDrafts(story, preview)
  return (tidewater ? null : journalArticlePage(slug)) ?? infoPageDoc(slug, brand)
}

contentRoutes.get('/page/:siteId/:page{.+}', async (c) => {
  const slug = c.req.param('page')
  const doc = pageDoc(slug, brandOf(c), isPreview(c))
  if (!doc) return apiError(c, 404, 'API404', `No page '${slug}'`)
  return c.json(localise(await withQueryBlocks(c, brandOf(c), slug, doc), ...language(c)))
})

/** The first picture a story's components carry (its hero's), for its card among its parent's children. */
function storyPicture(doc: Record<string, unknown>): unknown {
  const components = Array.isArray(doc.components) ? (doc.components as Record<string, unknown>[]) : []
  return components.find((component) => component.media && typeof component.media === 'object')?.media
}

/**
 * The pages below a parent (`children/{siteId}/{parentPageSlug}`, decision 107), in the brand's content: each with
 * its id, url and title, and its description and picture where the page has them (a story's SEO description and
 * hero picture, a legal page's summary); the journal's are its articles.
 */
function childrenOf(parent: string, brand: SiteBrand): Record<string, unknown>[] {
  const tidewater = brand === 'tidewater'
  // The journal's children are its articles, newest first.
  if (parent === 'journal' && !tidewater) return journalChildren()
  const info = { ...(pages as Record<string, { title: unknown }>), ...(tidewater ? TIDEWATER_PAGES : {}) }
  const entries: [string, Record<string, unknown>][] = [
    ...Object.entries(info).map(
      ([slug, entry]) => [slug, { title: entry.title }] as [string, Record<string, unknown>],
    ),
    ...Object.entries(LEGAL_PAGES).map(
      ([slug, page]) =>
        [slug, { title: { $t: page.title }, description: { $t: page.summary } }] as [
          string,
          Record<string, unknown>,
        ],
    ),
    ...Object.entries(tidewater ? TIDEWATER_STORY_PAGES : STORY_PAGES).map(([slug, doc]) => {
      const seo = (doc.seo ?? {}) as Record<string, unknown>
      const picture = storyPicture(doc)
      return [slug, { title: seo.title, description: seo.description, ...(picture ? { picture } : {}) }] as [
        string,
        Record<string, unknown>,
      ]
    }),
  ]
  return entries
    .filter(([slug]) => slug.startsWith(`${parent}/`))
    .map(([slug, fields]) => ({ id: slug, url: `/${slug}`, ...fields }))
}

contentRoutes.get('/children/:siteId/:parentPageSlug{.+}', (c) => {
  const children = childrenOf(c.req.param('parentPageSlug'), brandOf(c))
  return c.json(localise({ results: children, numFound: children.length }, ...language(c)))
})

const CATEGORY_CONTENT: Readonly<Record<string, Doc>> = {
  '1210': {
    id: 'category-1210',
    seo: {
      description: {
        $t: {
          en: 'Waterproof, breathable rain jackets for hillsides and city streets.',
          fr: 'Vestes de pluie imperméables et respirantes, pour la montagne comme pour la ville.',
          de: 'Wasserdichte, atmungsaktive Regenjacken für Berg und Stadt.',
          it: 'Giacche antipioggia impermeabili e traspiranti, per la montagna e la città.',
          es: 'Chaquetas de lluvia impermeables y transpirables, para el monte y la ciudad.',
          nl: 'Waterdichte, ademende regenjassen voor de bergen en de stad.',
        },
      },
    },
    components: [
      {
        type: 'banner',
        id: 'category-1210-story',
        variant: 'thin',
        title: {
          $t: {
            en: 'Tested in real rain',
            fr: 'Testées sous une vraie pluie',
            de: 'Im echten Regen getestet',
            it: 'Provate sotto la pioggia vera',
            es: 'Probadas bajo lluvia real',
            nl: 'Getest in echte regen',
          },
        },
        richText: {
          $t: {
            en: 'Every shell spends a week on the coast path before it reaches the shop.',
            fr: 'Chaque veste passe une semaine sur le sentier côtier avant d’arriver en boutique.',
            de: 'Jede Jacke verbringt eine Woche auf dem Küstenpfad, bevor sie in den Shop kommt.',
            it: 'Ogni giacca passa una settimana sul sentiero costiero prima di arrivare in negozio.',
            es: 'Cada chaqueta pasa una semana en la senda costera antes de llegar a la tienda.',
            nl: 'Elke jas gaat een week het kustpad op voordat hij in de winkel komt.',
          },
        },
      },
    ],
  },
}

contentRoutes.get('/category/:siteId/:categoryId', (c) => {
  const doc = CATEGORY_CONTENT[c.req.param('categoryId')] ?? {
    id: `category-${c.req.param('categoryId')}`,
    components: [],
  }
  return c.json(localise(doc, ...language(c)))
})
contentRoutes.get('/product/:siteId/:productId', (c) =>
  c.json(localise({ id: `product-${c.req.param('productId')}`, ...PRODUCT_CONTENT }, ...language(c))),
)
const ARTICLE_SEARCH_MAX_LIMIT = 48
const ARTICLE_TAG = /^[a-z0-9][a-z0-9-]{0,39}$/

/** Only articles are searchable; tags are repeatable `tagId`s, and an article with any of them matches. */
contentRoutes.get('/search/:siteId/:searchType', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  if (c.req.param('searchType') !== 'article') return c.json({ results: [], facets: [], numFound: 0 })
  const number = (name: string) => {
    const value = c.req.query(name)
    return value === undefined ? undefined : /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN
  }
  const offset = number('offset') ?? 0
  const limit = number('limit') ?? 12
  const tagIds = c.req.queries('tagId') ?? []
  if (
    Number.isNaN(offset) ||
    Number.isNaN(limit) ||
    limit < 1 ||
    limit > ARTICLE_SEARCH_MAX_LIMIT ||
    !tagIds.every((tag) => ARTICLE_TAG.test(tag))
  )
    return apiError(c, 400, 'API400', 'offset, limit or tagId is not valid')
  const q = c.req.query('q')?.trim().slice(0, 80)
  return c.json(localise(searchJournal({ tagIds, q, offset, limit }), ...language(c)))
})

// ---- The showcase (spec 2 §7 `showcase/{siteId}/{docType}`): the documents of one type, for the editors'
// preview tool. Pages are documents of type `page`; every block on them (nested ones too) is a document of its
// own type, referred to by the pages it sits on; pop-ups are documents of type `popup`. Drafts are listed in
// preview mode only.

interface ShowcaseEntry {
  id: string
  type: string
  name: unknown
  document: Doc
  referrers: Set<string>
  draft: boolean
}

const SHOWCASE_MAX_LIMIT = 50
const SHOWCASE_DEFAULT_LIMIT = 20
/** Modification dates are made up, but stable: a day within the 120 before this one, picked by the id. */
const SHOWCASE_EPOCH = Date.UTC(2026, 9, 1, 9, 30)

function modificationDateOf(id: string): string {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return new Date(SHOWCASE_EPOCH - (hash % 120) * 86_400_000 - (hash % 600) * 60_000).toISOString()
}

/** The blocks directly inside a container block: sections, filters, dialogs, experiences, segmentations. */
function childBlocksOf(block: Doc): Doc[] {
  const lists: unknown[] = [block.blocks, block.baselines]
  for (const key of ['variants', 'segments'])
    for (const entry of Array.isArray(block[key]) ? (block[key] as unknown[]) : [])
      if (entry && typeof entry === 'object') lists.push((entry as Doc).blocks)
  return lists.flatMap((list) =>
    Array.isArray(list) ? list.filter((item): item is Doc => item !== null && typeof item === 'object') : [],
  )
}

let showcaseIndex: ShowcaseEntry[] | undefined

function buildShowcaseIndex(): ShowcaseEntry[] {
  const pageDocs: Doc[] = [
    home,
    newsletterPage,
    ...Object.values(STORY_PAGES),
    errorPage,
    ...[...Object.keys(pages), ...Object.keys(LEGAL_PAGES)].map((slug) => infoPageDoc(slug) as Doc),
  ]
  const entries = new Map<string, ShowcaseEntry>()
  const visit = (block: Doc, referrer: string, draft: boolean) => {
    if (typeof block.type !== 'string' || typeof block.id !== 'string') return
    const key = `${block.type}|${block.id}`
    const entry = entries.get(key) ?? {
      id: block.id,
      type: block.type,
      name: block.title ?? block.name ?? block.id,
      document: block,
      referrers: new Set<string>(),
      draft: draft || block.draft === true,
    }
    entry.referrers.add(referrer)
    entries.set(key, entry)
    for (const child of childBlocksOf(block)) visit(child, referrer, entry.draft)
  }
  for (const page of [...pageDocs, ...Object.values(CATEGORY_CONTENT)]) {
    const id = String(page.id)
    if (pageDocs.includes(page)) {
      const seo = page.seo as { title?: unknown } | undefined
      entries.set(`page|${id}`, {
        id,
        type: 'page',
        name: seo?.title ?? page.name ?? id,
        document: page,
        referrers: new Set(),
        draft: false,
      })
    }
    for (const component of page.components ?? []) visit(component, id, false)
  }
  // Pop-ups are content components too, referred to by the site's pop-ups document.
  for (const popup of popups.popups as Doc[]) {
    const id = String(popup.id)
    entries.set(`popup|${id}`, {
      id,
      type: 'popup',
      name: popup.name ?? id,
      document: popup,
      referrers: new Set([String(popups.id)]),
      draft: false,
    })
  }
  return [...entries.values()].sort((a, b) => a.id.localeCompare(b.id))
}

const whole = (value: string | undefined) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined)

contentRoutes.get('/showcase/:siteId/:docType', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  showcaseIndex ??= buildShowcaseIndex()
  const docType = c.req.param('docType')
  const layoutVariant = c.req.query('layoutVariant')?.trim()
  const limit = Math.min(
    Math.max(whole(c.req.query('limit')) ?? SHOWCASE_DEFAULT_LIMIT, 1),
    SHOWCASE_MAX_LIMIT,
  )
  const page = whole(c.req.query('page'))
  const offset = whole(c.req.query('offset')) ?? (page && page > 0 ? (page - 1) * limit : 0)
  const preview = isPreview(c)
  const matching = showcaseIndex.filter(
    (entry) =>
      entry.type === docType &&
      (preview || !entry.draft) &&
      (!layoutVariant || entry.document.variant === layoutVariant),
  )
  const results = matching.slice(offset, offset + limit).map((entry) => ({
    id: entry.id,
    name: entry.name,
    referrersCount: entry.referrers.size,
    modificationDate: modificationDateOf(entry.id),
    document: entry.type === 'page' ? withoutDrafts(entry.document, preview) : entry.document,
  }))
  return c.json(localise({ results, numFound: matching.length, offset, limit }, ...language(c)))
})
