/** Tops and outerwear: tee, shirt, hoodie, fleece, rain shell, insulated jacket, and the baby's romper. */
import type { Drawing } from './drawing'
import { line, type Paint, seam, shape, zip, zoom } from './paint'

const SHORT =
  'M160 95L212 68Q250 92 288 68L340 95L398 170L352 200L330 172L332 425H168L170 172L148 200L102 170Z'
const LONG =
  'M160 95L212 68Q250 92 288 68L340 95L372 200L392 380L356 388L334 230L332 425H168L166 230L144 388L108 380L128 200Z'
const JACKET =
  'M155 100L210 70Q250 90 290 70L345 100L380 205L398 395L360 402L338 240L338 435H162L162 240L140 402L102 395L120 205Z'

type Parts = (p: Paint, seed: number, name: string) => string

interface Garment {
  outline: string
  sleeve: 'short' | 'long'
  front: Parts
  back: Parts
  /** Where the detail view looks. */
  focus: readonly [number, number]
  hood?: boolean
  /** Hem of the body (y), for the side view. */
  hem?: number
}

const sleeveSeams = (p: Paint, long: boolean) =>
  long
    ? seam('M160 95Q176 160 166 230M340 95Q324 160 334 230', p.line) +
      line('M111 366L146 373M389 366L354 373', p.line)
    : seam('M160 95L170 172M340 95L330 172', p.line) + seam('M110 182L150 206M390 182L350 206', p.line)

const hoodFront = (p: Paint) => shape('M205 80Q198 22 250 18Q302 22 295 80Z', p.fill)
const hoodOpening = (p: Paint) =>
  shape('M218 72Q250 30 282 72Q250 120 218 72Z', p.dark) + line('M238 100L235 160M262 100L265 160', p.trim, 3)
const hoodBack = (p: Paint) =>
  shape('M198 82Q195 15 250 12Q305 15 302 82L298 140Q250 160 202 140Z', p.fill) + seam('M250 14V148', p.line)

function garment(g: Garment): Drawing {
  const long = g.sleeve === 'long'
  const front = (p: Paint, seed: number, name: string) =>
    (g.hood ? hoodFront(p) : '') + shape(g.outline, p.fill) + sleeveSeams(p, long) + g.front(p, seed, name)
  return (view, p, seed, name) => {
    if (view === 'back')
      return (
        shape(g.outline, p.fill) + sleeveSeams(p, long) + (g.hood ? hoodBack(p) : '') + g.back(p, seed, name)
      )
    if (view === 'side') {
      const hem = g.hem ?? 425
      return (
        (g.hood ? shape('M212 98Q196 40 245 28Q302 28 300 88L290 102Z', p.dark) : '') +
        shape(`M200 92Q250 74 300 92L320 ${hem}H184Z`, p.fill) +
        seam(`M253 120L256 ${hem - 8}`, p.line) +
        (long
          ? shape('M226 100Q256 90 286 102L302 250L294 392L262 394L258 262L232 232Z', p.fill) +
            line('M262 378L295 376', p.line)
          : shape('M226 100Q256 90 286 102L300 188Q262 198 232 190Z', p.fill)) +
        seam(`M190 ${hem - 14}H314`, p.line)
      )
    }
    return view === 'detail' ? zoom(g.focus[0], g.focus[1], front(p, seed, name)) : front(p, seed, name)
  }
}

const hem = (p: Paint, y = 412) => seam(`M172 ${y}H328`, p.line)
const label = (p: Paint) => `<rect x="238" y="74" width="24" height="14" rx="2" fill="${p.trim}"/>`
/** The brand's mark: a kestrel's wing in the trim colour. */
const mark = (p: Paint, x: number, y: number) => line(`M${x} ${y}l9 6l9-6`, p.trim, 3)
const yoke = (p: Paint) => seam('M168 132Q250 146 332 132', p.line)

const tee = garment({
  outline: SHORT,
  sleeve: 'short',
  focus: [250, 100],
  front: (p) => line('M212 68Q250 110 288 68', p.dark, 8) + hem(p) + mark(p, 280, 140),
  back: (p) => line('M212 68Q250 80 288 68', p.dark, 6) + label(p) + yoke(p) + hem(p),
})

const shirt = garment({
  outline: LONG,
  sleeve: 'long',
  focus: [205, 170],
  front: (p, seed) =>
    (seed % 2 === 0
      ? `<defs><pattern id="c" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M0 12H24M12 0V24" stroke="${p.dark}" stroke-width="5" opacity=".5"/></pattern></defs>${shape(LONG, 'url(#c)', 'none', 0)}`
      : '') +
    shape('M212 68L228 118L250 90L272 118L288 68Q250 84 212 68Z', p.light) +
    line('M250 90V425', p.line, 2) +
    [140, 190, 240, 290, 340, 390]
      .map((y) => `<circle cx="256" cy="${y}" r="4" fill="${p.trim}"/>`)
      .join('') +
    shape('M182 150h46v52h-46Z', p.fill) +
    shape('M180 146h50v16h-50Z', p.dark) +
    hem(p),
  back: (p) =>
    line('M212 68Q250 84 288 68', p.dark, 8) + label(p) + yoke(p) + seam('M250 140V300', p.line) + hem(p),
})

