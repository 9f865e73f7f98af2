/**
 * What every generated drawing shares: colour shades, the SVG frame with its intrinsic size, a soft gradient
 * that gives a garment its volume, and the zoom that makes a "detail" view of a drawing.
 */

/** A colour as `#rrggbb` mixed towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const target = amount > 0 ? 255 : 0
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount))
  const r = mix((value >> 16) & 255)
  const g = mix((value >> 8) & 255)
  const b = mix(value & 255)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** Relative lightness 0..1 of a `#rrggbb` colour, good enough to pick a contrasting line. */
export function lightness(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255
}

/** The colours a drawing uses: its fill (a gradient), solid shades, a line for seams and a trim for zips and soles. */
export interface Paint {
  /** The main fill: `url(#f)`, a left-to-right gradient light → colour → dark. */
  fill: string
  base: string
  light: string
  dark: string
  /** Seams and stitching: darker on light colours, lighter on dark ones. */
  line: string
  /** Zips, soles, webbing: near-black on light colours, off-white on dark ones. */
  trim: string
}

export function paintOf(hex: string): Paint {
  const isDark = lightness(hex) < 0.35
  return {
    fill: 'url(#f)',
    base: hex,
    light: shade(hex, 0.22),
    dark: shade(hex, -0.28),
    line: isDark ? shade(hex, 0.42) : shade(hex, -0.42),
    trim: lightness(hex) > 0.55 ? '#33363b' : '#e6e2d8',
  }
}

/** The SVG document with a `viewBox` and an explicit width and height, so a page can reserve the space. */
export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** The product frame: neutral backdrop, a soft floor shadow and the garment gradient `#f`. */
export function productFrame(paint: Paint, body: string, title: string): string {
  return svg(
    500,
    500,
    `<title>${escapeXml(title)}</title><defs><linearGradient id="f"><stop offset="0" stop-color="${paint.light}"/><stop offset=".55" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient><radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="500" height="500" fill="#f3f2ef"/><g transform="translate(25 24) scale(.9)" stroke-linejoin="round" stroke-linecap="round"><ellipse cx="250" cy="452" rx="190" ry="22" fill="url(#s)"/>${body}</g>`,
  )
}

/** A close look at a drawing: the part around (x, y) at twice the size, cut by the frame. */
export const zoom = (x: number, y: number, body: string, scale = 2.2) =>
  `<g transform="translate(${Math.round(250 - x * scale)} ${Math.round(250 - y * scale)}) scale(${scale})">${body}</g>`

/** Short helpers for the shapes every drawing repeats. */
export const shape = (d: string, fill: string, stroke = '#0000002e', width = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`
export const line = (d: string, stroke: string, width = 3) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`
/** Stitching: a dashed line. */
export const seam = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-dasharray="6 5"/>`
/** A zip: a toothed line with a pull at its top. */
export const zip = (x1: number, y1: number, x2: number, y2: number, trim: string) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${trim}" stroke-width="5" stroke-dasharray="2 2"/><rect x="${x1 - 5}" y="${y1}" width="10" height="18" rx="3" fill="${trim}"/>`

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
