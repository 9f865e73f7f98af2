/**
 * The content service: pages, fixed augmented pages, menu, footer, fragments and pop-ups, in one language per
 * request. In `live` mode draft components are left out; in `preview` mode they are included, as editors expect.
 */
import { Hono } from 'hono'
import { AUGMENTED_PAGES } from '../../shared/content'
import errorPage from '../content/error-4xx.json'
import footer from '../content/footer.json'
import home from '../content/home.json'
import menuExtras from '../content/menu.json'
import pages from '../content/pages.json'
import promoBar from '../content/promo-bar.json'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf, localise } from '../localise'
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

function buildMenu() {
  const extras = menuExtras.extras as Record<string, Record<string, unknown>>
  const node = (category: SeedCategory, trail: string[]): Record<string, unknown> => {
    const path = [...trail, `${slugOf(category)}-${category.id}`]
    return {
      id: `menu-${category.id}`,
      title: { $t: category.name },
      target: { url: `/c/${path.join('/')}` },
      children: category.children.map((child) => node(child, [...trail, slugOf(category)])),
    }
  }
  const items = CATEGORY_TREE.map((department) => {
    const l1 = node(department, [])
    const columns = department.children.map((section) => ({
      children: [node(section, [slugOf(department)])],
    }))
    return { ...l1, children: [], columns, ...(extras[department.id] ?? {}) }
  })
  return {
    id: 'menu',
    items: [...items, ...menuExtras.links.map((link) => ({ ...link, columns: [], children: [] }))],
  }
}

const MENU = buildMenu()

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

const language = (c: { req: { query: (name: string) => string | undefined } }) =>
  languageOf(c.req.query('locale'))
const isPreview = (c: { req: { param: (name: 'mode') => string } }) => c.req.param('mode') === 'preview'

contentRoutes.get('/menu/:siteId', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  return c.json(localise(MENU, language(c)))
})

contentRoutes.get('/footer/:siteId', (c) => {
  if (!SITE_ID.test(c.req.param('siteId'))) return apiError(c, 404, 'API404', 'Unknown site')
  return c.json(localise(footer, language(c)))
})

contentRoutes.get('/fragment/:fragmentId', (c) => {
  if (c.req.param('fragmentId') !== 'promo-bar') return apiError(c, 404, 'API404', 'Fragment not found')
  return c.json(localise(promoBar, language(c)))
})

contentRoutes.get('/popups/:siteId', (c) => c.json({ popups: [] }))

contentRoutes.get('/augmentedpage/:siteId/:page', (c) => {
  const page = c.req.param('page')
  if (!(AUGMENTED_PAGES as readonly string[]).includes(page))
    return apiError(c, 404, 'API404', `No augmented page '${page}'`)
  const doc: Doc = page === 'error-4xx' ? errorPage : { id: page, name: page, seo: {}, components: [] }
  return c.json(localise(withoutDrafts(doc, isPreview(c)), language(c)))
})

contentRoutes.get('/page/:siteId/:page{.+}', (c) => {
  const slug = c.req.param('page')
  if (slug === 'home') return c.json(localise(withoutDrafts(home, isPreview(c)), language(c)))
  const entry = (pages as Record<string, { title: unknown; text: string }>)[slug]
  if (!entry) return apiError(c, 404, 'API404', `No page '${slug}'`)
  const doc: Doc = {
    id: slug,
    name: slug,
    seo: { title: entry.title, description: entry.text.slice(0, 150) },
    components: [
      {
        type: 'banner',
        id: `${slug.replace(/\W/g, '-')}-body`,
        variant: 'thin',
        title: entry.title,
        text: entry.text,
      },
    ],
  }
  return c.json(localise(doc, language(c)))
})

contentRoutes.get('/children/:siteId/:parentPageSlug{.+}', (c) => {
  const parent = `${c.req.param('parentPageSlug')}/`
  const children = Object.keys(pages)
    .filter((slug) => slug.startsWith(parent))
    .map((slug) => ({
      id: slug,
      url: `/${slug}`,
      title: (pages as Record<string, { title: unknown }>)[slug]?.title,
    }))
  return c.json(localise({ results: children, numFound: children.length }, language(c)))
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
        text: {
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
  return c.json(localise(doc, language(c)))
})
contentRoutes.get('/product/:siteId/:productId', (c) =>
  c.json({ id: c.req.param('productId'), components: [] }),
)
contentRoutes.get('/search/:siteId/:searchType', (c) => c.json({ results: [], facets: [], numFound: 0 }))
contentRoutes.get('/showcase/:siteId/:docType', (c) => c.json({ results: [], numFound: 0 }))
