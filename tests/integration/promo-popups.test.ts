import { beforeEach, describe, expect, it } from 'vitest'
import type { PopupView } from '../../client/islands/popup-manager'
import type { PromoBarCarouselProps } from '../../client/islands/promo-bar'
import { promoBarClosedCookie, promoBarMaxMessages } from '../../shared/content/promo-bar'
import { assetManifest } from '../../worker/render/assets'
import type { ContentPromoBarDoc } from '../../worker/upstream/content/schemas'
import { elementText, findTag, findTags } from '../fixtures/html'
import { allIslandProps } from '../fixtures/island-markup'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

/**
 * The storefront against the mock API, except for the content documents whose path ends as given: those are
 * answered with the body here, as an editor might have published them.
 */
function setup(documents: Record<string, unknown> = {}) {
  const upstream = createUpstream()
  const fetcher = {
    fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      const match = Object.entries(documents).find(([suffix]) => path.includes(suffix))
      return match ? Promise.resolve(Response.json(match[1])) : upstream.fetcher.fetch(request)
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher
  return { upstream, env: createTestEnv({ fetcher }) }
}

/** The props an island was rendered with, as the browser will read them. */
const islandProps = <T>(html: string, name: string): T | null => allIslandProps<T>(html, name)[0] ?? null

const popupManagerChunk = assetManifest.islands['popup-manager']?.file as string

const count = (html: string, text: string) => html.split(text).length - 1

const promoMessage = (id: string) => ({ id, richText: `<p>Offer ${id}</p>`, targets: [] })

describe('promo bar', () => {
  it('renders the first message visible and the rest hidden, with labelled arrows, dots and close', async () => {
    const { env } = setup()
    const html = await (await request('/en-us', { env })).text()
    expect(html).toContain('data-island="promo-bar"')
    expect(findTag(html, 'section', { class: 'promo-bar', 'aria-label': 'Promotions' })).toBeDefined()
    const messages = findTag(html, 'ul', { class: 'promo-bar__messages' })
    const controls = {
      type: 'button',
      class: 'promo-bar__control',
      'aria-controls': messages?.attributes.id as string,
    }
    expect(messages?.attributes.id).toBeTruthy()
    expect(
      findTag(html, 'button', {
        ...controls,
        class: 'promo-bar__control promo-bar__arrow',
        'aria-label': 'Previous message',
      }),
    ).toBeDefined()
    expect(
      findTag(html, 'button', {
        ...controls,
        class: 'promo-bar__control promo-bar__arrow',
        'aria-label': 'Next message',
      }),
    ).toBeDefined()
    const dots = findTag(html, 'div', { role: 'group', 'aria-label': 'Choose a message' })
    expect(dots).toBeDefined()
    const dotButtons = findTags(html, 'button', { class: 'promo-bar__dot' })
    expect(dotButtons.map((dot) => dot.attributes['aria-label'])).toEqual([
      'Message 1 of 2',
      'Message 2 of 2',
    ])
    expect(dotButtons.map((dot) => dot.attributes['aria-current'])).toEqual(['true', undefined])
    for (const dot of dotButtons) expect(dot.attributes['aria-controls']).toBe(messages?.attributes.id)
    expect(findTag(html, 'button', { type: 'button', 'aria-label': 'Close promotions' })).toBeDefined()
    expect(findTag(html, 'button', { type: 'button', 'aria-label': 'Stop rotating messages' })).toBeDefined()
    // Rotation is never announced until the shopper moves the bar.
    expect(messages?.attributes['aria-live']).toBe('off')
    const items = findTags(html, 'li', { class: 'promo-bar__message' })
    expect(items.map((item) => 'hidden' in item.attributes)).toEqual([false, true])
    expect(items[0]?.attributes.style).toBe('color:#ffffff;background:#0b3d2e;--promo-hover-link:#ffd166')
    expect(items[1]?.attributes.style).toBe('color:#ffffff;background:#5b2333;--promo-hover-link:#ffd166')
    const shipping = findTag(html, 'a', { href: '/en-us/policies/shipping-terms' })
    expect(elementText(html, shipping)).toBe('Free shipping on orders over $75')
    const props = islandProps<PromoBarCarouselProps>(html, 'promo-bar')
    expect(props?.autorotateMs).toBe(6000)
    expect(props?.messages.map((message) => message.id)).toEqual(['promo-shipping', 'promo-returns'])
  })

  it('renders rich messages without JavaScript: a clickable one as one link, another with its own links', async () => {
    const doc: ContentPromoBarDoc = {
      type: 'promoBar',
      autorotateTime: 5,
      closable: false,
      messages: [
        {
          id: 'whole',
          clickable: true,
          richText: '<p>Winter <em>sale</em> <a href="/elsewhere">here</a></p>',
          targets: [{ url: '/c/sale-1000' }],
          sectionId: 'Boots',
        },
        {
          id: 'inline',
          richText:
            'Members get <strong>more</strong>, <a href="/loyalty">join</a><img src=x onerror=alert(1)>',
          targets: [{ text: 'Terms', url: '/policies/terms' }],
        },
      ],
    }
    const html = await (await request('/en-us', { env: setup({ '/fragment/promo-bar': doc }).env })).text()
    const [whole, inline] = findTags(html, 'li', { class: 'promo-bar__message' })
    const wholeHtml = html.slice(whole?.end, inline?.start)
    expect(wholeHtml).toMatch(
      /^<a href="\/en-us\/c\/sale-1000#boots"> Winter <em>sale<\/em> here <\/a><\/li>/,
    )
    const inlineHtml = html.slice(inline?.end, html.indexOf('</li>', inline?.end))
    expect(inlineHtml).toBe(
      'Members get <strong>more</strong>, <a href="/en-us/loyalty">join</a> <a href="/en-us/policies/terms">Terms</a>',
    )
  })

  it.each([
    ['en-us', 'Free shipping on orders over $75'],
    ['en-ca', 'Free shipping on orders over CAD 100'],
    ['fr-ca', 'Livraison gratuite dès 100 CAD d’achat'],
    ['en-gb', 'Free shipping on orders over £60'],
    ['de-de', 'Kostenloser Versand ab 70 €'],
    ['nl-nl', 'Gratis verzending vanaf € 70'],
  ])('says the free shipping threshold in the money of %s', async (locale, said) => {
    const { env } = setup()
    const html = await (await request(`/${locale}`, { env })).text()
    const shipping = findTag(html, 'a', { href: `/${locale}/policies/shipping-terms` })
    // Intl puts a no-break space between amount and currency; any space reads the same here.
    expect(elementText(html, shipping).replace(/\s/g, ' ')).toBe(said)
  })

  it(`shows at most ${promoBarMaxMessages} messages, and no arrows or dots for a single one`, async () => {
    const many: ContentPromoBarDoc = {
      type: 'promoBar',
      autorotateTime: 5,
      closable: false,
      messages: Array.from({ length: promoBarMaxMessages + 3 }, (_, index) => promoMessage(`m${index}`)),
    }
    const html = await (await request('/en-us', { env: setup({ '/fragment/promo-bar': many }).env })).text()
    expect(count(html, 'class="promo-bar__message"')).toBe(promoBarMaxMessages)
    expect(count(html, 'promo-bar__dot"')).toBe(promoBarMaxMessages)
    expect(html).toContain(`aria-label="Message ${promoBarMaxMessages} of ${promoBarMaxMessages}"`)
    expect(html).not.toContain('aria-label="Close promotions"')

    await clearUpstreamCache()
    const single = { ...many, messages: [promoMessage('only')] }
    const one = await (await request('/en-us', { env: setup({ '/fragment/promo-bar': single }).env })).text()
    expect(one).toContain('Offer only')
    expect(one).not.toContain('promo-bar__arrow')
    expect(one).not.toContain('promo-bar__dot')
    expect(one).not.toContain('aria-label="Stop rotating messages"')
  })

  it('is left out of the page once closed this session, unless the bar is no longer closable', async () => {
    const { env } = setup()
    const cookie = `${promoBarClosedCookie}=1`
    const closed = await (await request('/en-us/help/contact-us', { env, headers: { cookie } })).text()
    expect(closed).not.toContain('data-island="promo-bar"')
    expect(closed).not.toContain('Free shipping on orders over $75')
    expect(closed).toContain('</footer>')

    await clearUpstreamCache()
    const fixed: ContentPromoBarDoc = {
      type: 'promoBar',
      autorotateTime: 5,
      closable: false,
      messages: [promoMessage('kept')],
    }
    const env2 = setup({ '/fragment/promo-bar': fixed }).env
    const kept = await (await request('/en-us', { env: env2, headers: { cookie } })).text()
    expect(kept).toContain('Offer kept')
  })
})

describe('pop-ups', () => {
  it('puts the pop-ups on every page, with the manager chunk named for the entry to fetch', async () => {
    const { env } = setup()
    for (const path of ['/en-us', '/en-us/help/contact-us', '/en-us/cart']) {
      const html = await (await request(path, { env })).text()
      expect(html, path).toMatch(
        new RegExp(
          `<script type="application/json" id="sf-island-chunks" nonce="[^"]+">[^<]*"${popupManagerChunk}"`,
        ),
      )
      const props = islandProps<{ popups: PopupView[] }>(html, 'popup-manager')
      expect(
        props?.popups.map((popup) => [popup.id, popup.kind]),
        path,
      ).toEqual([
        ['popup-newsletter', 'newsletter'],
        ['popup-account', 'account'],
      ])
    }
    const html = await (await request('/en-us', { env })).text()
    const [newsletter, account] = islandProps<{ popups: PopupView[] }>(html, 'popup-manager')?.popups ?? []
    expect(newsletter).toMatchObject({
      delayMs: 2000,
      minimizedTitle: 'Letters from the workshop',
      maximizedTitle: 'Our newsletter',
      title: 'New gear, repair tips and early access to the sale, once a month',
      backgroundColor: '#f4efe6',
      logo: { url: '/media/content/logo-newsletter.svg', alt: '', width: 96, height: 64 },
      logoSize: 'small',
      buttons: [{ text: 'Sign up', url: '/en-us/newsletter' }],
    })
    expect(newsletter?.disclaimerHtml).toContain('<a href="/en-us/privacy">privacy notice</a>')
    expect(account).toMatchObject({
      delayMs: 2000,
      logoSize: 'large',
      buttons: [
        // Both come back to the page the pop-up was on.
        { text: 'Sign in', url: '/en-us/account/sign-in?returnTo=%2Fen-us' },
        { text: 'Create an account', url: '/en-us/account/sign-up?returnTo=%2Fen-us' },
      ],
    })
    // Nothing of a pop-up is in the HTML itself: it appears only after its delay.
    expect(html).not.toContain('class="popup-bar')
  })

  it('speaks the page language, and sends the newsletter button to a page that exists', async () => {
    const { env } = setup()
    const html = await (await request('/fr-fr', { env })).text()
    const [newsletter] = islandProps<{ popups: PopupView[] }>(html, 'popup-manager')?.popups ?? []
    expect(newsletter?.minimizedTitle).toBe('Des nouvelles de l’atelier')
    expect(newsletter?.buttons[0]).toEqual({ text: 'S’inscrire', url: '/fr-fr/newsletter' })
    const page = await request('/fr-fr/newsletter', { env })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Notre newsletter')
  })

  it('skips invalid pop-up entries, fills missing button labels, and keeps the page', async () => {
    const { env } = setup({
      '/popups/': {
        popups: [
          { name: 'no id', minimizedTitle: 'Nobody' },
          { id: 'bad-delay', name: 'x', minimizedTitle: 'Later', delay: 'soon' },
          { id: 'no-title', name: 'Newsletter without any title' },
          { id: 'ok', name: 'Loyalty', minimizedTitle: '<b>Join</b> us', targets: [] },
          42,
        ],
      },
    })
    const response = await request('/en-us', { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Free shipping on orders over $75')
    const props = islandProps<{ popups: PopupView[] }>(html, 'popup-manager')
    expect(props?.popups).toHaveLength(1)
    expect(props?.popups[0]).toMatchObject({
      id: 'ok',
      kind: 'account',
      minimizedTitle: 'Join us',
      buttons: [{ text: 'Go to your account', url: '/en-us/account/sign-in?returnTo=%2Fen-us' }],
    })
  })

  it('leaves the manager and its script off pages when there are no pop-ups or the document is broken', async () => {
    for (const body of [{ popups: [] }, { popups: 'not a list' }]) {
      await clearUpstreamCache()
      const response = await request('/en-us', { env: setup({ '/popups/': body }).env })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('data-island="popup-manager"')
      expect(html).not.toContain(popupManagerChunk)
      expect(html).toContain('data-island="promo-bar"')
    }
  })

  it('keeps the page when the pop-ups call fails', async () => {
    const { env, upstream } = setup()
    upstream.fail('/content/live/caas/v1/canvas/popups')
    const response = await request('/en-us', { env })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('data-island="popup-manager"')
  })
})
