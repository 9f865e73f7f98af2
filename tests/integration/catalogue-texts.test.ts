/**
 * Every locale reads as written for it (decision 054): the catalogue answers product copy and colour names in the
 * site's language, search indexes them, and reviews in the shopper's language come first, the others with a
 * "Translate" link that works without JavaScript.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { productTexts } from '../../mock-api/seed/product-texts'
import { generateCommunity, QUESTION_TEMPLATES, REVIEWERS } from '../../mock-api/seed/reviews'
import { REVIEWS_PAGE_SIZE, type Review, type ReviewPage } from '../../shared/catalogue/community'
import type { TestEnv, Upstream } from './harness'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

const setup = () => {
  const upstream = createUpstream()
  return { upstream, env: createTestEnv(upstream) }
}

const seed = generateCatalogue()
/** A jacket that comes in Sunflower (720), the colour the French site used to call "Sunflower". */
const sunflower = seed.find(
  (product) => / Rain Jacket$/.test(product.name) && product.colours.some((colour) => colour.code === '720'),
) as (typeof seed)[number]

/** The product page in a locale, following the redirect to its canonical address. */
async function productPage(env: TestEnv, locale: string, style: string, search = '') {
  const moved = await request(`/${locale}/p/x-${style}`, { env, redirect: 'manual' })
  const target = moved.headers.get('location') as string
  const response = await request(`${target}${search}`, { env })
  expect(response.status).toBe(200)
  return { html: await response.text(), path: target }
}

/** HTML text as React writes it: quotes and ampersands escaped. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;')

/** Every review of a product as the shop lists them on a site, newest first, page after page. */
async function shopReviews(env: TestEnv, style: string, locale: string) {
  const reviews: Review[] = []
  for (let start = 0; ; start += REVIEWS_PAGE_SIZE) {
    const response = await request(`/api/products/${style}/reviews?start=${start}&sort=newest`, {
      env,
      headers: { 'x-storefront-locale': locale },
    })
    expect(response.status).toBe(200)
    const page = (await response.json()) as ReviewPage
    reviews.push(...page.reviews)
    if (page.reviews.length < REVIEWS_PAGE_SIZE || reviews.length >= page.summary.total) return reviews
  }
}

async function mock(upstream: Upstream, path: string) {
  const response = await upstream.fetcher.fetch(`https://mock-api.internal/api/products/${path}`, {
    headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
  })
  expect(response.status).toBe(200)
  return response.json()
}

describe('product copy in the site’s language', () => {
  it('shows a French description, features, materials, care and colour names on fr-ca', async () => {
    const { env } = setup()
    const { html } = await productPage(env, 'fr-ca', sunflower.styleCode)
    const french = productTexts(sunflower, 'fr')
    expect(french.description).toContain('Une veste imperméable et respirante')
    expect(html).toContain(escaped(french.description))
    expect(html).not.toContain(escaped(productTexts(sunflower, 'en').description))
    expect(html).toContain('Caractéristiques')
    expect(html).toContain(escaped(french.features[0] as string))
    expect(html).toContain('Matières')
    expect(html).toContain('Entretien')
    expect(html).toContain('Tournesol')
    expect(html).not.toContain('Sunflower')
    // The product name stays the brand's model name.
    expect(html).toContain(sunflower.name)
  })

  it('shows the German copy and colour names on de-de, in the du form', async () => {
    const { env } = setup()
    const { html } = await productPage(env, 'de-de', sunflower.styleCode)
    const german = productTexts(sunflower, 'de')
    expect(german.description).toContain('die dich trocken hält')
    expect(html).toContain(escaped(german.description))
    expect(html).toContain('Merkmale')
    expect(html).toContain('Pflegehinweise')
    expect(html).toContain('Sonnenblume')
    expect(html).not.toContain('Sunflower')
  })

  it('keeps the English copy on en-us', async () => {
    const { env } = setup()
    const { html } = await productPage(env, 'en-us', sunflower.styleCode)
    expect(html).toContain(escaped(productTexts(sunflower, 'en').description))
    expect(html).toContain('Sunflower')
  })

  it('names colours in the site’s language in listings and their colour filter', async () => {
    const { upstream } = setup()
    const answer = (await mock(
      upstream,
      'v2/search/productSearch?currency=CAD&locale=fr-ca&categoryId=1000',
    )) as {
      products: { colours: { code: string; name: string }[] }[]
      facets: { id: string; values: { value: string; label: string }[] }[]
    }
    const names = answer.products.flatMap((product) => product.colours.map((colour) => colour.name))
    expect(names).toContain('Noir')
    expect(names).not.toContain('Black')
    const colours = answer.facets.find((facet) => facet.id === 'colour')?.values ?? []
    expect(colours.find((value) => value.value === '720')?.label).toBe('Tournesol')
  })
})

