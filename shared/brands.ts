/**
 * The brands of the shop. A request's brand is chosen by its host name; unknown hosts (localhost, preview
 * deployments) get the default brand. Each brand has its own site ids (brand prefix and country), logo and theme.
 */
import type { LocaleInfo } from './i18n/locales'

export interface BrandTheme {
  /** CSS custom properties written into the document as `--name: value`. */
  tokens: Readonly<Record<string, string>>
}

export interface Brand {
  id: 'kestrel' | 'tidewater'
  name: string
  /** Prefix of the brand's site ids: `KST` gives `KST-US`, `KST-GB`... */
  sitePrefix: string
  hosts: readonly string[]
  /** Served locale codes, the first being the brand's default. */
  locales: readonly string[]
  /** The brand's mark as an SVG path drawn in a box `logoMarkWidth` wide and 32 high, left of the name. */
  logoPath: string
  logoMarkWidth: number
  theme: BrandTheme
}

/** The locales every brand serves, the US first as its default. */
const SERVED_LOCALES = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr', 'it-it', 'es-es', 'nl-nl']

/** A brand's host names: its domain with and without `www.`, and its name on a developer's machine. */
const hostsOf = (id: Brand['id']) => [
  `${id}.example-retail.com`,
  `www.${id}.example-retail.com`,
  `${id}.localhost`,
]

export const BRANDS: readonly Brand[] = [
  {
    id: 'kestrel',
    name: 'Kestrel',
    sitePrefix: 'KST',
    hosts: hostsOf('kestrel'),
    locales: SERVED_LOCALES,
    logoPath: 'M4 26 L16 6 L22 16 L28 6 L40 26 Z',
    logoMarkWidth: 44,
    theme: {
      tokens: {
        'brand-primary': '#0b3d2e',
        'brand-on-primary': '#ffffff',
        'brand-accent': '#e4572e',
        'brand-surface': '#f6f4ef',
        'brand-font': "'Helvetica Neue', Arial, sans-serif",
        'brand-radius': '4px',
      },
    },
  },
  {
    id: 'tidewater',
    name: 'Tidewater',
    sitePrefix: 'TDW',
    hosts: hostsOf('tidewater'),
    locales: SERVED_LOCALES,
    logoPath: 'M2 20 Q10 8 18 20 T34 20 T50 20 L50 26 L2 26 Z',
    logoMarkWidth: 52,
    theme: {
      tokens: {
        'brand-primary': '#123c69',
        'brand-on-primary': '#ffffff',
        'brand-accent': '#0b7285',
        'brand-surface': '#eef4f8',
        'brand-font': "Georgia, 'Times New Roman', serif",
        'brand-radius': '12px',
      },
    },
  },
]

export const DEFAULT_BRAND: Brand = BRANDS[0] as Brand

/** The wordmark's size: its capitals at 20 px, each given 15 units of width (a bold capital's and its spacing). */
const LOGO_FONT_SIZE = 20
const LOGO_LETTER_WIDTH = 15
const LOGO_GAP = 8
const LOGO_HEIGHT = 32

export interface LogoLayout {
  width: number
  height: number
  fontSize: number
  /** Where the name starts and how long it is drawn: the whole name always fits the box (decision 056). */
  textX: number
  textLength: number
}

/** The logo's box, sized to the brand's name, so a longer name makes a wider logo instead of being cut. */
export function logoLayout(brand: Brand): LogoLayout {
  const textX = brand.logoMarkWidth + LOGO_GAP
  const textLength = [...brand.name].length * LOGO_LETTER_WIDTH
  return {
    width: textX + textLength + 2,
    height: LOGO_HEIGHT,
    fontSize: LOGO_FONT_SIZE,
    textX,
    textLength,
  }
}

/** The brand serving a host name (without port); the default brand for any host not in the table. */
export function getBrandForHost(hostname: string): Brand {
  const host = hostname.toLowerCase()
  return BRANDS.find((brand) => brand.hosts.includes(host)) ?? DEFAULT_BRAND
}

/** The site id of a brand in a locale's country: `KST-US`. */
export function getSiteId(brand: Brand, locale: LocaleInfo): string {
  return `${brand.sitePrefix}-${locale.country}`
}

/** True when the brand serves the locale. */
export function brandServesLocale(brand: Brand, localeCode: string): boolean {
  return brand.locales.includes(localeCode)
}
