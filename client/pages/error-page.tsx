import type { ContentPage } from '../../shared/content/content'
import { homePath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { useShop } from '../i18n'

export type ErrorKind = 'not-found' | 'server' | 'bad-request' | 'unavailable'

const TEXT = {
  'not-found': ['error.notFound.title', 'error.notFound.text'],
  server: ['error.server.title', 'error.server.text'],
  'bad-request': ['error.badRequest.title', 'error.badRequest.text'],
  unavailable: ['error.unavailable.title', 'error.unavailable.text'],
} as const

/**
 * The branded error page; the 404 adds the content service's error-4xx blocks when it has them, and a page whose
 * upstream is down offers to try again.
 */
export function ErrorPage({
  kind,
  requestId,
  content,
  path,
}: {
  kind: ErrorKind
  requestId: string
  content: ContentPage | null
  /** The page's own address, for "Try again". */
  path?: string
}) {
  const { t } = useShop()
  const [title, text] = TEXT[kind]
  return (
    <div className="error-page">
      <h1>{t.t(title)}</h1>
      <p>{t.t(text)}</p>
      <p className="error-page__actions">
        {kind === 'unavailable' && path ? (
          <a className="button" href={path}>
            {t.t('error.tryAgain')}
          </a>
        ) : null}
        <a
          className={kind === 'unavailable' ? 'button button--secondary' : 'button'}
          href={homePath(t.locale.code)}
        >
          {t.t('error.backHome')}
        </a>
      </p>
      {content ? <BlockList blocks={content.blocks} /> : null}
      <p className="error-page__reference">{t.t('error.reference', { id: requestId })}</p>
    </div>
  )
}
