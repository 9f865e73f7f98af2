import { describe, expect, it } from 'vitest'
import { reportPopup } from '../../client/state/analytics'
import {
  parseDismissedPopups,
  popupKind,
  promoBarMaxMessages,
  serializeDismissedPopups,
} from '../../shared/content/promotions'
import { reshapePopups, reshapePromoBar } from '../../worker/upstream/content/reshape'
import type { ContentPromoBarDoc } from '../../worker/upstream/content/schemas'

const ctx = { locale: 'en-gb', mediaBaseUrl: 'https://media.example' }

describe('promo bar reshaping', () => {
  const message = (id: string, extra: Partial<ContentPromoBarDoc['messages'][number]> = {}) => ({
    id,
    richText: `<p>Message ${id} &amp; more</p>`,
    targets: [],
    ...extra,
  })

  it('keeps the hover-link colour and drops colours that are not safe in a style attribute', () => {
    const bar = reshapePromoBar(
      {
        type: 'promoBar',
        autorotateTime: 4.5,
        closable: false,
        messages: [
          message('a', {
            textColor: ' #fff ',
            background: 'red; background: url(x)',
            hoverLinkColor: '#ffd166',
          }),
          message('b', { hoverLinkColor: 'expression(alert(1))' }),
        ],
      },
      ctx,
    )
    expect(bar?.autorotateMs).toBe(4500)
    expect(bar?.messages[0]).toMatchObject({
      text: 'Message a & more',
      textColor: '#fff',
      background: null,
      hoverLinkColor: '#ffd166',
    })
    expect(bar?.messages[1]).not.toHaveProperty('hoverLinkColor')
  })

  it(`shows at most ${promoBarMaxMessages} messages, counted after empty ones are dropped`, () => {
    const messages = [
      message('empty', { richText: '<p>&nbsp;</p>' }),
      ...Array.from({ length: promoBarMaxMessages + 2 }, (_, index) => message(`m${index}`)),
    ]
    const bar = reshapePromoBar({ type: 'promoBar', autorotateTime: 5, closable: true, messages }, ctx)
    expect(bar?.messages.map((entry) => entry.id)).toEqual(
      Array.from({ length: promoBarMaxMessages }, (_, index) => `m${index}`),
    )
  })
})

describe('pop-up reshaping', () => {
  it('makes a newsletter pop-up whose primary button goes to the newsletter page', () => {
    const { popups, issues } = reshapePopups(
      {
        popups: [
          {
            id: 'news',
            name: 'Spring Newsletter',
            titleHtml: '<p>Stay <em>in touch</em></p>',
            titleColor: '#123456',
            minimizedTitle: 'Join us',
            maximizedTitle: 'Newsletter',
            backgroundColor: 'url(javascript:x)',
            logo: { url: '/media/content/logo.svg', alt: 'Logo' },
            targets: [
              { text: 'Sign up', url: 'https://elsewhere.example/form' },
              { text: 'Privacy', url: '/privacy', targetAttribute: '_blank' },
            ],
            disclaimer:
              '<p onclick="x()">Read the <a href="/privacy">notice</a><script>alert(1)</script></p>',
          },
        ],
      },
      ctx,
    )
    expect(issues).toEqual([])
    expect(popups).toEqual([
      {
        id: 'news',
        name: 'Spring Newsletter',
        kind: 'newsletter',
        delayMs: 2000,
        backgroundColor: null,
        title: 'Stay in touch',
        titleColor: '#123456',
        minimizedTitle: 'Join us',
        maximizedTitle: 'Newsletter',
        logo: { url: 'https://media.example/content/logo.svg', alt: 'Logo', width: 120, height: 40 },
        logoSize: 'small',
        buttons: [
          { text: 'Sign up', url: '/en-gb/newsletter' },
          { text: 'Privacy', url: '/en-gb/privacy', newTab: true },
        ],
        disclaimerHtml: '<p>Read the <a href="/en-gb/privacy">notice</a></p>',
        disclaimerColor: null,
      },
    ])
  })

  it('gives an account pop-up its own buttons, or the account page when it has none usable', () => {
    const { popups } = reshapePopups(
      {
        popups: [
          {
            id: 'join',
            name: 'Members',
            delay: 5000,
            minimizedTitle: 'Members save',
            logoSize: 'large',
            targets: [{ text: 'Sign in', url: '/account' }],
          },
          { id: 'bare', name: 'Bare', title: 'Hello', targets: [{ text: 'Bad', url: 'javascript:x' }] },
        ],
      },
      ctx,
    )
    expect(popups.map((popup) => [popup.kind, popup.delayMs, popup.logoSize, popup.buttons])).toEqual([
      ['account', 5000, 'large', [{ text: 'Sign in', url: '/en-gb/account' }]],
      ['account', 2000, 'small', [{ text: null, url: '/en-gb/account' }]],
    ])
    expect(popups[1]?.minimizedTitle).toBe('Hello')
  })

  it('skips broken entries and reports each, keeping the good ones', () => {
    const { popups, issues } = reshapePopups(
      {
        popups: [
          'not an object',
          { name: 'no id', minimizedTitle: 'x' },
          { id: 'untitled', name: 'No title at all' },
          { id: 'typed', name: 'Wrong', minimizedTitle: 'x', delay: 'soon' },
          { id: 'good', name: 'Good', minimizedTitle: 'Good one' },
          { id: 'good', name: 'Again', minimizedTitle: 'Twice' },
        ],
      },
      ctx,
    )
    expect(popups.map((popup) => popup.id)).toEqual(['good'])
    expect(issues.map((issue) => issue.path)).toEqual(['0', '1', '2', '3', '5'])
    expect(issues.every((issue) => issue.type === 'popup')).toBe(true)
  })
})

describe('pop-up rules', () => {
  it('calls a pop-up a newsletter pop-up when its name contains newsletter, in any case', () => {
    expect(popupKind('Newsletter sign-up')).toBe('newsletter')
    expect(popupKind('autumn-newsletter')).toBe('newsletter')
    expect(popupKind('Registration')).toBe('account')
  })

  it('remembers dismissed ids without repeats and reads anything else as none', () => {
    const once = serializeDismissedPopups([], 'a')
    const twice = serializeDismissedPopups(parseDismissedPopups(once), 'b')
    expect(parseDismissedPopups(serializeDismissedPopups(parseDismissedPopups(twice), 'a'))).toEqual([
      'b',
      'a',
    ])
    expect(parseDismissedPopups('{"a":1}')).toEqual([])
    expect(parseDismissedPopups('not json')).toEqual([])
    expect(parseDismissedPopups(null)).toEqual([])
  })

  it('reports a pop-up event to the data layer, and survives a sink that throws', () => {
    const layer: unknown[] = []
    const popup = { id: 'news', name: 'Newsletter', kind: 'newsletter' as const }
    reportPopup(layer, 'shown', popup)
    expect(layer).toEqual([
      { event: 'popup', action: 'shown', popupId: 'news', popupName: 'Newsletter', popupType: 'newsletter' },
    ])
    const broken = {
      push() {
        throw new Error('tag failed')
      },
    }
    expect(reportPopup(broken, 'expanded', popup).action).toBe('expanded')
  })
})
