import type { ReactNode } from 'react'
import type { BlockOf } from '../../shared/content/blocks'
import { galleryLocale, usesGalleryScript } from '../../shared/content/gallery'
import { PhotoGrid, PhotoPageLinks } from '../components/photo-grid'
import { useShop } from '../i18n'
import { GalleryLoader } from '../islands/gallery-loader'
import { Island } from '../islands/island'
import { useBlockEnvironment } from './environment'
import { alignClass, BlockText, BlockTitle, blockStyle, hasTitle, titleId } from './parts'
import { PhotoShareForm } from './photo-share'

/**
 * A photo gallery (spec 3 §2.12, decision 092): shoppers' photos from the social media service, a page of
 * thumbnails with links to the gallery's other pages, and a lightbox once the shopper reaches for a photo
 * (`islands/photos.tsx`); the older gallery is a vendor's script instead where one is configured. A product's
 * gallery takes the shopper's own photo too (`PhotoShareForm`, decision 104), and asks for the first when there is
 * none yet; any other gallery with no photos, or one whose service did not answer, shows nothing at all. Its
 * heading is hidden on custom (content) and product pages, where the section is named by its title instead.
 */
export function Gallery({ block }: { block: BlockOf<'gallery'> }) {
  const { pageKind, embeds, galleries } = useBlockEnvironment()
  if (usesGalleryScript(block, embeds.galleryScriptUrl))
    return <GalleryWidget block={block} scriptUrl={embeds.galleryScriptUrl} />
  const data = galleries?.[block.id]
  if (!data) return null
  const { photos, previousHref, nextHref, from } = data
  const empty = photos.photos.length === 0
  return (
    <GallerySection block={block} strip={pageKind === 'product'}>
      {empty ? (
        // Nothing to show yet but the share form, which the way back from it comes to.
        <div id={block.containerId} />
      ) : (
        <PhotoGrid containerId={block.containerId} photos={photos.photos} from={from} />
      )}
      <PhotoPageLinks photos={photos} previousHref={previousHref} nextHref={nextHref} />
      {data.share ? (
        <PhotoShareForm share={data.share} containerId={block.containerId} empty={empty} />
      ) : null}
    </GallerySection>
  )
}

/**
 * The older gallery filled by a vendor's script (`GALLERY_SCRIPT_URL` set): a container with the widget's id and
 * locale, and an island that loads the script when the container comes into view; the container reserves the
 * widget's height so the page does not jump when it fills.
 */
function GalleryWidget({ block, scriptUrl }: { block: BlockOf<'gallery'>; scriptUrl: string }) {
  const { t } = useShop()
  const locale = galleryLocale(t.locale.code)
  return (
    <GallerySection block={block} strip={false}>
      <div
        id={block.containerId}
        className="gallery__container gallery__container--reserved"
        data-gallery={block.kind}
        data-locale={locale}
      />
      <Island
        name="gallery-loader"
        component={GalleryLoader}
        props={{ containerId: block.containerId, scriptUrl, locale, missing: [] }}
      />
    </GallerySection>
  )
}

/** A gallery's section: its heading where the page shows one, else named by its title (spec 3 §2.12). */
function GallerySection({
  block,
  strip,
  children,
}: {
  block: BlockOf<'gallery'>
  /** One sideways row (a product page's photos). */
  strip: boolean
  children: ReactNode
}) {
  const { t } = useShop()
  const { pageKind } = useBlockEnvironment()
  const showHeading = pageKind !== 'content' && pageKind !== 'product'
  const labelled = showHeading && hasTitle(block)
  return (
    <section
      className={`block gallery gallery--${block.kind}${strip ? ' gallery--strip' : ''} ${alignClass(block)}`}
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
      {children}
    </section>
  )
}