describe('search over each site’s own text', () => {
  const colourNames = (html: string) => [...html.matchAll(/<h3 class="product-card__name">/g)].length

  it('finds products by a colour’s French name on fr-ca: “noir”, “tournesol”', async () => {
    const { upstream, env } = setup()
    for (const [word, code] of [
      ['noir', '001'],
      ['tournesol', '720'],
    ] as const) {
      const answer = (await mock(
        upstream,
        `v2/search/productSearch?currency=CAD&locale=fr-ca&count=96&q=${word}`,
      )) as { total: number; correctedQuery: string | null; products: { colours: { code: string }[] }[] }
      expect(answer.total).toBeGreaterThan(0)
      expect(answer.correctedQuery).toBeNull()
      expect(answer.products.every((product) => product.colours.some((colour) => colour.code === code))).toBe(
        true,
      )
    }
    const page = await (await request('/fr-ca/search?q=noir', { env })).text()
    expect(colourNames(page)).toBeGreaterThan(0)
  })

  it('finds products by words of their German description on de-de, and not on en-us', async () => {
    const { upstream } = setup()
    const ask = async (locale: string) =>
      (
        (await mock(upstream, `v2/search/productSearch?currency=EUR&locale=${locale}&q=Innenseite`)) as {
          total: number
        }
      ).total
    expect(await ask('de-de')).toBeGreaterThan(0)
    expect(await ask('en-us')).toBe(0)
  })
})

