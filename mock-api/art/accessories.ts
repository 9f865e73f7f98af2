/** Accessories: beanie, cap, sun hat, gloves, socks, and the e-gift card. */
import type { Drawing } from './drawing'
import { line, type Paint, seam, shape, zoom } from './paint'

const ribs = (p: Paint, x1: number, x2: number, y1: number, y2: number) => {
  let d = ''
  for (let x = x1; x <= x2; x += 12) d += `M${x} ${y1}V${y2}`
  return line(d, p.dark, 2)
}

const beanie: Drawing = (view, p, seed) => {
  const pom =
    seed % 2 === 0
      ? `<circle cx="250" cy="132" r="34" fill="${p.light}" stroke="#0000002e" stroke-width="3"/>`
      : ''
  const body = pom + shape('M152 330Q150 156 250 156Q350 156 348 330Z', p.fill) + ribs(p, 170, 330, 190, 300)
  const cuff = shape('M140 300H360V372Q250 384 140 372Z', p.dark) + ribs(p, 150, 350, 308, 370)
  if (view === 'back') return body + cuff + line('M250 160V300', p.line, 2)
  const front = `${body + cuff}<rect x="226" y="322" width="48" height="24" rx="4" fill="${p.trim}"/>`
  return view === 'detail' ? zoom(250, 320, front, 2) : front
}

const cap: Drawing = (view, p, _seed, name) => {
  const mesh = /trucker/i.test(name)
  if (view === 'side')
    return (
      shape('M80 318Q120 300 200 300L210 322Q140 330 84 332Z', p.dark) +
      shape('M180 310Q190 170 290 170Q380 176 392 310Z', p.fill) +
      (mesh ? shape('M290 172Q380 176 392 310H300Z', '#ffffff66', 'none', 0) : '') +
      seam('M190 300Q290 288 390 300', p.line)
    )
  if (view === 'back')
    return (
      shape('M140 310Q140 170 250 170Q360 170 360 310Z', p.fill) +
      shape('M200 310Q200 250 250 250Q300 250 300 310Z', '#f3f2ef') +
      line('M196 290H304', p.trim, 8) +
      line('M250 172V250', p.line, 2)
    )
  const front =
    shape('M140 310Q140 170 250 170Q360 170 360 310Z', p.fill) +
    (mesh
      ? shape('M140 310Q140 230 180 196L200 310ZM360 310Q360 230 320 196L300 310Z', '#ffffff66', 'none', 0)
      : '') +
    line('M200 188Q196 250 200 310M300 188Q304 250 300 310M250 170V310', p.line, 2) +
    `<circle cx="250" cy="172" r="8" fill="${p.dark}"/>` +
    shape('M120 312Q250 286 380 312Q390 346 250 346Q110 346 120 312Z', p.dark) +
    line('M236 240l14 10l14-10', p.trim, 4)
  return view === 'detail' ? zoom(250, 240, front) : front
}

const sunHat: Drawing = (view, p) => {
  if (view === 'top')
    return (
      `<circle cx="250" cy="250" r="190" fill="${p.base}" stroke="#0000002e" stroke-width="3"/>` +
      `<circle cx="250" cy="250" r="90" fill="url(#f)" stroke="#0000002e" stroke-width="3"/>` +
      seam('M250 250m-150 0a150 150 0 1 0 300 0a150 150 0 1 0-300 0', p.line)
    )
  const brim = shape('M60 320Q250 270 440 320Q440 370 250 372Q60 370 60 320Z', p.dark)
  const crown =
    shape('M170 320Q170 190 250 190Q330 190 330 320Z', p.fill) +
    shape('M170 286H330V312H170Z', p.trim, 'none', 0)
  if (view === 'side')
    return (
      shape('M40 330Q250 300 460 330Q250 350 40 330Z', p.dark) +
      shape('M180 322Q190 196 262 194Q320 200 330 322Z', p.fill) +
      shape('M182 290H328V314H180Z', p.trim, 'none', 0)
    )
  const front = brim + crown + seam('M80 330Q250 300 420 330', p.line) + line('M330 300L352 372', p.trim, 2)
  return view === 'detail' ? zoom(250, 300, front) : front
}

