import type { BlockOf } from '../../shared/content/blocks'
import { recClickUrl } from '../../shared/personalization/personalization'
import { ProductCard } from '../components/product-card'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle } from './parts'

/**
 * A carousel of recommended products, from the personalization decision (each link pings the click with its
 * token, decision 062), the catalogue's widget or the search service, loaded by the worker before rendering. With no items the block is left out (spec 3 §4), so an empty variant never shows a bare title.
 */
export function Recommendations({ block }: { block: BlockOf<'recommendations'> }) {
  const environment = useBlockEnvironment()
  const products = environment.recommendations[block.id] ?? []
  const recTokens = environment.recTokens?.[block.id] ?? {}
  if (products.length === 0) return null
  return (
    <BlockSection block={block} className="recommendations">
      <BlockTitle block={block} />
      <BlockText block={block} />
      <ul
        className="recommendations__items"
        data-list={`recommendations:${block.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: -- a scrolling row must take keyboard focus to scroll (WCAG 2.1.1)
        tabIndex={0}
        aria-label={block.title ?? block.id}
      >
        {products.map((product, index) => {
          const recToken = recTokens[product.styleCode]
          return (
            <li key={product.styleCode} data-position={index + 1} data-style-code={product.styleCode}>
              <ProductCard
                product={product}
                ping={recToken ? recClickUrl(recToken, environment.origin) : undefined}
              />
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
