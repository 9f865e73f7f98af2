/**
 * A minimal PDF writer for one-page documents (invoices, return labels), written by hand rather than with a
 * library: the mock API stays dependency-free, and a PDF of text, lines and boxes needs little.
 *
 * The idea: a PDF 1.4 file is a header, numbered objects, a cross-reference table giving the byte offset of each
 * object, and a trailer naming the root object and where the table starts. This writer makes seven objects (the
 * catalog, the page tree, the page, two standard fonts, the page's content stream and the document information),
 * counts bytes as it writes them, and so gets every offset right by construction. Text uses the two standard
 * Helvetica faces every reader has (no embedded font) in WinAnsiEncoding: characters outside it print as `?`,
 * and anything but printable ASCII is written as an octal escape, so the content stream is ASCII and its length
 * is its character count. Widths come from the fonts' metrics, so text can be right-aligned and cut to fit.
 */

/** A text run: its baseline's left (or, right-aligned, right) end, in points from the page's bottom left. */
export interface PdfText {
  x: number
  y: number
  text: string
  size: number
  bold?: boolean
  align?: 'left' | 'right'
}

export interface PdfLine {
  x1: number
  y1: number
  x2: number
  y2: number
  width?: number
}

/** A box: filled with a grey (0 black to 1 white), or outlined. */
export interface PdfBox {
  x: number
  y: number
  width: number
  height: number
  fill?: number
  lineWidth?: number
}

export interface PdfPage {
  texts: readonly PdfText[]
  lines?: readonly PdfLine[]
  boxes?: readonly PdfBox[]
}

/** A4 in points. */
export const PAGE_WIDTH = 595
export const PAGE_HEIGHT = 842

/** WinAnsiEncoding's characters above Latin-1's range, by code point (the rest of 0xA0-0xFF is Latin-1 itself). */
const WIN_ANSI_EXTRA: Readonly<Record<number, number>> = {
  8364: 0x80, // €
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85, // …
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91, // ‘
  8217: 0x92, // ’
  8220: 0x93, // “
  8221: 0x94, // ”
  8226: 0x95, // •
  8211: 0x96, // –
  8212: 0x97, // —
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
}

/** Spaces `Intl` uses in numbers and money (no-break, narrow no-break, thin): a plain space in the PDF. */
const SPACES = new Set([0x00a0, 0x202f, 0x2009, 0x2007])

/** A string in WinAnsiEncoding, one byte a character; `?` for a character the encoding lacks. */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = []
  for (const character of text.normalize('NFC')) {
    const code = character.codePointAt(0) ?? 0x3f
    if (SPACES.has(code)) bytes.push(0x20)
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff)) bytes.push(code)
    else bytes.push(WIN_ANSI_EXTRA[code] ?? 0x3f)
  }
  return bytes
}

// The standard fonts' advance widths (thousandths of the size) for ASCII 32-126, from Adobe's metrics.
// biome-ignore format: -- one row of widths per sixteen characters reads as the table it is
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
// biome-ignore format: -- as above
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]

/** The width of one WinAnsi byte: ASCII from the table; accented letters as their base letter; the rest 556. */
function byteWidth(byte: number, bold: boolean): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA
  if (byte >= 0x20 && byte < 0x7f) return table[byte - 0x20] ?? 556
  const base = String.fromCharCode(byte)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  const code = base.length === 1 ? base.charCodeAt(0) : 0
  if (code >= 0x20 && code < 0x7f && code !== byte) return table[code - 0x20] ?? 556
  if (byte === 0x92 || byte === 0x91) return bold ? 278 : 222
  if (byte === 0x95) return 350
  if (byte === 0x97 || byte === 0x85) return 1000
  return 556
}

/** How wide a text is at a size, in points. */
export function textWidth(text: string, size: number, bold = false): number {
  return (toWinAnsi(text).reduce((sum, byte) => sum + byteWidth(byte, bold), 0) * size) / 1000
}

/** The text cut (with an ellipsis) to fit a width. */
export function fitText(text: string, size: number, width: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text
  const characters = [...text]
  while (characters.length > 0 && textWidth(`${characters.join('')}…`, size, bold) > width) characters.pop()
  return `${characters.join('').trimEnd()}…`
}

/** A PDF string literal of WinAnsi bytes: printable ASCII as it is (`\`, `(`, `)` escaped), the rest in octal. */
function literal(text: string): string {
  return `(${toWinAnsi(text)
    .map((byte) => {
      if (byte === 0x5c || byte === 0x28 || byte === 0x29) return `\\${String.fromCharCode(byte)}`
      if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte)
      return `\\${byte.toString(8).padStart(3, '0')}`
    })
    .join('')})`
}

/** A number as PDF operators take it: at most two decimals, no exponent. */
const num = (value: number) => String(Math.round(value * 100) / 100)

/** The page's drawing operators: boxes, then lines, then text, so text is never painted over. */
export function contentStream(page: PdfPage): string {
  const ops: string[] = []
  for (const box of page.boxes ?? []) {
    const rect = `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)} re`
    if (box.fill !== undefined) ops.push(`${num(box.fill)} g ${rect} f 0 g`)
    else ops.push(`${num(box.lineWidth ?? 1)} w ${rect} S`)
  }
  for (const line of page.lines ?? [])
    ops.push(
      `${num(line.width ?? 0.5)} w ${num(line.x1)} ${num(line.y1)} m ${num(line.x2)} ${num(line.y2)} l S`,
    )
  for (const text of page.texts) {
    const x = text.align === 'right' ? text.x - textWidth(text.text, text.size, text.bold) : text.x
    ops.push(
      `BT /${text.bold ? 'F2' : 'F1'} ${num(text.size)} Tf ${num(x)} ${num(text.y)} Td ${literal(text.text)} Tj ET`,
    )
  }
  return ops.join('\n')
}

/** A date as the document information dictionary takes it: `D:YYYYMMDDHHmmSSZ`. */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`

/**
 * A one-page PDF 1.4 document of the page's drawing, with a title and creation date in its information.
 *
 * @example writePdf({ texts: [{ x: 50, y: 790, text: 'Invoice', size: 20, bold: true }] }, { title: 'Invoice' })
 */
export function writePdf(page: PdfPage, info: { title: string; created?: Date }): Uint8Array {
  const content = contentStream(page)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(info.title)} /Producer (Kestrel mock API) /CreationDate (${pdfDate(info.created ?? new Date())}) >>`,
  ]
  const chunks: Uint8Array[] = []
  let offset = 0
  const write = (bytes: Uint8Array) => {
    chunks.push(bytes)
    offset += bytes.byteLength
  }
  const ascii = (text: string) => write(new TextEncoder().encode(text))
  ascii('%PDF-1.4\n')
  // A comment of bytes above 127 tells file-transfer tools the file is binary.
  write(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(offset)
    ascii(`${index + 1} 0 obj\n${body}\nendobj\n`)
  })
  const xref = offset
  // Each entry is exactly 20 bytes: ten digits, a space, five digits, a space, the kind, a space and a line feed.
  ascii(
    [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f \n' +
        offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
        'trailer',
      `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
      'startxref',
      String(xref),
      '%%EOF\n',
    ].join('\n'),
  )
  const file = new Uint8Array(offset)
  let at = 0
  for (const chunk of chunks) {
    file.set(chunk, at)
    at += chunk.byteLength
  }
  return file
}
