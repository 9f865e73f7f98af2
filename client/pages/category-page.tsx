import type { Category, ProductPage } from '../../shared/catalogue/catalogue'
import type { ListingState } from '../../shared/catalogue/listing'
import type { ContentPage } from '../../shared/content/content'
import { BlockList, leadsWithPicture } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { LinkList } from '../components/link-list'
import { Listing } from '../components/listing'
import { useShop } from '../i18n'

export interface CategoryPageProps {
  category: Category
  state: ListingState
  results: ProductPage
  /** The content service's blocks for this category (a banner, a story), shown above the listing. */
  content: ContentPage | null
}

export function CategoryPage({ category, state, results, content }: CategoryPageProps) {
  const { t } = useShop()
  return (
    <div className="category-page">
      <Breadcrumb trail={category.trail} current={category.name} />
      <h1>{category.name}</h1>
      {content && content.blocks.length > 0 ? <BlockList blocks={content.blocks} /> : null}
      {category.children.length > 0 ? (
        <nav className="subcategories" aria-label={t.t('listing.subcategories')}>
          <LinkList links={category.children.map((child) => ({ url: child.url, text: child.name }))} />
        </nav>
      ) : null}
      <Listing
        basePath={category.url}
        state={state}
        results={results}
        list={`category:${category.id}`}
        leadImage={!leadsWithPicture(content?.blocks ?? [])}
      />
    </div>
  )
}
