import { beforeEach, describe, expect, it } from 'vitest'
import { ISLAND_PART_WORDS, ISLAND_WORDS } from '../../client/islands/words'
import { allIslandProps } from '../fixtures/island-markup'
import { newShopper, page, signIn } from './account-helpers'
import { shopperWithStyle } from './cart-helpers'
import {
  clearUpstreamCache,
  createTestEnv,
  createUpstream,
  islandProps,
  islandWords,
  request,
} from './harness'

beforeEach(clearUpstreamCache)

const setup = () => ({ env: createTestEnv(createUpstream()) })

/** The message keys each marker of island `name` is due: its own, and those of the parts it names. */
function dueWords(html: string, name: string): string[][] {
  const parts: Readonly<Record<string, readonly string[]>> =
    ISLAND_PART_WORDS[name as keyof typeof ISLAND_PART_WORDS] ?? {}
  return [...html.matchAll(new RegExp(`<div data-island="${name}"(?: data-word-parts="([^"]*)")?`, 'g'))].map(
    (marker) =>
      [
        ...new Set([
          ...ISLAND_WORDS[name as keyof typeof ISLAND_WORDS],
          ...(marker[1]?.split(' ') ?? []).flatMap((part) => parts[part] ?? []),
        ]),
      ].sort(),
  )
}

/**
 * The words island `name` is sent on the page, once, in `bcp47`, which must be exactly those it declares; and the
 * props of all its markers, as JSON.
 */
function wordedOnce(html: string, name: keyof typeof ISLAND_WORDS, bcp47 = 'en-US') {
  const sent = islandWords(html, name).filter((words) => words !== null)
  expect(sent).toHaveLength(1)
  const words = sent[0] as { bcp47: string; messages: Record<string, string> }
  expect(words.bcp47).toBe(bcp47)
  expect(Object.keys(words.messages).sort()).toEqual([...new Set(ISLAND_WORDS[name])].sort())
  return { messages: words.messages, props: JSON.stringify(allIslandProps(html, name)) }
}

describe('the words islands are sent', () => {
  it('sends an island its declared messages once, in the page’s language, and none in its props', async () => {
    const { env } = setup()
    const html = await (await request('/fr-fr', { env })).text()
    expect(islandWords(html, 'mini-cart')).toEqual([
      {
        bcp47: 'fr-FR',
        messages: {
          'cart.link': 'Panier',
          'cart.count_one': 'Panier, {count} article',
          'cart.count_other': 'Panier, {count} articles',
        },
      },
    ])
    expect(JSON.stringify(islandProps(html, 'mini-cart'))).not.toContain('Panier')
    // Server-rendered with the same words: the link's name says the empty bag holds nothing.
    const link = /<a class="mini-cart".*?<\/a>/s.exec(html)?.[0] ?? ''
    expect(link.replace(/<[^>]+>/g, '')).toBe('Panier0 article')
  })

  it('follows the site’s spelling of its language', async () => {
    const { env } = setup()
    const html = await (await request('/en-us', { env })).text()
    expect(islandWords(html, 'mini-cart')).toEqual([
      {
        bcp47: 'en-US',
        messages: {
          'cart.link': 'Bag',
          'cart.count_one': 'Bag, {count} item',
          'cart.count_other': 'Bag, {count} items',
        },
      },
    ])
  })
})

describe('islands that word themselves', () => {
  // The home page holds each of these islands (the collection carousel in the "gear" block).
  it.each(['mini-cart', 'search-box', 'promo-bar', 'popup-manager', 'collection-carousel'] as const)(
    '%s gets exactly its declared words once on a German page, and its props carry none of them',
    async (name) => {
      const { env } = setup()
      const html = await (await request('/de-de', { env })).text()
      const sent = islandWords(html, name).filter((words) => words !== null)
      expect(sent).toHaveLength(1)
      const { bcp47, messages } = sent[0] as { bcp47: string; messages: Record<string, string> }
      expect(bcp47).toBe('de-DE')
      expect(Object.keys(messages).sort()).toEqual([...ISLAND_WORDS[name]].sort())
      const props = JSON.stringify(islandProps(html, name))
      for (const text of Object.values(messages)) expect(props).not.toContain(text)
    },
  )
})

