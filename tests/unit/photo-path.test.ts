import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { photoFromOf, photoListOf } from '../../shared/content/gallery'
import { photoPath } from '../../shared/routes'

/** The `from` of a photo page's address as the worker reads it: the query decoded. */
const fromOf = (address: string) =>
  new URL(address, 'https://shop.example').searchParams.get('from') ?? undefined

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const galleryPage = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z-]{1,8}=([a-z0-9]|%2[0-9A-F]){1,5}(&[a-z]{1,5}=[a-z0-9]{1,5})?$/)),
    fc.option(fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
  )
  .map(
    ([segments, query, fragment]) =>
      `/en-us${segments.map((entry) => `/${entry}`).join('')}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`,
  )

describe('a photo page’s way back (decision 114)', () => {
  it('comes back whole from the address a thumbnail links to', () => {
    fc.assert(
      fc.property(galleryPage, (from) => {
        const address = photoPath('en-us', 'ph0012', from)
        expect(address.startsWith('/en-us/photo/ph0012?from=/en-us')).toBe(true)
        expect(photoFromOf(fromOf(address), 'en-us')).toBe(from)
      }),
    )
  })

  it('is never a page of another host, another locale or outside the shop’s pages', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const from = photoFromOf(value, 'en-us')
        if (from === null) return
        expect(new URL(from, 'https://shop.example/x').origin).toBe('https://shop.example')
        expect(from === '/en-us' || /^\/en-us[/?#]/.test(from)).toBe(true)
      }),
    )
    for (const value of [
      '//evil.example/en-us',
      'https://evil.example/en-us',
      '/%2F%2Fevil.example',
      '/de-de/x',
      '/api/cart',
      '/en-usx',
      undefined,
    ])
      expect(photoFromOf(value, 'en-us'), String(value)).toBeNull()
  })

  it('names the list whose order the page knows: a page of a product’s photos, or a saved set', () => {
    expect(photoListOf('/en-us/photos/streams/st-KS100048?page=2#shopper-photos')).toEqual({
      kind: 'stream',
      streamId: 'st-KS100048',
      page: 2,
    })
    expect(photoListOf('/en-us/photos/streams/st-KS100048?utm=x&page=abc')).toEqual({
      kind: 'stream',
      streamId: 'st-KS100048',
      page: 1,
    })
    expect(photoListOf('/en-us/photos/sets/0b7c-1f#shopper-photos')).toEqual({
      kind: 'set',
      setId: '0b7c-1f',
    })
    for (const from of [
      '/en-us/stories/on-film#on-film-ugc',
      '/en-us/photos/streams/st%20x',
      '/en-us/photos/sets/a/b',
      '/en-us/p/x-KS100048',
    ])
      expect(photoListOf(from), from).toBeNull()
  })
})
