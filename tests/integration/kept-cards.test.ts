/**
 * A listing's cards kept by the isolate (decision 122), through the worker: the same cards for every request of
 * the same catalogue answer, and the new answer's as soon as the entry changes.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { framesHeld } from '../../worker/render/shell-cache'
import { bindings, clearUpstreamCache, createTestShop, forgetHeldCopies, request } from './harness'

beforeEach(clearUpstreamCache)

const LISTING = '/en-us/c/men-1000'

const cardsOf = (html: string) =>
  [...html.matchAll(/<li data-position="\d+" data-style-code="[^"]+">.*?<\/li>/g)].map((match) => match[0])

/** The catalogue's cached answer for the listing, as KV holds it. */
async function listingEntry(): Promise<string> {
  const { keys } = await bindings.UPSTREAM_CACHE.list({ prefix: 'v4|catalogue|' })
  const [key, ...others] = keys.map((entry) => entry.name).filter((name) => name.includes('productSearch'))
  expect(others).toEqual([])
  return key as string
}

/** A section (`reviews`, `questions`) as the product page streams it in. */
const sectionOf = (html: string, name: string) =>
  new RegExp(`<div class="deferred-chunk" data-sf-for="${name}">.*?</script>`).exec(html)?.[0]

describe("a listing's kept cards and a product's kept reviews and questions", () => {
  it('gives the next shopper the same cards, and the new name once the catalogue entry changes', async () => {
    const { env } = createTestShop()
    const first = cardsOf(await (await request(LISTING, { env })).text())
    expect(first.length).toBeGreaterThan(4)
    expect(framesHeld().frames).toBeGreaterThan(0)
    const held = framesHeld()
    const again = cardsOf(await (await request(LISTING, { env })).text())
    expect(again).toEqual(first)
    // The isolate's copy of the catalogue's answer is the same object: its cards were found, none made anew.
    expect(framesHeld()).toEqual(held)

    // The catalogue answers anew: the entry is written again, and the isolate's copy of it forgotten.
    const key = await listingEntry()
    const envelope = (await bindings.UPSTREAM_CACHE.get(key, 'json')) as {
      value: { products: { name: string }[] }
    }
    const renamed = envelope.value.products[10] as { name: string }
    const before = renamed.name
    renamed.name = 'Ridge shell, new season'
    await bindings.UPSTREAM_CACHE.put(key, JSON.stringify(envelope), { expirationTtl: 600 })
    forgetHeldCopies()
    expect(framesHeld()).toEqual({ frames: 0, bytes: 0 })

    const next = cardsOf(await (await request(LISTING, { env })).text())
    expect(next[10]).toContain('>Ridge shell, new season</h3>')
    expect(next.join('')).not.toContain(`>${before}</h3>`)
    expect(next.filter((card, index) => card !== first[index])).toEqual([next[10]])
  })
  it.each([
    ['reviews', 'product-reviews'],
    ['questions', 'product-questions'],
  ])(
    "keeps a product's %s for the next shopper, found again in the isolate's copy",
    async (section, island) => {
      const { env } = createTestShop()
      const html = await (await request(LISTING, { env })).text()
      const product = /href="(\/en-us\/p\/[a-z0-9-]+-KS\w+)"/.exec(html)?.[1] as string
      const first = sectionOf(await (await request(product, { env })).text(), section)
      expect(first).toContain(`data-island="${island}"`)
      const held = framesHeld()
      const again = sectionOf(await (await request(product, { env })).text(), section)
      expect(again).toBe(first)
      // The second page added no frame: it spliced the first page's.
      expect(framesHeld()).toEqual(held)
    },
  )
})