describe('reviews by language', () => {
  /** A seeded product with reviews in English and in German among its first few. */
  async function mixedStyle(upstream: Upstream) {
    for (const product of seed.slice(0, 80)) {
      const page = (await mock(
        upstream,
        `v1/products/${product.styleCode}/reviews?locale=en-us&count=50`,
      )) as {
        reviews: Review[]
      }
      const languages = new Set(page.reviews.map((review) => review.language))
      if (languages.has('en') && languages.has('de') && page.reviews.length >= 4)
        return { style: product.styleCode, reviews: page.reviews }
    }
    throw new Error('no product with English and German reviews in the seed')
  }

  it('lists the reviews in the site’s language first, each group newest first', async () => {
    const { upstream, env } = setup()
    const { style } = await mixedStyle(upstream)
    const product = seed.find((entry) => entry.styleCode === style) as (typeof seed)[number]
    const written = generateCommunity(style, product.rating, product.reviewCount === 0).reviews
    const newestFirst = (reviews: readonly { id: string; createdAt: string }[]) =>
      [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    for (const [locale, language] of [
      ['en-us', 'en'],
      ['de-de', 'de'],
    ] as const) {
      const listed = await shopReviews(env, style, locale)
      const own = newestFirst(written.filter((review) => review.language === language))
      const others = newestFirst(written.filter((review) => review.language !== language))
      expect(own.length).toBeGreaterThan(0)
      expect(others.length).toBeGreaterThan(0)
      expect(listed.map((review) => review.id)).toEqual([...own, ...others].map((review) => review.id))
    }
  })

  it('has reviewers whose names and towns fit the language they write in', async () => {
    const { env } = setup()
    for (const product of seed.slice(0, 30)) {
      for (const review of await shopReviews(env, product.styleCode, 'en-us')) {
        const people = REVIEWERS[review.language as keyof typeof REVIEWERS]
        expect(
          people.some(([name, place]) => name === review.author && place === review.location),
          `${review.author} from ${review.location} writing in ${review.language}`,
        ).toBe(true)
      }
    }
  })

  it('shows the US site’s reviews in English first, the others with a Translate link and the reviewer’s town', async () => {
    const { upstream, env } = setup()
    const { style } = await mixedStyle(upstream)
    const { html } = await productPage(env, 'en-us', style)
    const section = html.slice(html.indexOf('data-island="product-reviews"'))
    const languages = [...section.matchAll(/<h3 id="reviews-[^"]+" lang="([a-z]{2})"/g)].map((m) => m[1])
    expect(languages[0]).toBe('en')
    expect(languages.indexOf('en')).toBe(0)
    expect(languages.lastIndexOf('en')).toBeLessThan(languages.findIndex((language) => language !== 'en'))
    expect(section).toMatch(
      / from (Denver|Seattle|Leeds|Vancouver|Portland|Manchester|Toronto|Bristol|Boulder|Edinburgh), /,
    )
  })

  it('translates a review from a plain link, says from which language, and links back to the original', async () => {
    const { upstream, env } = setup()
    const { style, reviews } = await mixedStyle(upstream)
    const { html: first, path } = await productPage(env, 'en-us', style, '?reviewStart=0')
    const german =
      (
        (await mock(upstream, `v1/products/${style}/reviews?locale=en-us&count=5`)) as { reviews: Review[] }
      ).reviews.find((review) => review.language === 'de') ??
      reviews.find((review) => review.language === 'de')
    expect(german).toBeDefined()
    const review = german as Review
    const onPage = first.includes(`id="review-${review.id}"`)
    const start = onPage ? 0 : 5 * Math.floor(reviews.indexOf(review) / 5)
    const link = `?reviewStart=${start}&amp;reviewSort=newest&amp;translate=${review.id}#review-${review.id}`
    const listed = onPage ? first : (await productPage(env, 'en-us', style, `?reviewStart=${start}`)).html
    expect(listed).toContain(`href="${path}${link}"`)
    expect(listed).toContain(escaped(review.body))

    const translated = (
      await productPage(env, 'en-us', style, `?reviewStart=${start}&translate=${review.id}`)
    ).html
    const article = translated.slice(translated.indexOf(`id="review-${review.id}"`))
    expect(article).toContain('<p class="review__translated">Translated from German</p>')
    expect(article).not.toContain(escaped(review.body).slice(0, 30))
    expect(article).toContain(
      `href="${path}?reviewStart=${start}&amp;reviewSort=newest#review-${review.id}">Show original</a>`,
    )
    // A review that is not on the page, or not one at all, is not translated.
    const odd = (await productPage(env, 'en-us', style, '?translate=RNOTAREVIEW')).html
    expect(odd).not.toContain('class="review__translated"')
  })
})

describe('questions by language', () => {
  it('lists each site’s questions in its own language, answered in it', async () => {
    const { upstream } = setup()
    const asked = seed
      .filter((product) => !product.digital)
      .flatMap((product) =>
        generateCommunity(product.styleCode, product.rating, product.reviewCount === 0).questions.map(
          (question) => ({ style: product.styleCode, question }),
        ),
      )
      .find(({ question }) => question.language === 'de' && question.answers.length > 0)
    expect(asked).toBeDefined()
    const { style, question } = asked as NonNullable<typeof asked>
    const german = QUESTION_TEMPLATES[question.template]
    const list = async (locale: string) =>
      (
        (await mock(upstream, `v1/products/${style}/reviews/questions?locale=${locale}`)) as {
          questions: { text: string; author: string; answers: { text: string }[] }[]
        }
      ).questions
    const onGermanSite = await list('de-de')
    const shown = onGermanSite.find((entry) => entry.text === german?.question.de)
    expect(shown?.answers.map((answer) => answer.text)).toContain(german?.answers[0]?.de)
    expect(REVIEWERS.de.map(([name]) => name)).toContain(shown?.author)
    const onUsSite = await list('en-us')
    expect(onUsSite.some((entry) => entry.text === german?.question.de)).toBe(false)
  })
})
