import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createScrollMessage,
  HOST_KINDS,
  hostKind,
  PREVIEW_DOC_TYPES,
  PREVIEW_LIMITS,
  PREVIEW_SCROLL_MESSAGE,
  readPreviewToolQuery,
  readScrollMessage,
} from '../../shared/content/preview-tool'

describe('the host kind of the preview target', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:8787', 'localhost'],
    ['LOCALHOST.', 'localhost'],
    ['kestrel.localhost', 'localhost'],
    ['127.0.0.1', 'localhost'],
    ['127.0.0.1:8787', 'localhost'],
    ['[::1]:8787', 'localhost'],
    ['::1', 'localhost'],
    ['pr-42.preview.example-retail.com', 'pr-preview'],
    ['pr42.example-retail.com', 'pr-preview'],
    ['pull-7.kestrel.example-retail.com', 'pr-preview'],
    ['pr-42-storefront.pages.dev', 'pr-preview'],
    ['storefront-pr-42.workers.example.net', 'pr-preview'],
    ['pr-3.dev.example-retail.com', 'pr-preview'],
    ['dev.example-retail.com', 'dev'],
    ['www.dev.example-retail.com', 'dev'],
    ['kestrel-dev.example-retail.com', 'dev'],
    ['dev2.kestrel.example-retail.com', 'dev'],
    ['qa.example-retail.com', 'qa'],
    ['kestrel-qa2.example-retail.com', 'qa'],
    ['qa-eu.example-retail.com:443', 'qa'],
    ['preprod.example-retail.com', 'preprod'],
    ['www.pre-prod.kestrel.example-retail.com', 'preprod'],
    ['staging.example-retail.com', 'preprod'],
    ['kestrel.example-retail.com', 'production'],
    ['www.tidewater.example-retail.com', 'production'],
    ['example-retail.com', 'production'],
    ['devices.example-retail.com', 'production'],
    ['example.dev', 'unknown'],
    ['qa.com', 'unknown'],
    ['shop.example.org', 'unknown'],
    ['', 'unknown'],
    ['exa mple.com', 'unknown'],
    ['a..b.com', 'unknown'],
  ] as const)('%s is %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind)
  })

  it('takes other production domains when given', () => {
    expect(hostKind('www.shop.example', ['shop.example'])).toBe('production')
    expect(hostKind('kestrel.example-retail.com', ['shop.example'])).toBe('unknown')
  })

  it('answers one of the kinds for any string, never throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (host) => HOST_KINDS.includes(hostKind(host))))
    fc.assert(fc.property(fc.domain(), (host) => HOST_KINDS.includes(hostKind(host))))
  })
})

describe('the preview tool query', () => {
  it('offers every block type and pages, but not the promo bar or the menu levels', () => {
    expect(PREVIEW_DOC_TYPES).toContain('page')
    expect(PREVIEW_DOC_TYPES).toContain('hero')
    expect(PREVIEW_DOC_TYPES).toContain('segmentation')
    expect(PREVIEW_DOC_TYPES.some((type) => /promo|menu/i.test(type))).toBe(false)
  })

  it('defaults to 20 results on page 1 and reports no error on a first visit', () => {
    expect(readPreviewToolQuery({})).toEqual({
      docType: null,
      docTypeMissing: false,
      layoutVariant: '',
      limit: 20,
      page: 1,
    })
  })

  it('reports a missing or unknown doc type once the form was sent', () => {
    expect(readPreviewToolQuery({ docType: '' }).docTypeMissing).toBe(true)
    expect(readPreviewToolQuery({ docType: 'promoBar' }).docTypeMissing).toBe(true)
    expect(readPreviewToolQuery({ docType: 'banner' })).toMatchObject({
      docType: 'banner',
      docTypeMissing: false,
    })
  })

  it('accepts only the offered limits and sane pages', () => {
    for (const limit of PREVIEW_LIMITS)
      expect(readPreviewToolQuery({ limit: String(limit) }).limit).toBe(limit)
    for (const limit of ['15', '0', '-10', '1e3', 'x']) expect(readPreviewToolQuery({ limit }).limit).toBe(20)
    expect(readPreviewToolQuery({ page: '3' }).page).toBe(3)
    for (const page of ['0', '-1', '2.5', 'x', '100000']) expect(readPreviewToolQuery({ page }).page).toBe(1)
    expect(readPreviewToolQuery({ layoutVariant: `  ${'x'.repeat(100)}` }).layoutVariant).toHaveLength(60)
  })
})

describe('scroll messages between the tool and the editor', () => {
  const allowed = ['http://localhost:8787', 'https://cms.example-retail.com']

  it('reads a scroll message from an allowed origin', () => {
    expect(readScrollMessage('https://cms.example-retail.com', createScrollMessage(0.25), allowed)).toBe(0.25)
    expect(
      readScrollMessage('http://localhost:8787', { type: PREVIEW_SCROLL_MESSAGE, ratio: 7 }, allowed),
    ).toBe(1)
  })

  it('ignores other origins, opaque origins and other messages', () => {
    for (const origin of [
      'https://cms.example-retail.com.evil.test',
      'http://cms.example-retail.com',
      'null',
      '',
    ])
      expect(readScrollMessage(origin, createScrollMessage(0.5), allowed)).toBeNull()
    for (const data of [null, 'scroll', 0.5, { type: 'other', ratio: 0.5 }, { type: PREVIEW_SCROLL_MESSAGE }])
      expect(readScrollMessage('http://localhost:8787', data, allowed)).toBeNull()
    expect(
      readScrollMessage(
        'http://localhost:8787',
        { type: PREVIEW_SCROLL_MESSAGE, ratio: Number.NaN },
        allowed,
      ),
    ).toBeNull()
  })

  it('clamps what it sends', () => {
    expect(createScrollMessage(-1).ratio).toBe(0)
    expect(createScrollMessage(2).ratio).toBe(1)
    expect(createScrollMessage(Number.NaN).ratio).toBe(0)
  })
})
