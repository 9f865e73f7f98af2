import type { BlockOf } from '../../shared/content/blocks'
import { recClickUrl } from '../../shared/personalization/personalization'
import { priceText } from '../components/price'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { Upsell as UpsellIsland, type UpsellProps } from '../islands/upsell'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle } from './parts'

/**
 * Complete the look: in-stock products offered beside the page's product, as a carousel or a stacked list, each
 * with a checkbox, its details link, a quick-shop drawer and an add-to-bag button (the island).
 */
export function Upsell({ block }: { block: BlockOf<'upsell'> }) {
  const { t } = useShop()
  const items = useBlockEnvironment().upsells[block.id] ?? []
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
      colours: item.product.colours.map(({ code, name, hex }) => {
        const variants = item.variants.filter((variant) => variant.colourCode === code)
        const soldOut = variants.filter((variant) => !variant.inStock).map((variant) => variant.size)
        return {
          code,
          name,
          hex,
          sizes: variants.map((variant) => variant.size),
          ...(soldOut.length > 0 ? { soldOut } : {}),
        }
      }),
      ...(item.sizeLabels && Object.keys(item.sizeLabels).length > 0 ? { sizeLabels: item.sizeLabels } : {}),
      ...(item.recToken ? { ping: recClickUrl(item.recToken) } : {}),
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
