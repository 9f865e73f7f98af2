/**
 * Editorial art for heroes, banners, story tiles, menu banners and collection tiles: a layered landscape under a
 * soft gradient sky, in one of six themes (coast, forest, alpine, city, trail, night) and in a brand's palette.
 * The theme comes from the image's name (`hero-alpine`, `tile-tents` → forest), the brand from a brand word in it
 * (`banner-tidewater-coast`); the rest of the name seeds the shapes, so each image is the same every time. A tile
 * or card named for a category draws the category's product in front (subjects.ts).
 */
import { createRandom, hashString, type Random } from '../seed/random'
import { escapeXml, shade, svg } from './paint'
import { subjectLayer, subjectOf } from './subjects'

export const THEMES = ['coast', 'forest', 'alpine', 'city', 'trail', 'night'] as const
export type Theme = (typeof THEMES)[number]
export const BRANDS = ['kestrel', 'tidewater', 'kestrel-pro', 'northline'] as const
export type Brand = (typeof BRANDS)[number]

/** Words of a name that pick its theme, checked in this order (a "trail-summit" is alpine, a "trail-film" night). */
const THEME_WORDS: ReadonlyArray<readonly [Theme, RegExp]> = [
  ['night', /night|film|aurora|evening|dark|star/],
  ['coast', /coast|sandal|beach|harbou?r|summer|sea|rain/],
  ['alpine', /alpine|snow|summit|ski|winter|warm|boot|hiking|ridge|peak|jacket|hat/],
  ['forest', /forest|camp|tent|sleep|autumn|kids|fleece|pack|layer|weekend/],
  ['city', /city|store|kitchen|member|repair|pass|gift|newsletter|logo|journal|everyday|welcome/],
  ['trail', /trail|run|traverse|select|shoe|sock/],
]

/** Each brand's palette: the sun's colour and a tint mixed into the land. */
const BRAND_PALETTE: Readonly<Record<Brand, { sun: string; tint: string }>> = {
  kestrel: { sun: '#ffd27a', tint: '#c98a3a' },
  tidewater: { sun: '#fff1c9', tint: '#2f8fa0' },
  'kestrel-pro': { sun: '#ffb38a', tint: '#b8412e' },
  northline: { sun: '#e9e2ff', tint: '#5b5fa8' },
}

/** The colour a tile's product is drawn in, for each brand: one that stands out from its landscape. */
const SUBJECT_COLOUR: Readonly<Record<Brand, string>> = {
  kestrel: '#c0392b',
  tidewater: '#f1c232',
  'kestrel-pro': '#1f2f5c',
  northline: '#2f5d3a',
}

interface ThemePalette {
  sky: readonly [string, string]
  /** Land layers from far to near. */
  land: readonly [string, string, string, string]
}

const THEME_PALETTE: Readonly<Record<Theme, ThemePalette>> = {
  coast: { sky: ['#8fc2e3', '#f7e8cf'], land: ['#9db8ad', '#3f7fa6', '#6f9484', '#e0c99c'] },
  forest: { sky: ['#b4d1c0', '#eef0da'], land: ['#9bb59a', '#6b8f6a', '#3f6446', '#24402b'] },
  alpine: { sky: ['#86afd9', '#e8eef4'], land: ['#b3c0d0', '#7d8ea6', '#56657c', '#3d4a3f'] },
  city: { sky: ['#f0bf9c', '#f8eddb'], land: ['#cdb9b2', '#8a7d8a', '#5a5062', '#3a3340'] },
  trail: { sky: ['#efd19d', '#fbf2df'], land: ['#cdb985', '#a08c55', '#6f7440', '#4b5230'] },
  night: { sky: ['#0c1631', '#3b4170'], land: ['#2c345c', '#222a4b', '#181f3a', '#0f1428'] },
}

export function themeOf(name: string): Theme {
  const words = name.replace(/kestrel-pro|kestrel|tidewater|northline/g, '')
  // A theme word after the first word (which says what the image is: hero, tile, the campaign) wins.
  for (const theme of THEMES) if (new RegExp(`.-${theme}(-|$)`).test(words)) return theme
  for (const [theme, pattern] of THEME_WORDS) if (pattern.test(words)) return theme
  return THEMES[hashString(name) % THEMES.length] as Theme
}

export function brandOf(name: string): Brand {
  if (/tidewater/.test(name)) return 'tidewater'
  if (/northline/.test(name)) return 'northline'
  if (/kestrel-pro|-pro\b/.test(name)) return 'kestrel-pro'
  return 'kestrel'
}

