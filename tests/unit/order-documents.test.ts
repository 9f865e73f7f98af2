/**
 * The hand-written PDF of the mock API's order documents, read back by a strict parser (tests/fixtures/pdf.ts):
 * offsets, lengths and text survive any text, including characters the fonts cannot draw; and the order status
 * form's rules.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fitText, textWidth, toWinAnsi, writePdf } from '../../mock-api/orders/pdf'
import { checkOrderLookup, normaliseOrderNumber } from '../../shared/bag/order-history'
import { parsePdf } from '../fixtures/pdf'

describe('the minimal PDF writer', () => {
  it('writes a one-page PDF 1.4 whose cross-reference offsets and stream length are right', () => {
    const bytes = writePdf(
      {
        texts: [
          { x: 50, y: 790, text: 'Kestrel', size: 22, bold: true },
          { x: 545, y: 790, text: 'Invoice', size: 18, bold: true, align: 'right' },
          { x: 50, y: 760, text: 'Total (incl. tax): 1.234,50 €', size: 10 },
        ],
        lines: [{ x1: 50, y1: 700, x2: 545, y2: 700 }],
        boxes: [{ x: 50, y: 600, width: 495, height: 20, fill: 0.9 }],
      },
      { title: 'Invoice KS0000000001', created: new Date('2026-03-04T12:00:00Z') },
    )
    const pdf = parsePdf(bytes)
    expect(pdf.texts).toEqual(['Kestrel', 'Invoice', 'Total (incl. tax): 1.234,50 €'])
    expect(pdf.objects.size).toBe(7)
    expect(pdf.objects.get(7)).toContain('/CreationDate (D:20260304120000Z)')
  })

  it('keeps every offset right whatever the text holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 12 }), (lines) => {
        const pdf = parsePdf(
          writePdf(
            { texts: lines.map((text, index) => ({ x: 50, y: 800 - index * 14, text, size: 10 })) },
            { title: lines[0] ?? 'Empty' },
          ),
        )
        expect(pdf.texts).toHaveLength(lines.length)
      }),
    )
  })

  it('writes Latin accents, the euro and typographic quotes in WinAnsi, and a question mark for the rest', () => {
    expect(toWinAnsi('é€’ ü')).toEqual([0xe9, 0x80, 0x92, 0x20, 0xfc])
    expect(toWinAnsi('Łódź 😀')).toEqual([0x3f, 0xf3, 0x64, 0x3f, 0x20, 0x3f])
    const pdf = parsePdf(
      writePdf({ texts: [{ x: 0, y: 0, text: 'Ségolène’s (café) \\ €', size: 9 }] }, { title: 't' }),
    )
    expect(pdf.text).toBe('Ségolène’s (café) \\ €')
  })

  it('measures text with the fonts’ widths and cuts it to fit', () => {
    // H 722, e 556, l 222, v 500, e 556, t 278, i 222, c 500, a 556 thousandths of the size.
    expect(textWidth('Helvetica', 10)).toBeCloseTo(41.12, 2)
    expect(textWidth('Helvetica', 10, true)).toBeGreaterThan(textWidth('Helvetica', 10))
    const cut = fitText('A very long product name that does not fit in the column', 10, 100)
    expect(cut.endsWith('…')).toBe(true)
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(100)
    expect(fitText('Short', 10, 100)).toBe('Short')
  })
})

describe('the order status form', () => {
  it('normalises the number and the email, and refuses each field with its own message', () => {
    expect(checkOrderLookup({ orderNumber: ' ks 0000-100001 ', email: ' Ana@Example.com ' })).toEqual({
      input: { orderNumber: 'KS0000100001', email: 'ana@example.com' },
      problems: {},
    })
    expect(checkOrderLookup({ orderNumber: '', email: '' }).problems).toEqual({
      orderNumber: 'orderStatus.error.numberRequired',
      email: 'orderStatus.error.emailRequired',
    })
    expect(checkOrderLookup({ orderNumber: 'KS12', email: 'ana@' }).problems).toEqual({
      orderNumber: 'orderStatus.error.number',
      email: 'orderStatus.error.email',
    })
  })

  it('reads any typed number the same as its normal form', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        expect(normaliseOrderNumber(normaliseOrderNumber(typed))).toBe(normaliseOrderNumber(typed))
      }),
    )
  })
})