describe('the header’s sign-in link', () => {
  it.each([
    ['signIn', 'false'],
    ['enrol', 'true'],
  ] as const)(
    'gets its words and its %s dialog’s in German, no other dialog’s, and its props carry none',
    async (part, simplified) => {
      const env = createTestEnv(createUpstream(), { SIMPLIFIED_ENROLLMENT: simplified })
      const html = await (await request('/de-de', { env })).text()
      const sent = islandWords(html, 'sign-in-link')
      expect(sent).toHaveLength(1)
      const { bcp47, messages } = sent[0] as { bcp47: string; messages: Record<string, string> }
      expect(bcp47).toBe('de-DE')
      expect(html).toContain(`<div data-island="sign-in-link" data-word-parts="${part}"`)
      expect(Object.keys(messages).sort()).toEqual(dueWords(html, 'sign-in-link')[0])
      const props = JSON.stringify(islandProps(html, 'sign-in-link'))
      for (const text of Object.values(messages)) expect(props).not.toContain(text)
    },
  )
})

describe('the sign-up form’s helper', () => {
  it('gets exactly its declared words once on a German page, and its props carry none of them', async () => {
    const { env } = setup()
    const html = await (await request('/de-de/account/sign-up', { env })).text()
    const { messages, props } = wordedOnce(html, 'sign-up-helper', 'de-DE')
    for (const text of Object.values(messages)) expect(props).not.toContain(text)
  })
})

describe('the account’s save card form', () => {
  it('gets exactly its declared words once, and its props carry none of them', async () => {
    const { env } = setup()
    const shopper = await newShopper()
    const { cookie } = await signIn(env, shopper.email, shopper.password)
    const html = await (await page(env, '/en-us/account/payment-methods', cookie)).text()
    const { messages, props } = wordedOnce(html, 'save-card')
    for (const text of Object.values(messages)) expect(props).not.toContain(text)
  })
})

describe('a video’s islands', () => {
  it.each(['youtube-facade', 'video-control'] as const)(
    '%s gets exactly its declared words once, and its props carry the video’s name, not a sentence',
    async (name) => {
      // The hosted player, whose film starts by itself with its pause button, where the deployment turns it on.
      const env = createTestEnv(createUpstream(), { HOSTED_VIDEO: 'true' })
      const html = await (await request('/en-us/stories/on-film', { env })).text()
      const { messages, props } = wordedOnce(html, name)
      for (const text of Object.values(messages)) expect(props).not.toContain(text.replace(' {title}', ''))
    },
  )
})

describe('the product page’s islands', () => {
  it.each([
    'product-price',
    'product-gallery',
    'buy-box',
    'back-in-stock',
    'store-availability',
    'list-add',
    'product-reviews',
    'product-questions',
    'upsell',
  ] as const)('%s gets its declared words in German, and its props carry none of them', async (name) => {
    const { env } = setup()
    const html = await (await request('/de-de/p/summit-merino-tee-KS100013', { env })).text()
    const markers = islandWords(html, name)
    expect(markers[0]).not.toBeNull()
    const due = dueWords(html, name)
    markers.forEach((words, index) => {
      if (words === null) return
      const { bcp47, messages } = words as { bcp47: string; messages: Record<string, string> }
      expect(bcp47).toBe('de-DE')
      // A key the island and one of its parts both declare is sent once.
      expect(Object.keys(messages).sort()).toEqual(due[index])
    })
    const { messages } = markers[0] as { messages: Record<string, string> }
    const props = JSON.stringify(allIslandProps(html, name))
    // A thread is named as a product's colour may be ("Marineblau"): the colour's name is data, not the island's words.
    const { colours } = islandProps<{ colours: { name: string }[] }>(html, 'buy-box')
    const colourNames = new Set(colours.map((colour) => colour.name))
    for (const text of Object.values(messages)) if (!colourNames.has(text)) expect(props).not.toContain(text)
  })
})

