import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island } from '../../client/islands/island'
import type { IslandName } from '../../client/islands/names'
import { type AssetManifest, islandChunks, modulePreloads } from '../../worker/render/assets'
import { islandProps } from '../fixtures/island-markup'

const manifest: AssetManifest = {
  buildId: '0123456789abcdef',
  builtAt: '2026-12-01T09:00:00.000Z',
  entry: { file: '/assets/entry.js', imports: ['/assets/react.js'] },
  css: ['/assets/app.css'],
  islands: {
    'product-gallery': {
      file: '/assets/product-gallery.js',
      imports: ['/assets/react.js', '/assets/jotai.js'],
    },
    'product-reviews': { file: '/assets/reviews.js', imports: ['/assets/community.js'] },
    'search-box': { file: '/assets/search-box.js', imports: ['/assets/api.js'] },
  },
}

describe('module preloads', () => {
  it('preloads the entry and its imports alone, whatever islands the page holds', () => {
    expect(modulePreloads(manifest)).toEqual(['/assets/entry.js', '/assets/react.js'])
  })

  it('names the chunks of the islands that hydrate with the page, less the entry’s, and leaves out the ones that wait', () => {
    expect(islandChunks(['product-gallery', 'product-reviews', 'search-box'], manifest)).toEqual([
      '/assets/product-gallery.js',
      '/assets/jotai.js',
    ])
  })
})

const Label = ({ text }: { text: string }) => createElement('span', null, text)

describe('the island marker', () => {
  const marker = (name: IslandName) =>
    renderToStaticMarkup(
      createElement(Island<IslandName, { text: string }>, { name, component: Label, props: { text: 'x' } }),
    )

  it('names the strategy of an island that waits, so the browser needs no table of islands', () => {
    expect(marker('product-reviews')).toContain('data-hydrate="visible"')
    expect(marker('search-box')).toContain('data-hydrate="interaction"')
    expect(marker('buy-box')).toContain('data-hydrate="interaction"')
  })

  it('leaves the strategy out for an island that hydrates with the page, the browser default', () => {
    expect(marker('product-gallery')).not.toContain('data-hydrate')
    expect(marker('product-gallery')).toContain(
      '<div data-island="product-gallery" class="island"><script type="application/json">{"text":"x"}</script>',
    )
  })

  it('carries its props as JSON in its first child, which no value can close or turn into markup', () => {
    const text = '</script><script>alert(1)</script> <!-- & "quoted" \u2028'
    const html = marker('product-gallery').replace('{"text":"x"}', '')
    const rendered = renderToStaticMarkup(
      createElement(Island<IslandName, { text: string }>, {
        name: 'product-gallery',
        component: Label,
        props: { text },
      }),
    )
    expect(html).toContain('<script type="application/json"></script>')
    expect(rendered).not.toContain('</script><script>')
    expect(rendered.match(/<\/script>/g)).toHaveLength(1)
    expect(islandProps(rendered, 'product-gallery')).toEqual({ text })
  })
})