const hoodie = garment({
  outline: LONG,
  sleeve: 'long',
  hood: true,
  focus: [250, 110],
  front: (p, _seed, name) =>
    hoodOpening(p) +
    shape('M190 318H310L328 390H172Z', p.fill) +
    line('M190 318L172 390M310 318L328 390', p.line) +
    shape('M168 398H332V425H168Z', p.dark) +
    (/zip/i.test(name) ? zip(250, 110, 250, 425, p.trim) : ''),
  back: (p) => shape('M168 398H332V425H168Z', p.dark) + label(p),
})

const fleece = garment({
  outline: LONG,
  sleeve: 'long',
  focus: [250, 80],
  front: (p, _seed, name) =>
    shape('M160 95L212 68L226 110L150 135Z', p.dark) +
    shape('M340 95L288 68L274 110L350 135Z', p.dark) +
    shape('M210 70L212 44Q250 54 288 44L290 70Q250 82 210 70Z', p.dark) +
    zip(250, 50, 250, /half-zip/i.test(name) ? 200 : 425, p.trim) +
    line('M282 160L316 150', p.trim, 4) +
    hem(p),
  back: (p) =>
    shape('M210 70L212 44Q250 54 288 44L290 70Q250 82 210 70Z', p.dark) + yoke(p) + label(p) + hem(p),
})

const rainShell = garment({
  outline: JACKET,
  sleeve: 'long',
  hood: true,
  hem: 435,
  focus: [215, 270],
  front: (p) =>
    hoodOpening(p) +
    line('M226 42Q250 30 274 42', p.dark, 6) +
    shape('M244 80H256V435H244Z', p.dark, 'none', 0) +
    zip(250, 84, 250, 435, p.trim) +
    zip(188, 240, 208, 300, p.trim) +
    zip(312, 240, 292, 300, p.trim) +
    seam('M155 100Q200 120 212 72M345 100Q300 120 288 72', p.line) +
    `<rect x="108" y="372" width="28" height="12" rx="3" fill="${p.dark}"/><rect x="364" y="372" width="28" height="12" rx="3" fill="${p.dark}"/>` +
    `<circle cx="172" cy="424" r="5" fill="${p.trim}"/><circle cx="328" cy="424" r="5" fill="${p.trim}"/>`,
  back: (p) => seam('M162 150Q250 170 338 150', p.line) + shape('M200 180H300V200H200Z', p.dark, 'none', 0),
})

const baffles = (p: Paint) =>
  [140, 185, 230, 275, 320, 365, 410]
    .map((y) => line(`M164 ${y}Q250 ${y + 12} 336 ${y}`, p.line, 2))
    .join('') +
  [260, 310, 360].map((y) => line(`M126 ${y}L158 ${y + 8}M374 ${y}L342 ${y + 8}`, p.line, 2)).join('')

const insulated = garment({
  outline: JACKET,
  sleeve: 'long',
  hem: 435,
  focus: [250, 120],
  front: (p) =>
    baffles(p) +
    shape('M206 72L208 42Q250 52 292 42L294 72Q250 86 206 72Z', p.fill) +
    zip(250, 48, 250, 435, p.trim) +
    zip(190, 300, 200, 350, p.trim) +
    zip(310, 300, 300, 350, p.trim),
  back: (p) => baffles(p) + shape('M206 72L208 42Q250 52 292 42L294 72Q250 86 206 72Z', p.fill),
})

const ROMPER =
  'M175 80L220 60Q250 82 280 60L325 80L372 142L338 166L322 146L322 300Q330 380 306 425H266Q252 380 238 425H198Q172 380 178 300L178 146L162 166L128 142Z'
const romper: Drawing = (view, p) => {
  const body =
    shape(ROMPER, p.fill) +
    line('M220 60Q250 100 280 60', p.dark, 7) +
    [320, 350, 380, 405]
      .map((y, i) => `<circle cx="${238 + i * 3}" cy="${y}" r="4" fill="${p.trim}"/>`)
      .join('')
  if (view === 'back')
    return (
      shape(ROMPER, p.fill) +
      line('M220 60Q250 74 280 60', p.dark, 6) +
      label(p) +
      seam('M180 290Q250 310 320 290', p.line)
    )
  const front =
    body +
    [110, 150, 190, 230].map((y) => `<circle cx="250" cy="${y}" r="5" fill="${p.trim}"/>`).join('') +
    mark(p, 275, 130)
  return view === 'detail' ? zoom(250, 150, front) : front
}

export const GARMENTS = {
  tee,
  shirt,
  hoodie,
  fleece,
  'rain-shell': rainShell,
  'insulated-jacket': insulated,
  romper,
} as const