describe('words of an island’s parts', () => {
  const buyBoxKeys = async (path: string) => {
    const { env } = setup()
    // A product's short address leads to its canonical one.
    const moved = await request(path, { env, redirect: 'manual' })
    const html = await (await request(moved.headers.get('location') ?? path, { env })).text()
    const [words] = islandWords(html, 'buy-box') as [{ messages: Record<string, string> }]
    return Object.keys(words.messages)
  }

  it('come only with the parts a product has: an e-gift card’s, a personalisation’s, neither', async () => {
    const plain = await buyBoxKeys('/en-us/p/x-KS100013')
    expect(plain.filter((key) => key.startsWith('egift.') || key.startsWith('custom.'))).toEqual([])
    const egift = await buyBoxKeys('/en-us/p/x-KS900001')
    expect(egift).toEqual(expect.arrayContaining([...ISLAND_PART_WORDS['buy-box'].egift]))
    expect(egift.filter((key) => key.startsWith('custom.'))).toEqual([])
    const personalisable = await buyBoxKeys('/en-us/p/x-KS101833')
    expect(personalisable).toEqual(expect.arrayContaining([...ISLAND_PART_WORDS['buy-box'].personalise]))
    expect(personalisable.filter((key) => key.startsWith('egift.'))).toEqual([])
  })

  it('go with each marker that renders its part: the comparison’s and the favorites’ list buttons', async () => {
    const { env } = setup()
    const html = await (await request('/en-us/p/summit-merino-tee-KS100013', { env })).text()
    const sent = islandWords(html, 'list-add') as { messages: Record<string, string> }[]
    expect(sent.map((words) => Object.keys(words.messages).sort())).toEqual(dueWords(html, 'list-add'))
    expect(sent.map((words) => words.messages['compare.add'] ?? words.messages['favorites.add'])).toEqual(
      expect.arrayContaining(['Add to compare', 'Add to favorites']),
    )
  })
})

describe('the bag’s, the checkout’s and the event sign-up’s islands', () => {
  it('the bag gets exactly its declared words, and its props carry none of them', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const html = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    const { messages, props } = wordedOnce(html, 'bag')
    // A thread is named as a line's colour may be ("Navy"): the colour's name is data, not the island's words.
    const { lines } = islandProps<{ lines: Record<string, { colour: string | null }> }>(html, 'bag')
    const colourNames = new Set(Object.values(lines).map((line) => line.colour))
    for (const text of Object.values(messages))
      if (!colourNames.has(text)) expect(props).not.toContain(JSON.stringify(text))
  })

  it('the checkout gets its declared words on each step, a guest none of an account’s, and its props carry none', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const html = await (await request('/en-us/checkout', { env, headers: { cookie } })).text()
    expect(html).not.toContain('data-island="checkout" data-word-parts')
    const { messages, props } = wordedOnce(html, 'checkout')
    // A delivery method is named by the cart service ("Collection point"): its name is data, not the island's words.
    const { cart } = islandProps<{ cart: { shipment: { options: { label: string }[] } | null } }>(
      html,
      'checkout',
    )
    const methodNames = new Set(cart.shipment?.options.map((option) => option.label))
    for (const text of Object.values(messages))
      if (!methodNames.has(text)) expect(props).not.toContain(JSON.stringify(text))
  })

  it('the event sign-up gets exactly its declared words, and its props carry none of them', async () => {
    const { env } = setup()
    const html = await (await request('/en-us/stories/trail-season', { env })).text()
    const { messages, props } = wordedOnce(html, 'event-signup')
    for (const text of Object.values(messages)) expect(props).not.toContain(JSON.stringify(text))
  })
})

describe('the blocks’ newsletter form and article grid', () => {
  it.each(['newsletter-form', 'article-grid'] as const)(
    '%s gets exactly its declared words once on a French page, and its props carry none of them',
    async (name) => {
      const { env } = setup()
      // The trail story holds a newsletter block and an article grid.
      const html = await (await request('/fr-fr/stories/trail-season', { env })).text()
      const { messages, props } = wordedOnce(html, name, 'fr-FR')
      for (const text of Object.values(messages)) expect(props).not.toContain(JSON.stringify(text))
    },
  )
})
