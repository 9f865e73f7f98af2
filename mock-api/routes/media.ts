/**
 * Generated images: a product drawn in its colour (a silhouette chosen by the product's kind; the e-gift card as a
 * card with the shop's name) and the content images of the demo pages. Every SVG carries its own width and height
 * so pages can reserve the space.
 */
import { Hono } from 'hono'
import { getProductKind } from '../db/products'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { COLOURS } from '../seed/catalogue'
import { hashString } from '../seed/random'

const SILHOUETTES: Readonly<Record<string, string>> = {
  apparel:
    'M150 90 L210 60 L250 80 L290 60 L350 90 L390 170 L340 190 L330 150 L330 420 L170 420 L170 150 L160 190 L110 170 Z',
  'kids-apparel':
    'M170 120 L220 95 L250 110 L280 95 L330 120 L360 180 L325 195 L315 165 L315 380 L185 380 L185 165 L175 195 L140 180 Z',
  shoes: 'M90 330 L120 240 L200 230 L250 280 L380 300 Q420 310 415 350 L415 370 L90 370 Z',
  'kids-shoes': 'M120 330 L145 260 L205 250 L245 290 L340 305 Q370 315 368 345 L368 360 L120 360 Z',
  bag: 'M170 150 Q170 90 250 90 Q330 90 330 150 L360 160 L360 420 L140 420 L140 160 Z',
  gear: 'M100 400 L250 110 L400 400 Z',
  accessory: 'M150 300 Q150 160 250 160 Q350 160 350 300 L370 320 L130 320 Z',
}

/** The e-gift card: a card in its colour, a kestrel's wings and the shop's name on it, a chip of light below. */
const giftCard = (hex: string) =>
  `<rect x="60" y="125" width="380" height="250" rx="24" fill="${hex}" stroke="#00000033" stroke-width="4"/>` +
  '<path d="M100 190 Q130 160 160 182 Q190 160 220 190 Q190 178 160 200 Q130 178 100 190 Z" fill="#f1c232"/>' +
  '<text x="100" y="300" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">Kestrel</text>' +
  '<text x="100" y="340" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#ffffffcc">e-gift card</text>' +
  '<rect x="352" y="300" width="52" height="40" rx="6" fill="#ffffff55"/>'

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

export const mediaRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/media')

mediaRoutes.use('*', async (c, next) => {
  await next()
  if (c.res.ok) {
    c.res.headers.set('Content-Type', 'image/svg+xml')
    c.res.headers.set('Cache-Control', 'public, max-age=86400')
  }
})

mediaRoutes.get('/product/:styleCode/:file{[0-9]{3}\\.svg}', async (c) => {
  const styleCode = c.req.param('styleCode')
  const colourCode = c.req.param('file').slice(0, 3)
  const colour = COLOURS.find((entry) => entry.code === colourCode)
  const kind = await getProductKind(c.env.DB, styleCode)
  if (kind === null || !colour) return apiError(c, 404, 'API404', 'Image not found')
  const shape = SILHOUETTES[kind] ?? SILHOUETTES.gear
  const art =
    kind === 'gift-card'
      ? giftCard(colour.hex)
      : `<path d="${shape}" fill="${colour.hex}" stroke="#00000033" stroke-width="4"/>`
  return c.body(svg(500, 500, `<rect width="500" height="500" fill="#f3f2ef"/>${art}`))
})

mediaRoutes.get('/content/:file{[a-z0-9-]{1,40}\\.svg}', (c) => {
  const name = c.req.param('file').replace(/\.svg$/, '')
  const [width, height] = name.startsWith('hero')
    ? [1600, 700]
    : name.startsWith('tile')
      ? [600, 750]
      : name.startsWith('menu')
        ? [400, 500]
        : name === 'banner-store'
          ? [1200, 500]
          : [960, 640]
  const hue = hashString(name) % 360
  const ridges = [0.55, 0.68, 0.8]
    .map((level, i) => {
      const y = Math.round(height * level)
      return `<path d="M0 ${y} L${width * 0.2} ${y - height * 0.18} L${width * 0.45} ${y - height * 0.05} L${width * 0.7} ${y - height * 0.25} L${width} ${y - height * 0.08} L${width} ${height} L0 ${height} Z" fill="hsl(${hue} 30% ${42 - i * 10}%)"/>`
    })
    .join('')
  return c.body(
    svg(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 82%)"/><circle cx="${width * 0.75}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.08}" fill="hsl(40 90% 75%)"/>${ridges}<title>${escapeXml(name)}</title>`,
    ),
  )
})