/** An image's size by its name: heroes are wide, tiles and menu banners tall, the rest 3:2. */
export function editorialSize(name: string): readonly [number, number] {
  if (name.startsWith('hero')) return [1600, 700]
  if (name.startsWith('tile')) return [600, 750]
  if (name.startsWith('menu')) return [400, 500]
  if (name === 'banner-store' || name.startsWith('banner-store-')) return [1200, 500]
  return [960, 640]
}

const r = Math.round

/** A soft ridge line across the width at `y`, rising up to `height`, smoothed with quadratic curves. */
function ridge(
  random: Random,
  width: number,
  bottom: number,
  y: number,
  height: number,
  points: number,
  sharp = false,
) {
  const step = width / points
  const pts = Array.from(
    { length: points + 1 },
    (_, i) => [r(i * step), r(y - random.next() * height)] as const,
  )
  let d = `M0 ${bottom}V${pts[0]?.[1]}`
  for (let i = 1; i < pts.length; i++) {
    const [x, py] = pts[i] as readonly [number, number]
    const [px, ppy] = pts[i - 1] as readonly [number, number]
    d += sharp ? `L${x} ${py}` : `Q${px + r(step / 2)} ${r((ppy + py) / 2 - height * 0.3)} ${x} ${py}`
  }
  return { d: `${d}V${bottom}Z`, pts }
}

