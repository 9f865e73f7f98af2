import { beforeEach, describe, expect, it } from 'vitest'
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
