import type { BlockOf } from '../../shared/content/blocks'
import { galleryLocale, resolveGalleryFilter } from '../../shared/content/gallery'
import { useShop } from '../i18n'
import { GalleryLoader } from '../islands/gallery-loader'
import { Island } from '../islands/island'
import { type GridPhoto, PhotoGridContext, Photos } from '../islands/photos'
import { useBlockEnvironment } from './environment'
import { alignClass, BlockText, BlockTitle, blockStyle, hasTitle, titleId } from './parts'

/**
 * A photo gallery (spec 3 §2.12, decision 092): shoppers' photos from the social media service, a page of
 * thumbnails with links to the gallery's other pages, and a lightbox once the shopper reaches for a photo
 * (`islands/photos.tsx`). A gallery with no photos, or whose service did not answer, shows nothing at all. Its
 * heading is hidden on custom (content) and product pages, where the section is named by its title instead.
 */
export function Gallery({ block }: { block: BlockOf<'gallery'> }) {
  const { t } = useShop()
  const { pageKind, embeds, galleries } = useBlockEnvironment()
  if (embeds.galleryScriptUrl !== null) return <GalleryWidget block={block} />
  const data = galleries?.[block.id]
  if (!data) return null
  const { photos, previousHref, nextHref } = data
  const grid = photos.photos.map(
    (photo): GridPhoto => ({
      id: photo.id,
      alt: photo.caption || t.t('gallery.photoBy', { handle: `@${photo.handle}` }),
      handle: photo.handle,
      thumbnail: photo.thumbnail,
      full: photo.image.url,
      products: photo.products.map((product) => [product.masterId, product.name.replaceAll('|', ' ')]),
    }),
  )
  const showHeading = pageKind !== 'content' && pageKind !== 'product'
  const labelled = showHeading && hasTitle(block)
  return (
    <section
      className={`block gallery gallery--${block.kind} ${alignClass(block)}`}
      style={blockStyle(block)}
      aria-labelledby={labelled ? titleId(block) : undefined}
      aria-label={labelled ? undefined : (block.title ?? t.t('gallery.label'))}
    >
      {showHeading ? (
        <>
          <BlockTitle block={block} />
          <BlockText block={block} />
        </>
      ) : null}
      <PhotoGridContext.Provider value={grid}>
        <Island
          name="photos"
          component={Photos}
          props={{ containerId: block.containerId, locale: t.locale.code }}
        />
      </PhotoGridContext.Provider>
      {photos.pages > 1 ? (
        <nav className="photos__pages" aria-label={t.t('gallery.pages')}>
          {previousHref ? (
            <a className="button button--secondary button--sm" href={previousHref} rel="prev">
              {t.t('gallery.previousPage')}
            </a>
          ) : null}
          <span>{t.t('gallery.pageOf', { page: photos.page, pages: photos.pages })}</span>
          {nextHref ? (
            <a className="button button--secondary button--sm" href={nextHref} rel="next">
              {t.t('gallery.nextPage')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}

/**
 * A gallery a vendor's widget fills (`GALLERY_SCRIPT_URL` set): a container with the widget's id and the resolved
 * filter, and an island that loads the widget's script when the container comes into view; the container reserves
 * the widget's height so the page does not jump when it fills.
 */
function GalleryWidget({ block }: { block: BlockOf<'gallery'> }) {
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
