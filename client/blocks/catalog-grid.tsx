import type { BlockOf } from '../../shared/content/blocks'
import { ProductGrid } from '../components/product-card'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle, Buttons } from './parts'

/** Products of a category or a search inside a content page, loaded by the worker before rendering. */
export function CatalogGrid({ block }: { block: BlockOf<'catalogGrid'> }) {
  const products = useBlockEnvironment().catalogGrids[block.id] ?? []
  if (products.length === 0) return null
  return (
    <BlockSection block={block} className="catalog-grid">
      <BlockTitle block={block} />
      <BlockText block={block} />
      <ProductGrid products={products} eagerCount={0} list={`content:${block.id}`} />
      <Buttons targets={block.targets} />
    </BlockSection>
  )
}
