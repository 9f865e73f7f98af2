import { describe, expect, it } from 'vitest'
import { type AssetManifest, modulePreloads } from '../../worker/render/assets'

const manifest: AssetManifest = {
  entry: { file: '/assets/entry.js', imports: ['/assets/react.js'] },
  css: ['/assets/app.css'],
  islands: {
    'buy-box': { file: '/assets/buy-box.js', imports: ['/assets/react.js', '/assets/jotai.js'] },
    'product-reviews': { file: '/assets/reviews.js', imports: ['/assets/community.js'] },
    'search-box': { file: '/assets/search-box.js', imports: ['/assets/api.js'] },
  },
}

describe('module preloads', () => {
  it('preloads the entry and the islands that hydrate with the page, and leaves out the ones that wait', () => {
    expect(modulePreloads(['buy-box', 'product-reviews', 'search-box'], manifest)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/buy-box.js',
      '/assets/jotai.js',
    ])
  })
})