const HAND =
  'M180 420L180 250Q180 230 190 225L190 120Q190 104 205 104Q218 104 218 120V210H225V96Q225 80 240 80Q255 80 255 96V205H262V100Q262 86 276 86Q290 86 290 100V215H297V130Q297 118 310 118Q322 118 322 130V290Q322 330 300 350V420Z'
const MITT = 'M180 420V160Q180 100 250 96Q322 100 322 170V290Q322 330 300 350V420Z'
const THUMB = 'M182 300Q140 282 130 240Q126 224 140 222Q156 222 166 246L184 262Z'
const gloves: Drawing = (view, p, _seed, name) => {
  const outline = /mitten/i.test(name) ? MITT : HAND
  const cuff =
    shape('M172 372H308V432H172Z', p.dark) +
    line('M186 384V420M206 384V420M226 384V420M246 384V420M266 384V420M286 384V420', '#ffffff33', 4)
  if (view === 'back')
    return (
      shape(THUMB, p.fill) +
      shape(outline, p.fill) +
      shape('M190 240H316V340Q300 360 250 362Q196 360 190 340Z', p.trim, 'none', 0) +
      cuff
    )
  const front =
    shape(THUMB, p.fill) +
    shape(outline, p.fill) +
    seam(outline === HAND ? 'M218 150V210M255 150V205M290 150V215' : 'M250 130V300', p.line) +
    shape('M200 270Q250 250 300 270V320Q250 300 200 320Z', p.dark) +
    cuff +
    line('M230 292l20 12l20-12', p.trim, 4)
  return view === 'detail' ? zoom(250, 290, front) : front
}

const SOCK =
  'M200 60H300V300Q300 330 330 345L400 370Q432 386 420 412Q410 432 380 430L250 422Q200 420 200 370Z'
const socks: Drawing = (view, p) => {
  const side =
    shape(SOCK, p.fill) +
    shape('M200 60H300V110H200Z', p.dark) +
    line('M212 66V104M228 66V104M244 66V104M260 66V104M276 66V104M292 66V104', '#ffffff33', 4) +
    shape('M200 330Q200 420 250 422L264 422Q236 380 250 330Z', p.dark, 'none', 0) +
    shape('M392 366Q432 386 420 412Q410 432 380 430Q400 400 392 366Z', p.dark, 'none', 0) +
    seam('M206 200H294', p.line)
  if (view === 'front')
    return (
      shape('M196 60H304V420Q304 440 250 440Q196 440 196 420Z', p.fill) +
      shape('M196 60H304V110H196Z', p.dark) +
      seam('M204 150H296M204 250H296', p.line) +
      line('M236 200l14 10l14-10', p.trim, 4)
    )
  return view === 'detail' ? zoom(250, 90, side) : side
}

const giftCard: Drawing = (view, p) =>
  view === 'back'
    ? shape('M60 125H440V375H60Z', p.fill) +
      `<rect x="60" y="160" width="380" height="46" fill="#33363b"/><rect x="90" y="240" width="220" height="34" rx="4" fill="#fff"/>`
    : `<rect x="60" y="125" width="380" height="250" rx="24" fill="url(#f)" stroke="#0000002e" stroke-width="4"/>` +
      '<path d="M100 190Q130 160 160 182Q190 160 220 190Q190 178 160 200Q130 178 100 190Z" fill="#f1c232"/>' +
      '<text x="100" y="300" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">Kestrel</text>' +
      '<text x="100" y="340" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#ffffffcc">e-gift card</text>' +
      '<rect x="352" y="300" width="52" height="40" rx="6" fill="#ffffff55"/>'

export const ACCESSORIES = { beanie, cap, 'sun-hat': sunHat, gloves, socks, 'gift-card': giftCard } as const
