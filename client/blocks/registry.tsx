/** The one map from block type to component. A type missing here fails the type check, not a page. */
import type { ReactElement } from 'react'
import type { Block, BlockOf, BlockType } from '../../shared/content/blocks'
import { Island } from '../islands/island'
import { PromotionTracker } from '../islands/promotion-tracker'
import { Accordion } from './accordion'
import { Anchor } from './anchor'
import { Article } from './article'
import { ArticleGrid } from './article-grid'
import { Banner } from './banner'
import { BenefitBar } from './benefit-bar'
import { ButtonCollection } from './button-collection'
import { CatalogGrid } from './catalog-grid'
import { Collection } from './collection'
import { CtaButton } from './cta-button'
import { Dialog } from './dialog'
import { EventSignup } from './event-signup'
import { Experience } from './experience'
import { FilterBy } from './filter-by'
import { Gallery } from './gallery'
import { Hero } from './hero'
import { IconText } from './icon-text'
import { MultiLinkCard } from './multi-link-card'
import { Newsletter } from './newsletter'
import { Picture } from './picture'
import { Recommendations } from './recommendations'
import { RichTextBlock } from './rich-text'
import { SecondaryNav } from './secondary-nav'
import { Section } from './section'
import { Segmentation } from './segmentation'
import { Spacer } from './spacer'
import { Upsell } from './upsell'
import { Video } from './video'

/**
 * Whether a list of blocks opens with a picture that loads at once at high priority: a hero first, as its renderer
 * below draws it. A page showing more pictures under the blocks gives none of them that priority then.
 */
export const leadsWithPicture = (blocks: readonly Block[]): boolean => blocks[0]?.type === 'hero'

type Renderers = { [T in BlockType]: (block: BlockOf<T>, index: number) => ReactElement | null }

const BLOCK_RENDERERS: Renderers = {
  hero: (block, index) => <Hero block={block} first={index === 0} />,
  banner: (block) => <Banner block={block} />,
  benefitBar: (block) => <BenefitBar block={block} />,
  collection: (block) => <Collection block={block} />,
  ctaButton: (block) => <CtaButton block={block} />,
  buttonCollection: (block) => <ButtonCollection block={block} />,
  iconText: (block) => <IconText block={block} />,
  accordion: (block) => <Accordion block={block} />,
  anchor: (block) => <Anchor block={block} />,
  richText: (block) => <RichTextBlock block={block} />,
  spacer: (block) => <Spacer block={block} />,
  picture: (block) => <Picture block={block} />,
  catalogGrid: (block) => <CatalogGrid block={block} />,
  multiLinkCard: (block) => <MultiLinkCard block={block} />,
  secondaryNav: (block) => <SecondaryNav block={block} />,
  article: (block) => <Article block={block} />,
  articleGrid: (block) => <ArticleGrid block={block} />,
  section: (block) => <Section block={block} />,
  filterBy: (block) => <FilterBy block={block} />,
  experience: (block) => <Experience block={block} />,
  segmentation: (block) => <Segmentation block={block} />,
  dialog: (block) => <Dialog block={block} />,
  recommendations: (block) => <Recommendations block={block} />,
  upsell: (block) => <Upsell block={block} />,
  newsletter: (block) => <Newsletter block={block} />,
  eventSignup: (block) => <EventSignup block={block} />,
  video: (block) => <Video block={block} />,
  gallery: (block) => <Gallery block={block} />,
}

function renderBlock<T extends BlockType>(block: BlockOf<T>, index: number): ReactElement | null {
  return (BLOCK_RENDERERS[block.type] as Renderers[T])(block, index)
}

export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <div
          key={block.id}
          className="block-slot"
          data-block-type={block.type}
          data-block-id={block.id}
          data-tracked={block.promotionTracking ? '' : undefined}
        >
          {block.promotionTracking ? (
            <Island
              name="promotion-tracker"
              component={PromotionTracker}
              props={{ kind: 'promotion', blockId: block.id, ...block.promotionTracking }}
            />
          ) : null}
          {renderBlock(block, index)}
        </div>
      ))}
    </>
  )
}
