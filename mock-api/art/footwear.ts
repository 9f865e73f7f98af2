/** Footwear, drawn from the outer side, from above and from below: hiking boot, trail shoe, sneaker, sandal. */
import type { Drawing } from './drawing'
import { line, type Paint, shape, zoom } from './paint'

interface Shoe {
  upper: (p: Paint, seed: number) => string
  /** The sole's colour and whether it is lugged. */
  lugs: boolean
  /** Where the detail view looks (in the side view). */
  focus: readonly [number, number]
  top: (p: Paint) => string
}

const FOOT =
  'M250 68Q322 74 326 180Q330 300 302 404Q284 440 250 440Q214 440 198 404Q172 300 176 180Q180 74 250 68Z'
const laceLadder = (p: Paint, from: number, to: number) => {
  let d = ''
  for (let y = from; y <= to; y += 22) d += `M232 ${y}L268 ${y + 10}M268 ${y}L232 ${y + 10}`
  return line(d, p.trim, 3)
}

function shoe(s: Shoe): Drawing {
  const side = (p: Paint, seed: number) => {
    const sole = seed % 2 === 0 ? '#34373c' : '#e7e2d6'
    return (
      shape('M84 352Q84 384 112 388H402Q428 386 428 360V346H84Z', sole) +
      (s.lugs ? line('M96 390H418', sole, 10).replace('/>', ' stroke-dasharray="12 10"/>') : '') +
      line('M88 352H426', '#0000002e', 2) +
      s.upper(p, seed)
    )
  }
  return (view, p, seed) => {
    const sole = seed % 2 === 0 ? '#34373c' : '#e7e2d6'
    if (view === 'top') return line(FOOT, sole, 16) + s.top(p)
    if (view === 'sole') {
      return (
        shape(FOOT, sole) +
        `<defs><pattern id="l" width="26" height="20" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="16" height="9" rx="3" fill="#00000040"/></pattern></defs>` +
        shape(FOOT, 'url(#l)', 'none', 0) +
        shape('M224 236Q250 226 276 236V300Q250 310 224 300Z', p.fill, 'none', 0)
      )
    }
    return view === 'detail' ? zoom(s.focus[0], s.focus[1], side(p, seed)) : side(p, seed)
  }
}

const topOf = (p: Paint, collar: number) =>
  shape(FOOT, p.fill) +
  shape(
    `M250 ${collar}Q286 ${collar + 4} 288 ${collar + 60}Q250 ${collar + 76} 212 ${collar + 60}Q214 ${collar + 4} 250 ${collar}Z`,
    p.dark,
  ) +
  laceLadder(p, 150, collar - 30)

const hikingBoot = shoe({
  lugs: true,
  focus: [200, 230],
  upper: (p) =>
    shape('M100 346L106 172Q110 150 140 150H214Q232 160 230 190L244 252L350 290Q414 306 422 346Z', p.fill) +
    shape('M330 290Q412 302 422 346H378Q378 314 330 300Z', p.dark) +
    shape('M100 300H240L244 346H100Z', p.dark) +
    shape('M104 150H214Q226 156 226 172H106Z', p.light) +
    line('M180 176L222 184M184 204L226 212M190 232L232 240M196 260L240 266', p.trim, 4) +
    [176, 204, 232, 260]
      .map(
        (y, i) =>
          `<circle cx="${180 + i * 5}" cy="${y}" r="5" fill="none" stroke="${p.trim}" stroke-width="3"/>`,
      )
      .join(''),
  top: (p) => topOf(p, 280),
})

const trailShoe = shoe({
  lugs: true,
  focus: [250, 270],
  upper: (p, seed) =>
    shape('M96 346L112 266Q122 240 152 246L202 250Q240 226 272 250L360 298Q416 314 422 346Z', p.fill) +
    shape('M96 346L104 306Q170 318 232 296L300 314Q360 330 422 346Z', p.dark) +
    line(`M150 300Q220 ${seed % 2 === 0 ? 260 : 280} 300 306`, p.trim, 6) +
    line('M216 248L232 268M234 242L252 262M254 246L270 266', p.trim, 4) +
    shape('M100 338Q98 316 110 300L124 302L118 340Z', p.light, 'none', 0),
  top: (p) => topOf(p, 300) + line('M184 250Q200 330 196 400M316 250Q300 330 304 400', p.dark, 6),
})

const sneaker = shoe({
  lugs: false,
  focus: [340, 320],
  upper: (p) =>
    shape('M96 346L106 286Q116 262 150 265L210 268Q250 246 286 270L370 306Q416 318 420 346Z', p.fill) +
    shape('M350 300Q410 312 420 346H362Q364 318 350 306Z', p.light) +
    line('M214 270L228 292M232 264L246 286M250 262L264 284', p.trim, 4) +
    line('M96 332H420', '#ffffff88', 3) +
    shape('M104 286Q112 266 140 268L146 300L106 304Z', p.dark, 'none', 0),
  top: (p) => topOf(p, 300) + shape('M198 110Q250 50 302 110Q290 130 250 132Q210 130 198 110Z', p.light),
})

const sandal: Drawing = (view, p, _seed, name) => {
  const strap = !/slide/i.test(name)
  if (view === 'top' || view === 'sole') {
    const bed = view === 'sole' ? '#34373c' : '#cbb89a'
    return (
      shape(FOOT, bed) +
      (view === 'top'
        ? shape('M186 150Q250 120 316 150L318 190Q250 168 184 190Z', p.fill) +
          (strap ? shape('M180 300Q250 280 322 300L320 334Q250 316 182 334Z', p.fill) : '') +
          `<rect x="296" y="152" width="16" height="30" rx="3" fill="${p.trim}"/>`
        : line('M200 120H300M190 200H310M186 280H316M196 360H306', '#ffffff40', 8))
    )
  }
  const side =
    shape('M88 372Q88 352 110 350L400 348Q426 350 426 368V384H88Z', '#34373c') +
    shape('M92 356Q92 342 110 342L400 340Q422 342 422 354V360H92Z', '#cbb89a') +
    shape('M300 342Q316 270 360 286L380 342H360Q350 302 322 312L318 342Z', p.fill) +
    (strap
      ? shape('M150 342Q160 268 226 276Q246 300 240 342H220Q222 304 210 300Q176 300 172 342Z', p.fill) +
        shape('M110 342Q100 300 150 292L156 310Q128 314 130 342Z', p.fill)
      : '') +
    `<rect x="200" y="284" width="16" height="22" rx="3" fill="${p.trim}"/>`
  return view === 'detail' ? zoom(330, 320, side) : side
}

export const FOOTWEAR = {
  'hiking-boot': hikingBoot,
  'trail-shoe': trailShoe,
  sneaker,
  sandal,
} as const