export function editorialArt(name: string): string {
  const [width, height] = editorialSize(name)
  const theme = themeOf(name)
  const brand = brandOf(name)
  const random = createRandom(hashString(name))
  const { sky, land } = THEME_PALETTE[theme]
  const { tint } = BRAND_PALETTE[brand]
  // At night the sun is the moon: its glow is the brand's palest light.
  const sun = theme === 'night' ? blend('#e8ecff', BRAND_PALETTE[brand].sun, 0.3) : BRAND_PALETTE[brand].sun
  const mixTint = (hex: string) => blend(hex, tint, 0.14)
  const defs: string[] = [
    `<linearGradient id="k" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    `<radialGradient id="u"><stop offset="0" stop-color="${sun}"/><stop offset=".3" stop-color="${sun}" stop-opacity=".8"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>`,
  ]
  land.forEach((hex, i) => {
    const c = mixTint(hex)
    defs.push(
      `<linearGradient id="g${i}" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.18)}"/></linearGradient>`,
    )
  })
  const body: string[] = [`<rect width="${width}" height="${height}" fill="url(#k)"/>`]
  const min = Math.min(width, height)
  const sunX = r(width * (0.55 + random.next() * 0.3))
  const sunY = r(height * (theme === 'night' ? 0.2 : 0.3))
  body.push(
    `<circle cx="${sunX}" cy="${sunY}" r="${r(min * (theme === 'night' ? 0.16 : 0.26))}" fill="url(#u)"/>`,
  )
  if (theme === 'night') {
    let stars = ''
    for (let i = 0; i < 40; i++) stars += `M${r(random.next() * width)} ${r(random.next() * height * 0.55)}h1`
    body.push(`<path d="${stars}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>`)
    body.push(`<circle cx="${sunX}" cy="${sunY}" r="${r(min * 0.06)}" fill="#f4efd6"/>`)
  }
  const haze = (y: number) =>
    `<rect y="${r(y)}" width="${width}" height="${r(height * 0.2)}" fill="url(#h)"/>`
  defs.push(
    `<linearGradient id="h" x2="0" y2="1"><stop offset="0" stop-color="${sky[1]}" stop-opacity="0"/><stop offset=".5" stop-color="${sky[1]}" stop-opacity=".22"/><stop offset="1" stop-color="${sky[1]}" stop-opacity="0"/></linearGradient>`,
  )
  const layer = (i: number, d: string) => `<path d="${d}" fill="url(#g${i})"/>`
  const H = height
  switch (theme) {
    case 'alpine': {
      const far = ridge(random, width, H, H * 0.5, H * 0.28, 7, true)
      body.push(layer(0, far.d))
      let caps = ''
      far.pts.forEach(([x, y], k) => {
        const before = far.pts[k - 1]
        const after = far.pts[k + 1]
        if (!before || !after || y > H * 0.42 || y > before[1] || y > after[1]) return
        const at = (other: readonly [number, number], t: number) =>
          `${r(x + (other[0] - x) * t)} ${r(y + (other[1] - y) * t)}`
        caps += `M${at(before, 0.45)}L${x} ${y}L${at(after, 0.45)}L${at(after, 0.25)}L${x} ${r(y + (after[1] - y) * 0.38)}L${at(before, 0.22)}Z`
      })
      if (caps) body.push(`<path d="${caps}" fill="#f8fbff" opacity=".9"/>`)
      body.push(haze(H * 0.5), layer(1, ridge(random, width, H, H * 0.62, H * 0.2, 9, true).d))
      body.push(
        haze(H * 0.64),
        layer(2, ridge(random, width, H, H * 0.76, H * 0.1, 6).d),
        layer(3, ridge(random, width, H, H * 0.9, H * 0.06, 4).d),
      )
      break
    }
    case 'coast': {
      body.push(layer(0, ridge(random, width, H, H * 0.55, H * 0.12, 5).d))
      body.push(`<rect y="${r(H * 0.56)}" width="${width}" height="${r(H * 0.44)}" fill="url(#g1)"/>`)
      // On a hero the title and its text sit on the left: the waves break on the right, clear of them.
      const [from, span] = name.startsWith('hero') ? [width * 0.55, width * 0.25] : [0, width * 0.5]
      let waves = ''
      for (let y = H * 0.62; y < H * 0.85; y += H * 0.06)
        waves += `M${r(from + random.next() * span)} ${r(y)}h${r(width * 0.2)}`
      body.push(
        `<path d="${waves}" stroke="#ffffff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
      )
      body.push(
        layer(
          2,
          `M0 ${H}V${r(H * 0.4)}Q${r(width * 0.12)} ${r(H * 0.38)} ${r(width * 0.22)} ${r(H * 0.62)}T${r(width * 0.34)} ${H}Z`,
        ),
      )
      body.push(
        layer(3, `M0 ${H}V${r(H * 0.9)}Q${r(width * 0.5)} ${r(H * 0.8)} ${width} ${r(H * 0.88)}V${H}Z`),
      )
      break
    }
    case 'city': {
      body.push(layer(0, ridge(random, width, H, H * 0.6, H * 0.1, 4).d), haze(H * 0.55))
      for (const [i, top, gap] of [
        [1, 0.45, 0.07],
        [2, 0.6, 0.09],
      ] as const) {
        let d = ''
        let windows = ''
        for (let x = 0; x < width; ) {
          const w = r(width * (gap * (0.6 + random.next())))
          const y = r(H * (top + random.next() * 0.18))
          d += `M${x} ${H}V${y}H${x + w}V${H}Z`
          if (i === 2)
            for (let wy = y + 14; wy < H * 0.9; wy += 28) windows += `M${x + 8} ${wy}h${Math.max(4, w - 16)}`
          x += w + r(width * 0.01)
        }
        body.push(layer(i, d))
        if (windows)
          body.push(
            `<path d="${windows}" stroke="${sun}" stroke-opacity=".45" stroke-width="6" stroke-dasharray="8 10"/>`,
          )
      }
      body.push(layer(3, `M0 ${H}V${r(H * 0.9)}H${width}V${H}Z`))
      break
    }
    default: {
      // forest, trail and night: rolling hills; the forest and the night with trees, the trail with its path.
      body.push(layer(0, ridge(random, width, H, H * 0.55, H * 0.16, 6).d), haze(H * 0.5))
      const mid = ridge(random, width, H, H * 0.68, H * 0.12, 5)
      body.push(layer(1, mid.d), haze(H * 0.66))
      const near = ridge(random, width, H, H * 0.84, H * 0.08, 4)
      body.push(layer(2, near.d))
      if (theme !== 'trail') {
        let trees = ''
        const size = r(H * 0.09)
        for (let i = 0; i < 26; i++) {
          const x = r(random.next() * width)
          const y = r(H * (0.7 + random.next() * 0.16))
          trees += `M${x} ${y - size}l${r(size * 0.4)} ${size}h-${r(size * 0.8)}Z`
        }
        body.push(`<path d="${trees}" fill="url(#g3)"/>`)
      } else {
        body.push(
          `<path d="M${r(width * 0.42)} ${r(H * 0.66)}Q${r(width * 0.6)} ${r(H * 0.78)} ${r(width * 0.4)} ${r(H * 0.86)}T${r(width * 0.56)} ${H}" fill="none" stroke="#f4e4bd" stroke-width="${r(H * 0.03)}" stroke-linecap="round" opacity=".8"/>`,
        )
      }
      body.push(
        layer(3, `M0 ${H}V${r(H * 0.93)}Q${r(width * 0.5)} ${r(H * 0.86)} ${width} ${r(H * 0.94)}V${H}Z`),
      )
    }
  }
  // A tile or card named for a category shows the category's product in front of its landscape.
  const subject = subjectOf(name)
  if (subject) body.push(subjectLayer(subject, width, height, SUBJECT_COLOUR[brand]))
  return svg(width, height, `<title>${escapeXml(name)}</title><defs>${defs.join('')}</defs>${body.join('')}`)
}

/** Mixes two `#rrggbb` colours: `amount` of `other` into `hex`. */
function blend(hex: string, other: string, amount: number): string {
  const a = Number.parseInt(hex.slice(1), 16)
  const b = Number.parseInt(other.slice(1), 16)
  const channel = (shift: number) => r(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount)
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`
}
