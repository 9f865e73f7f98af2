import type { PreviewResult } from '../../shared/content/preview-tool'
import { BlockList } from '../blocks/registry'
import { PopupPreview } from '../components/popup-preview'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { type PreviewControlsProps, type PreviewTokenProps, PreviewTool } from '../islands/preview-tool'

export interface PreviewToolPageProps {
  editor: string
  controls: Omit<PreviewControlsProps, 'mode'>
  /** Null before a document type is chosen. */
  listing: {
    docType: string
    results: PreviewResult[]
    numFound: number
    page: number
    pages: number
    /** Links to the previous and next result pages, null at either end. */
    previousHref: string | null
    nextHref: string | null
  } | null
  unavailable: boolean
  target: { src: string; host: string; kindLabel: string }
}

/** The editors' content preview tool (spec 3 §2.1): controls, a results table, a render of each result, a target. */
export function PreviewToolPage({ editor, controls, listing, unavailable, target }: PreviewToolPageProps) {
  const { t } = useShop()
  return (
    <div className="preview-tool">
      <h1>{t.t('previewTool.title')}</h1>
      <p className="preview-tool__editor">{t.t('previewTool.editor', { editor })}</p>
      <Island name="preview-tool" component={PreviewTool} props={{ mode: 'controls', ...controls }} />
      {unavailable ? (
        <p className="notice notice--error" role="alert">
          {t.t('previewTool.unavailable')}
        </p>
      ) : null}
      {listing ? <PreviewResults listing={listing} /> : <p>{t.t('previewTool.intro')}</p>}
      <section className="preview-tool__target" aria-labelledby="preview-tool-target">
        <h2 id="preview-tool-target">
          {t.t('previewTool.target')} <span className="preview-tool__host-kind">{target.kindLabel}</span>
        </h2>
        <iframe
          className="preview-tool__frame"
          src={target.src}
          title={t.t('previewTool.frameTitle', { host: target.host, kind: target.kindLabel })}
          loading="lazy"
        />
      </section>
    </div>
  )
}

function PreviewResults({ listing }: { listing: NonNullable<PreviewToolPageProps['listing']> }) {
  const { t } = useShop()
  const { results } = listing
  if (results.length === 0) return <p className="preview-tool__empty">{t.t('previewTool.noResults')}</p>
  return (
    <>
      <div className="preview-tool__table-wrap">
        <table className="preview-tool__table">
          <caption>
            {t.t('previewTool.caption', {
              docType: listing.docType,
              page: t.number(listing.page),
              pages: t.number(listing.pages),
              count: t.number(listing.numFound),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.t('previewTool.id')}</th>
              <th scope="col">{t.t('previewTool.name')}</th>
              <th scope="col">{t.t('previewTool.referrers')}</th>
              <th scope="col">{t.t('previewTool.modified')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result, index) => (
              <tr key={result.id}>
                <td>
                  <a href={`#preview-result-${index}`}>{result.id}</a>
                </td>
                <td>{result.name}</td>
                <td>{t.number(result.referrersCount)}</td>
                <td>
                  {result.modificationDate ? (
                    <time dateTime={result.modificationDate}>{t.date(result.modificationDate)}</time>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PreviewPaging listing={listing} />
      <h2>{t.t('previewTool.renders')}</h2>
      {results.map((result, index) => (
        <section
          key={result.id}
          className="preview-tool__render"
          id={`preview-result-${index}`}
          aria-labelledby={`preview-result-${index}-title`}
        >
          <h3 className="preview-tool__render-title" id={`preview-result-${index}-title`}>
            {t.t('previewTool.renderOf', { name: result.name, id: result.id })}
          </h3>
          {result.popup ? (
            <PopupPreview popup={result.popup} />
          ) : result.blocks.length > 0 ? (
            <div className="preview-tool__blocks">
              <BlockList blocks={result.blocks} />
            </div>
          ) : (
            <p>{t.t('previewTool.nothingToRender')}</p>
          )}
        </section>
      ))}
    </>
  )
}

function PreviewPaging({ listing }: { listing: NonNullable<PreviewToolPageProps['listing']> }) {
  const { t } = useShop()
  if (listing.pages <= 1) return null
  return (
    <nav className="preview-tool__paging" aria-label={t.t('previewTool.paging')}>
      {listing.previousHref ? (
        <a href={listing.previousHref} rel="prev">
          {t.t('previewTool.previous')}
        </a>
      ) : null}
      <span aria-current="page">
        {t.t('previewTool.pageOf', { page: t.number(listing.page), pages: t.number(listing.pages) })}
      </span>
      {listing.nextHref ? (
        <a href={listing.nextHref} rel="next">
          {t.t('previewTool.next')}
        </a>
      ) : null}
    </nav>
  )
}

export interface PreviewTokenPageProps {
  token: Omit<PreviewTokenProps, 'mode'>
}

/** Without a valid preview session: what is needed, and a form to enter the token (never put in a URL). */
export function PreviewTokenPage({ token }: PreviewTokenPageProps) {
  const { t } = useShop()
  return (
    <div className="preview-tool preview-tool--locked">
      <h1>{t.t('previewTool.title')}</h1>
      <p>{t.t('previewTool.tokenNeeded')}</p>
      <Island name="preview-tool" component={PreviewTool} props={{ mode: 'token', ...token }} />
    </div>
  )
}
