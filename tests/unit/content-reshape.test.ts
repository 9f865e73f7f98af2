import { describe, expect, it } from 'vitest'
import {
  reshapeMenu,
  reshapePage,
  reshapePromoBar,
  rewriteBlock,
} from '../../worker/upstream/content/reshape'
import type {
  ContentMenuDoc,
  ContentPageDoc,
  ContentPromoBarDoc,
} from '../../worker/upstream/content/schemas'
import { localiseHref, resolveMediaUrl } from '../../worker/upstream/urls'

const ctx = { locale: 'en-gb', mediaBaseUrl: 'https://media.example' }

describe('content reshaping', () => {
  it('puts the locale in front of site paths and refuses unsafe links', () => {
    expect(localiseHref('/c/men-1000', 'en-gb')).toBe('/en-gb/c/men-1000')
    expect(localiseHref('/fr-fr/about', 'en-gb')).toBe('/fr-fr/about')
    expect(localiseHref('/', 'en-gb')).toBe('/en-gb')
    expect(localiseHref('https://help.example/x', 'en-gb')).toBe('https://help.example/x')
    expect(localiseHref('javascript:alert(1)', 'en-gb')).toBeNull()
    expect(localiseHref('//evil.example/x', 'en-gb')).toBeNull()
    expect(localiseHref('  ', 'en-gb')).toBeNull()
  })

  it('moves media onto the media host and refuses other schemes', () => {
    expect(resolveMediaUrl('/media/content/a.svg', 'https://media.example/')).toBe(
      'https://media.example/content/a.svg',
    )
    expect(resolveMediaUrl('data:image/svg+xml,x', 'https://media.example')).toBeNull()
  })

  it('moves every media file onto the media host, video variants and posters included, and localises nested links', () => {
    const doc: ContentPageDoc = {
      id: 'film',
      components: [
        {
          type: 'section',
          id: 's',
          blocks: [
            {
              type: 'banner',
              id: 'b',
              title: 'Nested',
              richText: '<a href="/c/men-1000">Men</a>',
              media: { url: '/media/content/a.svg', alt: '', width: 10, height: 10 },
              targets: [{ text: 'Go', url: '/stores' }],
            },
          ],
        },
      ],
    }
    const { page } = reshapePage(doc, ctx)
    const nested = (page.blocks[0] as { blocks: Record<string, unknown>[] }).blocks[0]
    expect(nested).toMatchObject({
      media: { url: 'https://media.example/content/a.svg' },
      targets: [{ url: '/en-gb/stores' }],
      richText: '<a href="/en-gb/c/men-1000">Men</a>',
    })
    const video = rewriteBlock(
      { type: 'video', media: { sm: { url: '/media/v/s.mp4' }, poster: { url: '/media/v/p.svg' } } },
      ctx,
    )
    expect(video).toEqual({
      type: 'video',
      media: {
        sm: { url: 'https://media.example/v/s.mp4' },
        poster: { url: 'https://media.example/v/p.svg' },
      },
    })
  })

  it('skips an invalid or unknown block, reports it, and keeps the rest in order', () => {
    const doc: ContentPageDoc = {
      id: 'home',
      seo: { title: 'Home' },
      components: [
        { type: 'banner', id: 'b1', title: 'First', targets: [{ text: 'Go', url: '/c/men-1000' }] },
        { type: 'hero', id: 'broken' },
        { type: 'carousel-of-the-future', id: 'x' },
        { type: 'banner', id: 'b2', title: 'Second', targets: [{ text: 'Bad', url: 'javascript:alert(1)' }] },
      ],
    }
    const { page, issues } = reshapePage(doc, ctx)
    expect(page.blocks.map((block) => block.id)).toEqual(['b1', 'b2'])
    expect(page.blocks[0]?.targets).toEqual([
      { text: 'Go', url: '/en-gb/c/men-1000', style: 'primary', size: 'md' },
    ])
    expect(page.blocks[1]?.targets).toEqual([])
    expect(issues.map((issue) => issue.type)).toEqual(['hero', 'carousel-of-the-future'])
  })

  it('drops empty promo messages and turns seconds into milliseconds', () => {
    const doc: ContentPromoBarDoc = {
      type: 'promoBar',
      autorotateTime: 6,
      closable: true,
      messages: [
        {
          id: 'a',
          clickable: true,
          richText: '<p>Free <b>shipping</b></p>',
          targets: [{ url: '/policies/shipping-terms' }],
        },
        { id: 'b', richText: '  <p> </p> ', targets: [] },
      ],
    }
    const bar = reshapePromoBar(doc, ctx)
    expect(bar?.autorotateMs).toBe(6000)
    expect(bar?.messages).toEqual([
      {
        id: 'a',
        text: 'Free shipping',
        html: '<a href="/en-gb/policies/shipping-terms"> Free <b>shipping</b> </a>',
        link: { text: 'Free shipping', url: '/en-gb/policies/shipping-terms' },
        clickable: true,
        textColor: null,
        background: null,
      },
    ])
    expect(reshapePromoBar({ ...doc, messages: [] }, ctx)).toBeNull()
  })

  it('keeps at most six menu columns and the shop-all settings', () => {
    const node = (id: string) => ({ id, title: id, target: { url: `/c/${id}-1000` } })
    const doc: ContentMenuDoc = {
      items: [
        {
          ...node('men'),
          columns: Array.from({ length: 8 }, (_, index) => ({ children: [node(`s${index}`)] })),
          hideShopAll: { sm: true },
          overrideShopAll: 'Everything for men',
        },
      ],
    }
    const [item] = reshapeMenu(doc, ctx).items
    expect(item?.columns).toHaveLength(6)
    expect(item?.shopAll).toEqual({ text: 'Everything for men', hideOnSmall: true, hideOnLarge: false })
    expect(item?.url).toBe('/en-gb/c/men-1000')
  })
})
