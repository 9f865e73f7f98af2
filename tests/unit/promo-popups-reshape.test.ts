import { describe, expect, it } from 'vitest'
import { reportPopup } from '../../client/state/analytics'
import { promoBarMaxMessages } from '../../shared/content/promo-bar'
import { parseDismissedPopups, popupKind, serializeDismissedPopups } from '../../shared/content/promotions'
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

describe('promo message rich text, clickable and section', () => {
  const bar = (messages: ContentPromoBarDoc['messages']) =>
    reshapePromoBar({ type: 'promoBar', autorotateTime: 5, closable: false, messages }, ctx)?.messages ?? []

  it('keeps emphasis and its own links on one line, localised, and drops blocks and scripts', () => {
    const [message] = bar([
      {
        id: 'rich',
        richText:
          '<p>Free <em>returns</em>, <strong>always</strong>.</p><p><a href="/help/returns">How</a></p><script>x()</script><a href="javascript:x()">bad</a>',
        targets: [],
      },
    ])
    expect(message?.html).toBe(
      ' Free <em>returns</em>, <strong>always</strong>.  <a href="/en-gb/help/returns">How</a> bad',
    )
    expect(message).toMatchObject({ text: 'Free returns, always. How bad', clickable: false, link: null })
  })

  it('makes a clickable message one link to its first target, without links of its own inside', () => {
    const [message] = bar([
      {
        id: 'whole',
        clickable: true,
        richText: 'Sale: <b>30%</b> off <a href="/sale">now</a>',
        targets: [{ url: '/c/sale-1000', targetAttribute: '_blank' }],
      },
    ])
    expect(message?.clickable).toBe(true)
    expect(message?.html).toBe(
      '<a href="/en-gb/c/sale-1000" target="_blank" rel="noopener noreferrer">Sale: <b>30%</b> off now</a>',
    )
    expect(message?.link).toEqual({ text: 'Sale: 30% off now', url: '/en-gb/c/sale-1000', newTab: true })
  })

  it('opens the linked page at the section its sectionId names, as an anchor block of that name', () => {
    const [onPage, elsewhere] = bar([
      { id: 'here', clickable: true, richText: 'See the sizes', sectionId: 'Size Guide', targets: [] },
      {
        id: 'there',
        richText: 'New in',
        sectionId: 'Fit notes',
        targets: [{ text: 'Fit notes <new>', url: '/stories/fit#old' }],
      },
    ])
    expect(onPage?.link).toEqual({ text: 'See the sizes', url: '#size-guide' })
    expect(onPage?.clickable).toBe(true)
    expect(elsewhere?.link).toEqual({ text: 'Fit notes <new>', url: '/en-gb/stories/fit#fit-notes' })
    expect(elsewhere?.clickable).toBe(false)
    // The link follows the message's words, its own words escaped.
    expect(elsewhere?.html).toBe('New in <a href="/en-gb/stories/fit#fit-notes">Fit notes &lt;new&gt;</a>')
    expect(onPage?.html).toBe('<a href="#size-guide">See the sizes</a>')
  })

  it('shows a link after the text only when it has words of its own, and a clickable message without a link as text', () => {
    const [wordless, unsafe] = bar([
      { id: 'wordless', richText: 'Members save', targets: [{ url: '/loyalty' }] },
      {
        id: 'unsafe',
        clickable: true,
        richText: 'Go <a href="/x">here</a>',
        targets: [{ url: 'javascript:x()' }],
      },
    ])
    expect(wordless?.link).toBeNull()
    expect(unsafe).toMatchObject({ link: null, clickable: false, html: 'Go <a href="/en-gb/x">here</a>' })
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
