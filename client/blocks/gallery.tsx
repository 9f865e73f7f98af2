import type { BlockOf } from '../../shared/content/blocks'
import { galleryLocale, resolveGalleryFilter } from '../../shared/content/gallery'
import { useShop } from '../i18n'
import { GalleryLoader } from '../islands/gallery-loader'
import { Island } from '../islands/island'
import { useBlockEnvironment } from './environment'
import { alignClass, BlockText, BlockTitle, blockStyle, hasTitle, titleId } from './parts'

/**
 * A photo gallery filled by an external widget (spec 3 §2.12): a container with the widget's id and the resolved
 * filter, and an island that loads the widget's script when the container comes into view. Its heading is hidden
 * on custom (content) and product pages. With no widget script configured, nothing shows but the island's
 * warning; otherwise the container reserves the widget's height so the page does not jump when it fills.
 */
export function Gallery({ block }: { block: BlockOf<'gallery'> }) {
  const { t } = useShop()
  const { pageKind, subject, embeds } = useBlockEnvironment()
  const configured = embeds.galleryScriptUrl !== null
  const showHeading = configured && pageKind !== 'content' && pageKind !== 'product'
  // On a product page the product's master id is the widget's tag (spec 3 §7); the worker already has it.
  const { filter, missing } =
    block.kind === 'social'
      ? resolveGalleryFilter(block.filter, { productId: subject.productId, category: subject.categoryId })
      : { filter: '', missing: [] }
  const locale = galleryLocale(t.locale.code)
  const labelled = showHeading && hasTitle(block)
  return (
    <section
      className={`block gallery gallery--${block.kind} ${alignClass(block)}`}
      style={blockStyle(block)}
      aria-labelledby={labelled ? titleId(block) : undefined}
      aria-label={configured && !labelled ? (block.title ?? t.t('gallery.label')) : undefined}
    >
      {showHeading ? (
        <>
          <BlockTitle block={block} />
          <BlockText block={block} />
        </>
      ) : null}
      <div
        id={block.containerId}
        className={`gallery__container${configured ? ' gallery__container--reserved' : ''}`}
        data-gallery={block.kind}
        data-locale={locale}
        data-filter={filter || undefined}
      />
      <Island
        name="gallery-loader"
        component={GalleryLoader}
        props={{ containerId: block.containerId, scriptUrl: embeds.galleryScriptUrl, locale, missing }}
      />
    </section>
  )
}
