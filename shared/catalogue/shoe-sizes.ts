/**
 * Shoe sizes in the market's system (decision 053). The catalogue sizes every shoe in US sizes, one value a
 * variant (in its SKU, URLs, filters and the bag); a shopper in North America reads that US size, on en-gb the UK
 * size, on the continent the EU size. Adult shoes follow New Balance's men's chart (UK = US − ½; EU and foot
 * length as it lists them: US 9 = UK 8.5 = EU 42.5 = 27 cm), children's shoes the shop's published kids' chart
 * (11K = UK 10.5 = EU 28.5). The demo's women's shoes are sized on the same unisex scale; a women's chart would be
 * a third table here and a product type of its own.
 */
import type { LocaleInfo } from '../i18n/locales'

export type ShoeSizeSystem = 'us' | 'uk' | 'eu'

/** One row of a conversion table: the catalogue's US size, its UK and EU sizes, and the foot length in cm. */
export interface ShoeSizeRow {
  us: string
  uk: string
  eu: string
  cm: string
}

const row = (us: string, uk: string, eu: string, cm: string): ShoeSizeRow => ({ us, uk, eu, cm })

/** Adults' shoes: New Balance's men's chart, US 4 to 15. */
const ADULT: readonly ShoeSizeRow[] = [
  row('4', '3.5', '36', '22'),
  row('4.5', '4', '37', '22.5'),
  row('5', '4.5', '37.5', '23'),
  row('5.5', '5', '38', '23.5'),
  row('6', '5.5', '38.5', '24'),
  row('6.5', '6', '39.5', '24.5'),
  row('7', '6.5', '40', '25'),
  row('7.5', '7', '40.5', '25.5'),
  row('8', '7.5', '41.5', '26'),
  row('8.5', '8', '42', '26.5'),
  row('9', '8.5', '42.5', '27'),
  row('9.5', '9', '43', '27.5'),
  row('10', '9.5', '44', '28'),
  row('10.5', '10', '44.5', '28.5'),
  row('11', '10.5', '45', '29'),
  row('11.5', '11', '45.5', '29.5'),
  row('12', '11.5', '46.5', '30'),
  row('12.5', '12', '47', '30.5'),
  row('13', '12.5', '47.5', '31'),
  row('14', '13.5', '49', '32'),
  row('15', '14.5', '50', '33'),
]

/** Children's shoes: toddler sizes with a K, then youth sizes from 1. */
const KIDS: readonly ShoeSizeRow[] = [
  row('10K', '9.5', '27', '16.5'),
  row('11K', '10.5', '28.5', '17.1'),
  row('12K', '11.5', '30', '17.9'),
  row('13K', '12.5', '31', '18.8'),
  row('1', '13.5', '32', '19.6'),
  row('2', '1.5', '33.5', '20.5'),
  row('3', '2.5', '34.5', '21.3'),
  row('4', '3.5', '36', '22.2'),
  row('5', '4.5', '37', '23'),
  row('6', '5.5', '38.5', '23.8'),
  row('7', '6.5', '40', '24.6'),
]

/** The size charts that are shoe sizes, by the catalogue's product type. */
export const SHOE_SIZE_TABLES: Readonly<Record<'shoes' | 'kids-shoes', readonly ShoeSizeRow[]>> = {
  shoes: ADULT,
  'kids-shoes': KIDS,
}

/** Whether a product type is sized in shoe sizes (adults' or children's). */
export function isShoeSizeType(
  productType: string | null | undefined,
): productType is 'shoes' | 'kids-shoes' {
  return productType === 'shoes' || productType === 'kids-shoes'
}

/** The market's shoe-size system: US in the United States and Canada, UK in Britain, EU elsewhere. */
export function shoeSizeSystemOf(locale: Pick<LocaleInfo, 'country'>): ShoeSizeSystem {
  if (locale.country === 'US' || locale.country === 'CA') return 'us'
  if (locale.country === 'GB') return 'uk'
  return 'eu'
}

/**
 * A catalogue size as the market reads it: `shownSize('9', 'shoes', 'eu')` is "42.5", `shownSize('9', 'shoes',
 * 'uk')` "8.5". Anything that is not a shoe size, or a size the table does not know, is shown as it is.
 */
export function shownSize(
  size: string,
  productType: string | null | undefined,
  system: ShoeSizeSystem,
): string {
  if (system === 'us' || !isShoeSizeType(productType)) return size
  const found = SHOE_SIZE_TABLES[productType].find((entry) => entry.us === size)
  return found ? found[system] : size
}

/** The rows of a chart for the sizes a product comes in (all rows when it names none), in the table's order. */
export function shoeSizeRows(productType: 'shoes' | 'kids-shoes', sizes?: readonly string[]): ShoeSizeRow[] {
  const table = SHOE_SIZE_TABLES[productType]
  if (!sizes || sizes.length === 0) return [...table]
  return table.filter((entry) => sizes.includes(entry.us))
}
