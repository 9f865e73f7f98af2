import { beforeEach, describe, expect, it } from 'vitest'
import { ISLAND_CHUNKS_ID } from '../../client/islands/names'
import { assetManifest } from '../../worker/render/assets'
import { cspDirectives } from '../fixtures/csp'
import { findTag, findTags, innerHtml } from '../fixtures/html'
import { shopperWith, variantsInStock } from './cart-helpers'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

/** The head of a page and its Content-Security-Policy, as a shopper's browser reads them. */
async function headOf(path: string, env: Parameters<typeof request>[1]['env'], cookie = '') {
  const response = await request(path, { env, headers: cookie ? { cookie } : {} })
  const html = await response.text()
  return {
    head: html.slice(0, html.indexOf('</head>')),
    csp: cspDirectives(response.headers.get('content-security-policy')),
  }
}

const entryModules = [assetManifest.entry.file, ...assetManifest.entry.imports]

describe('what a page asks for before its first paint (decision 123)', () => {
  it('holds the bag’s first paint on its stylesheet alone, and names its islands’ chunks for the entry to fetch', async () => {
    const { upstream, env } = createTestShop()
    const [line] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: line?.sku ?? '', qty: 1 }])
    const { head, csp } = await headOf('/en-us/cart', env, cookie)

    // Render-blocking: the one stylesheet, and no script that is not an async module.
    expect(findTags(head, 'link', { rel: 'stylesheet' }).map((tag) => tag.attributes.href)).toEqual(
      assetManifest.css,
    )
    for (const script of findTags(head, 'script', { src: true }))
      expect(script.attributes, script.attributes.src).toMatchObject({ type: 'module', async: '' })
    // Preloaded beside the stylesheet and the first line's picture: the entry and its imports, nothing of the bag.
    const preloads = findTags(head, 'link', { rel: 'modulepreload' }).map((tag) => tag.attributes.href)
    expect(preloads).toEqual(entryModules)
    const bag = assetManifest.islands.bag
    expect(bag).toBeDefined()
    expect(preloads).not.toContain(bag?.file)

    // The bag's chunk and its imports are named as data, with the nonce every inline script of the page carries.
    const list = findTag(head, 'script', { id: ISLAND_CHUNKS_ID })
    expect(list?.attributes.type).toBe('application/json')
    expect(list?.attributes.nonce).toBeTruthy()
    const chunks = JSON.parse(innerHtml(head, list as NonNullable<typeof list>)) as string[]
    expect(chunks).toEqual(
      expect.arrayContaining([
        bag?.file,
        ...(bag?.imports ?? []).filter((file) => !entryModules.includes(file)),
      ]),
    )
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^\/assets\/[\w-]+\.js$/)
      expect(entryModules).not.toContain(chunk)
    }
    // The policy still admits all of it: the chunks are this origin's, and each inline style carries the nonce.
    expect(csp.get('script-src')).toContain("'self'")
    const nonce = csp
      .get('style-src')
      ?.find((source) => source.startsWith("'nonce-"))
      ?.slice(7, -1)
    expect(nonce).toBeTruthy()
    const styles = findTags(head, 'style', {})
    expect(styles.length).toBeGreaterThan(0)
    for (const style of styles) expect(style.attributes.nonce).toBe(nonce)
  })

  it.each([
    ['home', '/en-us'],
    ['a product', '/en-us/p/summit-merino-tee-KS100013'],
  ])('preloads only the entry on %s, whose islands wait for it', async (_page, path) => {
    const { env } = createTestShop()
    const { head } = await headOf(path, env)
    expect(findTags(head, 'link', { rel: 'modulepreload' }).map((tag) => tag.attributes.href)).toEqual(
      entryModules,
    )
    const list = findTag(head, 'script', { id: ISLAND_CHUNKS_ID })
    expect(JSON.parse(innerHtml(head, list as NonNullable<typeof list>))).toContain(
      assetManifest.islands['popup-manager']?.file,
    )
  })
})
