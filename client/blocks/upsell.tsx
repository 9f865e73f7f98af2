import { onlyChoice, type QuickShopColour, quickShopOptions } from '../../shared/catalogue/quick-shop'
import type { UpsellAttribute } from '../../shared/content/block-environment'
import type { BlockOf } from '../../shared/content/blocks'
import { formatList } from '../../shared/i18n/i18n'
import { recClickUrl } from '../../shared/personalization/personalization'
import { priceText } from '../components/price'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { Upsell as UpsellIsland, type UpsellProps } from '../islands/upsell'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle } from './parts'

/** The variant to add at once, for a product that has a single one in stock; the quick shop reads the rest. */
const onlyOf = (colours: QuickShopColour[]) => {
  const only = onlyChoice(colours)
  return only ? { only } : {}
}

/** A product's score shows where shoppers have rated it (spec 3 §3: rating showScore, score). */
const ratingOf = (rating: { score: number; count: number }, number: (value: number) => string) =>
  rating.count > 0 ? { rating: number(rating.score) } : {}

/** Where a recommended item's link reports a click: its decision's token, else its widget's recommendation id. */
const pingOf = (token: string | undefined, origin: string) =>
  token ? { ping: recClickUrl(token, origin) } : {}

/**
 * The sizes a product has in stock (its size attribute's available options), as the locale lists them; nothing for
 * a product of one size, where the list would say nothing.
 */
function sizesOf(attributes: readonly UpsellAttribute[], bcp47: string) {
  const options = attributes.find((attribute) => attribute.id === 'size')?.options ?? []
  const inStock = options.filter((option) => option.available).map((option) => option.label)
  return options.length > 1 && inStock.length > 0 ? { sizes: formatList(inStock, 'sizes', bcp47) } : {}
}

/**
 * Complete the look: in-stock products offered beside the page's product, as a carousel or a stacked list, each
 * with a checkbox, its details link, a quick-shop drawer and an add-to-bag button (the island). The drawer reads
 * a product's colours and sizes when it opens, so the page carries none of them.
 */
export function Upsell({ block }: { block: BlockOf<'upsell'> }) {
  const { t } = useShop()
  const environment = useBlockEnvironment()
  const items = environment.upsells[block.id] ?? []
  if (items.length === 0) return null
  const props: UpsellProps = {
    blockId: block.id,
    locale: t.locale.code,
    layout: block.layout,
    items: items.map((item) => ({
      styleCode: item.product.styleCode,
      name: item.product.name,
      url: item.product.url,
      image: item.product.colours[0]?.image ?? null,
      price: priceText(item.product.price, t),
      ...onlyOf(quickShopOptions({ ...item, colours: item.product.colours }).colours),
      ...pingOf(item.recToken ?? item.recommendationId, environment.origin),
      ...ratingOf(item.product.rating, t.number),
      ...sizesOf(item.attributes, t.locale.bcp47),
    })),
  }
  return (
    <BlockSection block={block} className={`upsell upsell--${block.layout}`}>
      <BlockTitle block={block} />
      <BlockText block={block} />
      <Island name="upsell" component={UpsellIsland} props={props} />
    </BlockSection>
  )
}
