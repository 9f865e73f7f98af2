/** Packs and bags: backpack (front, harness side, profile), duffel and hip pack. */
import type { Drawing } from './drawing'
import { line, seam, shape, zip, zoom } from './paint'

const PACK = 'M160 112Q160 70 250 70Q340 70 340 112L352 400Q352 426 326 426H174Q148 426 148 400Z'

const backpack: Drawing = (view, p, seed) => {
  const front =
    shape(PACK, p.fill) +
    line('M250 70V52', p.trim, 6) +
    line('M172 140Q250 104 328 140', p.trim, 5).replace('/>', ' stroke-dasharray="2 2"/>') +
    shape('M182 250H318V372Q318 392 298 392H202Q182 392 182 372Z', p.dark) +
    zip(190, 262, 310, 262, p.trim) +
    line('M152 200H178M348 200H322M150 320H180M350 320H320', p.trim, 6) +
    (seed % 2 === 0 ? shape('M236 396H264V424H236Z', p.trim, 'none', 0) : '') +
    seam('M176 160Q250 140 324 160', p.line)
  if (view === 'back')
    return (
      shape(PACK, p.fill) +
      shape('M182 120H318V360H182Z', p.dark, 'none', 0) +
      line('M190 150H310M190 200H310M190 250H310M190 300H310', '#00000026', 6) +
      shape('M196 96Q176 200 196 330L222 330Q210 200 224 100Z', p.dark) +
      shape('M304 96Q324 200 304 330L278 330Q290 200 276 100Z', p.dark) +
      line('M210 230H290', p.trim, 5) +
      shape('M110 370Q180 350 250 362Q320 350 390 370L384 402Q320 386 250 396Q180 386 116 402Z', p.dark)
    )
  if (view === 'side')
    return (
      shape('M220 92Q218 70 250 70Q300 76 306 120L312 410Q312 426 296 426H214Q200 426 200 410Z', p.fill) +
      shape('M200 300H312V426H200Z', p.dark, 'none', 0) +
      line('M200 314H312M200 340H312M200 366H312', '#ffffff44', 2) +
      line('M306 110Q340 220 316 340', p.dark, 14) +
      line('M204 200H310', p.trim, 6)
    )
  return view === 'detail' ? zoom(200, 262, front) : front
}

const DUFFEL = 'M90 200Q90 160 130 160H370Q410 160 410 200V380Q410 410 380 410H120Q90 410 90 380Z'
const duffel: Drawing = (view, p, _seed, name) => {
  const handles = line('M190 162Q190 104 250 104Q310 104 310 162', p.trim, 10)
  const front =
    handles +
    shape(DUFFEL, p.fill) +
    line('M160 160V410M340 160V410', p.trim, 10) +
    zip(110, 190, 390, 190, p.trim) +
    shape('M170 260H330V360H170Z', p.dark) +
    zip(180, 272, 320, 272, p.trim) +
    (/roller/i.test(name)
      ? `<circle cx="130" cy="410" r="22" fill="#33363b"/><circle cx="370" cy="410" r="22" fill="#33363b"/>`
      : '')
  if (view === 'back')
    return (
      handles +
      shape(DUFFEL, p.fill) +
      line('M160 160V410M340 160V410', p.trim, 10) +
      shape('M190 200H310V380H190Z', p.dark) +
      line('M206 220Q220 300 206 370M294 220Q280 300 294 370', p.trim, 8)
    )
  if (view === 'side')
    return (
      line('M220 170Q250 120 280 170', p.trim, 10) +
      shape('M160 210Q160 160 210 160H290Q340 160 340 210V380Q340 410 310 410H190Q160 410 160 380Z', p.fill) +
      shape('M190 200H310V380H190Z', p.dark) +
      line('M170 300H330', p.trim, 8)
    )
  return view === 'detail' ? zoom(300, 190, front) : front
}

const HIP = 'M134 232Q134 190 174 190H326Q366 190 366 232L358 300Q352 330 318 330H182Q148 330 142 300Z'
const hipPack: Drawing = (view, p) => {
  const belt = line('M40 250L136 240M460 250L364 240', p.trim, 16) + shape('M54 236H84V264H54Z', '#33363b')
  const front =
    belt +
    shape(HIP, p.fill) +
    zip(150, 220, 350, 220, p.trim) +
    shape('M190 250H310V300H190Z', p.dark) +
    zip(200, 262, 300, 262, p.trim)
  if (view === 'back')
    return (
      belt +
      shape(HIP, p.fill) +
      shape('M160 210H340V310H160Z', p.dark) +
      line('M170 230H330M170 260H330M170 290H330', '#ffffff33', 6)
    )
  if (view === 'side')
    return (
      line('M250 240L150 220M250 240L350 220', p.trim, 12) +
      shape('M210 200Q250 180 290 200L300 320Q250 340 200 320Z', p.fill) +
      seam('M250 196V330', p.line)
    )
  return view === 'detail' ? zoom(250, 230, front) : front
}

export const BAGS = { backpack, duffel, 'hip-pack': hipPack } as const
