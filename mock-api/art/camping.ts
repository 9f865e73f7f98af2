/** Camping: a dome tent (front with its door, side with its poles, from above) and a mummy sleeping bag. */
import type { Drawing } from './drawing'
import { line, type Paint, seam, shape, zoom } from './paint'

const guyLines = (p: Paint) =>
  line('M120 300L40 420M380 300L460 420', p.line, 1.5) + line('M40 420V432M460 420V432', '#33363b', 4)

const tent: Drawing = (view, p, seed) => {
  const front =
    guyLines(p) +
    shape('M70 420Q250 0 430 420Z', p.fill) +
    line('M90 410Q250 30 410 410', p.dark, 3) +
    shape('M180 420Q250 190 320 420Z', p.dark) +
    line('M250 300V420', p.trim, 4).replace('/>', ' stroke-dasharray="2 2"/>') +
    `<circle cx="250" cy="300" r="6" fill="${p.trim}"/>` +
    shape(
      seed % 2 === 0 ? 'M224 236Q250 228 276 236L270 256H230Z' : 'M236 232H264V252H236Z',
      '#ffffff55',
      'none',
      0,
    )
  if (view === 'side')
    return (
      guyLines(p) +
      shape('M40 420Q90 210 250 200Q410 210 460 420Z', p.fill) +
      line('M120 420Q160 230 250 220M380 420Q340 230 250 220', p.dark, 3) +
      seam('M70 400Q250 360 430 400', p.line) +
      shape('M300 420Q330 320 400 330L440 420Z', p.dark)
    )
  if (view === 'top')
    return (
      shape('M90 110H410V390H90Z', p.fill) +
      line('M90 110L410 390M410 110L90 390', p.dark, 4) +
      shape('M410 170L470 250L410 330Z', p.dark) +
      `<circle cx="250" cy="250" r="10" fill="${p.trim}"/>`
    )
  return view === 'detail' ? zoom(250, 250, front, 2) : front
}

const BAG = 'M205 60Q250 38 295 60Q332 90 326 200L316 420Q250 446 184 420L174 200Q168 90 205 60Z'
const QUILT = 'M176 70Q250 58 324 70L330 420Q250 440 170 420Z'
const sleepingBag: Drawing = (view, p, _seed, name) => {
  const quilt = /quilt/i.test(name)
  const outline = quilt ? QUILT : BAG
  const baffles = [150, 200, 250, 300, 350, 400]
    .map((y) => line(`M180 ${y}Q250 ${y + 12} 320 ${y}`, p.line, 2))
    .join('')
  const front =
    shape(outline, p.fill) +
    baffles +
    (quilt
      ? ''
      : shape('M250 68Q290 72 290 110Q286 146 250 148Q214 146 210 110Q210 72 250 68Z', p.dark) +
        line('M225 140L222 170', p.trim, 3)) +
    line('M312 110L306 400', p.trim, 4).replace('/>', ' stroke-dasharray="2 2"/>')
  if (view === 'back') return shape(outline, p.fill) + seam('M250 60V430', p.line) + baffles
  if (view === 'side')
    return (
      shape('M176 180Q176 156 250 156Q324 156 324 180V400Q324 424 250 424Q176 424 176 400Z', p.fill) +
      shape('M176 180Q176 204 250 204Q324 204 324 180Q324 156 250 156Q176 156 176 180Z', p.dark) +
      line('M200 170Q250 130 300 170', p.trim, 3) +
      line('M176 260Q250 276 324 260M176 340Q250 356 324 340', p.trim, 8)
    )
  return view === 'detail' ? zoom(250, 120, front) : front
}

export const CAMPING = { tent, 'sleeping-bag': sleepingBag } as const
