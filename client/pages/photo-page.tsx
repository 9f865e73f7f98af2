/**
 * A shopper's photo on a page of its own (decision 114): what a gallery's thumbnail opens without JavaScript, and
 * what a photo's link shows to whoever opens it. Whose photo it is and their caption, as a post reads, the photo
 * large, "Shop this photo" as the lightbox shows it, the way back to the gallery it was opened from, the photos either side when that gallery's
 * order is known, and "Report this photo" as a plain form folded behind its summary.
 */
import type { CSSProperties } from 'react'
import {
  type GalleryPhoto,
  PHOTO_REPORT_REASONS,
  type PhotoReportReason,
  type ShopPhotoProduct,
} from '../../shared/content/gallery'
import { photoStreamPath } from '../../shared/routes'
import { Breadcrumb } from '../components/breadcrumb'
import { FieldError, refusedControl } from '../components/field-error'
import { Price } from '../components/price'
import { useShop } from '../i18n'

/** Where the photo stands in the gallery it was opened from, and the links to the photos either side. */
export interface PhotoSteps {
  position: number
  count: number
  previousHref: string | null
  nextHref: string | null
}

/** The report form: where it posts, and how it stands (sent, or back from a refusal with the reason chosen). */
export interface PhotoReportForm {
  action: string
  /** The id the thanks carries, which a sent report comes back to. */
  anchor: string
  sent: boolean
  reason: PhotoReportReason
  /** Why the report was not taken: already reported, or the service failed (nothing was recorded). */
  error: string | null
}

export interface PhotoPageProps {
  /** Whose photo it is (`Photo by @trailmaya`): the page's heading. */
  title: string
  photo: GalleryPhoto
  /** Its products with pictures and prices, or, when the catalogue could not say, the names it carries. */
  products: readonly ShopPhotoProduct[]
  /** The page the gallery is on, a path of this shop; null when the photo was not opened from one. */
  back: string | null
  steps: PhotoSteps | null
  report: PhotoReportForm
}

export function PhotoPage({ title, photo, products, back, steps, report }: PhotoPageProps) {
  const { t } = useShop()
  const [first] = products
  return (
    <div className="photo-page">
      <Breadcrumb trail={first ? [{ name: first.name, url: first.url }] : []} current={title} />
      {back ? (
        <p className="photo-page__back">
          <a href={back}>{t.t('photo.back')}</a>
        </p>
      ) : null}
      <div className="photo-page__head">
        <h1>{title}</h1>
        {photo.caption ? <p className="photo-page__caption">{photo.caption}</p> : null}
      </div>
      <div className="photo-page__view">
        <img
          className="photo-page__photo"
          src={photo.image.url}
          alt={photo.caption || title}
          width={photo.image.width}
          height={photo.image.height}
          // Its shape, so its box is the size it will be before the picture arrives (photo-page.css).
          style={{ '--photo-shape': photo.image.width / photo.image.height } as CSSProperties}
          fetchPriority="high"
        />
        {steps ? <Steps steps={steps} /> : null}
      </div>
      <div className="photo-page__side">
        {products.length > 0 ? <ShopThisPhoto products={products} /> : null}
        <PhotoReport report={report} />
      </div>
    </div>
  )
}

/** The products the photo shows, each with its picture, name, price and its other photos, as the lightbox has them. */
function ShopThisPhoto({ products }: { products: readonly ShopPhotoProduct[] }) {
  const { t } = useShop()
  const locale = t.locale.code
  return (
    <section className="photo-page__shop" aria-labelledby="photo-shop-title">
      <h2 id="photo-shop-title">{t.t('photos.shop')}</h2>
      <ul>
        {products.map((product) => (
          <li key={product.masterId} className="photo-page__product">
            {product.image ? <img src={product.image} alt="" width={96} height={96} loading="lazy" /> : null}
            <div>
              <a href={product.url} className="photo-page__product-name">
                {product.name}
              </a>
              {product.price ? <Price price={product.price} /> : null}
              <a href={photoStreamPath(locale, product.streamId)} className="photo-page__more">
                {t.t('photos.moreOf', { name: product.name })}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * "Report this photo", folded until the shopper opens it: the reasons the service takes, the first chosen, sent as a
 * plain form. Back from a refusal it is open, the reason as chosen, the refusal said at the reasons and the chosen
 * one focused; once sent, the thanks stands in its place.
 */
function PhotoReport({ report }: { report: PhotoReportForm }) {
  const { t } = useShop()
  const errorId = `${report.anchor}-error`
  if (report.sent)
    return (
      <p id={report.anchor} className="notice notice--success photo-page__reported" role="status">
        {t.t('gallery.reported')}
      </p>
    )
  return (
    <details id={report.anchor} className="photo-page__report" open={report.error !== null}>
      <summary>{t.t('gallery.report')}</summary>
      <form method="post" action={report.action} className="photo-page__report-form">
        <fieldset aria-describedby={report.error ? errorId : undefined}>
          <legend>{t.t('gallery.reportLegend')}</legend>
          <FieldError id={errorId} message={report.error} />
          {PHOTO_REPORT_REASONS.map((value) => (
            <label key={value} className="photo-page__reason">
              <input
                type="radio"
                name="reason"
                value={value}
                defaultChecked={value === report.reason}
                {...(value === report.reason
                  ? refusedControl(errorId, report.error, report.error !== null)
                  : {})}
              />
              {t.t(`gallery.reason.${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--sm">
          {t.t('gallery.sendReport')}
        </button>
      </form>
    </details>
  )
}

/** The photos either side in the gallery it was opened from, and where this one stands. */
function Steps({ steps }: { steps: PhotoSteps }) {
  const { t } = useShop()
  return (
    <nav className="photo-page__steps" aria-label={t.t('photo.steps')}>
      {steps.previousHref ? (
        <a className="button button--secondary button--sm" href={steps.previousHref} rel="prev">
          {t.t('gallery.previous')}
        </a>
      ) : null}
      <span>{t.t('gallery.position', { index: steps.position, count: steps.count })}</span>
      {steps.nextHref ? (
        <a className="button button--secondary button--sm" href={steps.nextHref} rel="next">
          {t.t('gallery.next')}
        </a>
      ) : null}
    </nav>
  )
}
