/** Bottoms: trousers (cargo pockets on some), shorts and leggings. */
import type { Drawing } from './drawing'
import { line, type Paint, seam, shape, zoom } from './paint'

interface Bottom {
  outline: string
  /** Where the legs end (y) and the waistband's top. */
  hem: number
  top: number
  front: (p: Paint, seed: number, name: string) => string
  back: (p: Paint, seed: number) => string
  side: string
}

const waistband = (p: Paint, top: number, loops: boolean) =>
  shape(`M170 ${top}H330V${top + 24}H170Z`, p.dark) +
  (loops
    ? [190, 230, 270, 310]
        .map(
          (x) =>
            `<rect x="${x - 3}" y="${top - 2}" width="7" height="28" rx="2" fill="${p.dark}" stroke="#0000002e"/>`,
        )
        .join('')
    : '')

function bottom(b: Bottom): Drawing {
  const front = (p: Paint, seed: number, name: string) => shape(b.outline, p.fill) + b.front(p, seed, name)
  return (view, p, seed, name) => {
    if (view === 'back') return shape(b.outline, p.fill) + b.back(p, seed)
    if (view === 'side')
      return (
        shape(b.side, p.fill) +
        seam(`M252 ${b.top + 30}L256 ${b.hem - 10}`, p.line) +
        shape(`M205 ${b.top}H295V${b.top + 24}H205Z`, p.dark)
      )
    return view === 'detail' ? zoom(250, b.top + 60, front(p, seed, name)) : front(p, seed, name)
  }
}

const trousers = bottom({
  outline: 'M170 60H330L346 430H268L252 170H248L232 430H154Z',
  top: 60,
  hem: 430,
  side: 'M205 60H295L306 200L300 430H232L214 200Z',
  front: (p, _seed, name) =>
    waistband(p, 60, true) +
    seam('M250 84Q262 130 252 168', p.line) +
    line('M174 90Q204 96 210 132M326 90Q296 96 290 132', p.line) +
    seam('M156 418H230M270 418H344', p.line) +
    (/cargo/i.test(name)
      ? shape('M160 230H212V300H162Z', p.fill) +
        shape('M288 230H340L338 300H288Z', p.fill) +
        line('M160 244H212M288 244H340', p.line)
      : seam('M192 240L198 400M308 240L302 400', p.line)),
  back: (p) =>
    waistband(p, 60, true) +
    seam('M172 110Q250 126 328 110', p.line) +
    shape('M184 130H232V176H186Z', p.fill) +
    shape('M268 130H316L314 176H268Z', p.fill) +
    seam('M156 418H230M270 418H344', p.line),
})

const shorts = bottom({
  outline: 'M170 90H330L352 320L262 332L250 200L238 332L148 320Z',
  top: 90,
  hem: 330,
  side: 'M205 90H295L310 326H200Z',
  front: (p, seed) =>
    waistband(p, 90, seed % 2 === 0) +
    seam('M250 114Q260 150 251 196', p.line) +
    line('M174 120Q204 126 210 160M326 120Q296 126 290 160', p.line) +
    seam('M152 306L236 316M348 306L264 316', p.line),
  back: (p) =>
    waistband(p, 90, false) +
    shape('M186 150H232V192H188Z', p.fill) +
    shape('M268 150H314L312 192H268Z', p.fill) +
    seam('M152 306L236 316M348 306L264 316', p.line),
})

const leggings = bottom({
  outline: 'M184 60H316L320 200L302 430H262L252 180H248L238 430H198L180 200Z',
  top: 60,
  hem: 430,
  side: 'M210 60H292L298 210L282 430H236L214 210Z',
  front: (p) =>
    shape('M184 60H316L318 100H182Z', p.dark) +
    line('M186 150Q204 280 206 428M314 150Q296 280 294 428', p.line, 2) +
    seam('M200 420H238M262 420H300', p.line),
  back: (p) =>
    shape('M184 60H316L318 100H182Z', p.dark) +
    shape('M232 70H268V92H232Z', p.fill) +
    line('M250 100V176', p.line, 2) +
    seam('M200 420H238M262 420H300', p.line),
})

export const BOTTOMS = { trousers, shorts, leggings } as const
