import { describe, expect, it } from 'vitest'
import { recordMenuToggle } from '../../client/state/analytics'
import { reshapeMenu } from '../../worker/upstream/content/reshape'
import type { ContentMenuDoc, ContentMenuNode } from '../../worker/upstream/content/schemas'
import { ContentMenuDocSchema } from '../../worker/upstream/content/schemas'

const ctx = { locale: 'en-gb', mediaBaseUrl: 'https://media.example' }
const node = (id: string, extra: Partial<ContentMenuNode> = {}): ContentMenuNode => ({
  id,
  title: id,
  target: { url: `/c/${id}` },
  ...extra,
})

describe('menu reshaping', () => {
  it('keeps the visual selectors that have a link and an image, with alt text falling back to the title', () => {
    const doc: ContentMenuDoc = {
      items: [
        node('footwear', {
          columns: [{ children: [node('boots')] }],
          visualSelectorsTitle: ' Shop by activity ',
          visualSelectors: [
            {
              title: 'Hiking',
              target: { url: '/c/hiking' },
              mediaObject: { url: '/media/content/hiking.svg', alt: '', seoTitle: 'Hiking boots' },
            },
            {
              title: 'Running',
              target: { url: '/c/running' },
              mediaObject: { url: '/media/content/run.svg', alt: 'A runner', width: 400, height: 400 },
            },
            { title: 'No link', mediaObject: { url: '/media/content/x.svg' } },
            {
              title: 'Unsafe image',
              target: { url: '/c/x' },
              mediaObject: { url: 'http://evil.example/x.svg' },
            },
            {
              title: 'Script link',
              target: { url: 'javascript:alert(1)' },
              mediaObject: { url: '/media/y.svg' },
            },
          ],
        }),
      ],
    }
    const [item] = reshapeMenu(doc, ctx).items
    expect(item?.visualSelectorsTitle).toBe('Shop by activity')
    expect(item?.visualSelectors).toEqual([
      {
        id: 'footwear-vs-0',
        title: 'Hiking',
        url: '/en-gb/c/hiking',
        media: { url: 'https://media.example/content/hiking.svg', alt: 'Hiking', width: 300, height: 300 },
        seoTitle: 'Hiking boots',
      },
      {
        id: 'footwear-vs-1',
        title: 'Running',
        url: '/en-gb/c/running',
        media: { url: 'https://media.example/content/run.svg', alt: 'A runner', width: 400, height: 400 },
        seoTitle: null,
      },
    ])
  })

  it('makes a multi-link card of a banner with text links, and an image banner otherwise', () => {
    const doc: ContentMenuDoc = {
      items: [
        node('equipment', {
          columns: [{ children: [node('tents')] }],
          menuBanner: {
            alignment: 'center',
            media: { url: '/media/content/camp.svg' },
            title: 'Plan your trip',
            titleStyle: 'huge',
            titleTarget: { url: '/stores' },
            targets: [
              { text: 'Find a store', url: '/stores' },
              { text: 'Bad', url: 'javascript:void(0)' },
              { text: 'Help', url: 'https://help.example/', targetAttribute: '_blank' },
            ],
          },
        }),
        node('men', {
          columns: [{ children: [node('tops')] }],
          menuBanner: {
            title: 'New',
            url: '/c/new',
            media: { url: '/media/content/new.svg', alt: 'Shells' },
          },
        }),
        node('kids', { menuBanner: { title: 'No image', url: '/c/kids' } }),
      ],
    }
    const [equipment, men, kids] = reshapeMenu(doc, ctx).items
    expect(equipment?.banner).toEqual({
      kind: 'multi-link',
      media: { url: 'https://media.example/content/camp.svg', alt: '', width: 400, height: 500 },
      title: 'Plan your trip',
      titleUrl: '/en-gb/stores',
      titleStyle: null,
      links: [
        { text: 'Find a store', url: '/en-gb/stores' },
        { text: 'Help', url: 'https://help.example/', newTab: true },
      ],
      alignment: 'center',
    })
    expect(men?.banner).toEqual({
      kind: 'banner',
      title: 'New',
      url: '/en-gb/c/new',
      media: { url: 'https://media.example/content/new.svg', alt: 'Shells', width: 400, height: 500 },
    })
    expect(kids?.banner).toBeNull()
  })

  it('passes the featured style from a section to its links, and reads icons with their title visibility', () => {
    const doc: ContentMenuDoc = {
      items: [
        node('women', {
          columns: [
            {
              children: [
                node('jackets', {
                  menuStyle: 'featured',
                  overrideShopAll: 'Every jacket',
                  hideShopAll: { sm: true },
                  children: [
                    node('rain', { menuIcon: { icon: 'star' }, titleVisibility: 'title+icon' }),
                    node('fleece', { menuIcon: { icon: 'leaf' }, titleVisibility: 'icon' }),
                  ],
                }),
                node('tops', {
                  children: [
                    node('tees', { menuIcon: { icon: 'star' }, titleVisibility: 'title' }),
                    node('shirts', { menuIcon: { icon: 'rocket' } }),
                    node('polos', { menuStyle: 'featured', menuIcon: { icon: 'gift' } }),
                  ],
                }),
              ],
            },
          ],
        }),
      ],
    }
    const [jackets, tops] = reshapeMenu(doc, ctx).items[0]?.columns[0] ?? []
    expect(jackets?.featured).toBe(true)
    expect(jackets?.shopAll).toEqual({ text: 'Every jacket', hideOnSmall: true, hideOnLarge: false })
    expect(jackets?.links.map((link) => [link.title, link.featured, link.icon])).toEqual([
      ['rain', true, { name: 'star', titleHidden: false }],
      ['fleece', true, { name: 'leaf', titleHidden: true }],
    ])
    expect(tops?.links.map((link) => [link.title, link.featured, link.icon])).toEqual([
      ['tees', false, null],
      ['shirts', false, null],
      ['polos', true, { name: 'gift', titleHidden: false }],
    ])
  })

  it('reads the click trigger and the mobile shop-all flag from the document, off unless set', () => {
    const parse = (raw: unknown) => reshapeMenu(ContentMenuDocSchema.parse(raw), ctx)
    expect(parse({ items: [] })).toEqual({ items: [], clickToOpen: false, mobileShopAll: false })
    expect(parse({ items: [], clickToOpen: true, mobileShopAll: true })).toMatchObject({
      clickToOpen: true,
      mobileShopAll: true,
    })
    expect(parse({ items: [], clickToOpen: 'yes' })).toMatchObject({ clickToOpen: false })
  })

  it('drops a menu field an editor got wrong instead of the whole menu', () => {
    const parsed = ContentMenuDocSchema.parse({
      items: [
        {
          id: 'men',
          title: 'Men',
          target: { url: '/c/men' },
          visualSelectors: 'not a list',
          menuBanner: { media: 42 },
          menuIcon: 'star',
        },
      ],
    })
    const [item] = reshapeMenu(parsed, ctx).items
    expect(item).toMatchObject({
      title: 'Men',
      url: '/en-gb/c/men',
      visualSelectors: [],
      banner: null,
      icon: null,
    })
  })

  it('takes a menu title from its rich text when the plain title is empty', () => {
    const [item] = reshapeMenu(
      { items: [node('sale', { title: ' ', titleHtml: '<b>Sale</b> &amp; more' })] },
      ctx,
    ).items
    expect(item?.title).toBe('Sale & more')
  })
})

describe('menu analytics', () => {
  it('records each expand and collapse of the mobile menu as an event', () => {
    const sink: object[] = []
    recordMenuToggle(sink, { level: 1, id: 'menu-1000', title: 'Men', expanded: true })
    recordMenuToggle(sink, { level: 2, id: 'menu-1200', title: 'Jackets', expanded: false })
    expect(sink).toEqual([
      { event: 'menu_toggle', level: 1, id: 'menu-1000', title: 'Men', expanded: true },
      { event: 'menu_toggle', level: 2, id: 'menu-1200', title: 'Jackets', expanded: false },
    ])
  })

  it('loses only the event when the data layer throws', () => {
    const broken = {
      push() {
        throw new Error('tag manager broke')
      },
    }
    expect(recordMenuToggle(broken, { level: 1, id: 'a', title: 'A', expanded: true })).toMatchObject({
      event: 'menu_toggle',
    })
  })
})
