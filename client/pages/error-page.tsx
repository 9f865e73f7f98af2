import type { ContentPage } from '../../shared/content'
import { homePath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { useShop } from '../i18n'

export type ErrorKind = 'not-found' | 'server' | 'bad-request'

const TEXT = {
  'not-found': ['error.notFound.title', 'error.notFound.text'],
  server: ['error.server.title', 'error.server.text'],
  'bad-request': ['error.badRequest.title', 'error.badRequest.text'],
} as const

/** The branded error page; the 404 adds the content service's error-4xx blocks when it has them. */
export function ErrorPage({
  kind,
  requestId,
  content,
}: {
  kind: ErrorKind
  requestId: string
  content: ContentPage | null
}) {
  const { t } = useShop()
  const [title, text] = TEXT[kind]
  return (
    <div className="error-page">
      <h1>{t.t(title)}</h1>
      <p>{t.t(text)}</p>
      <p>
        <a className="button" href={homePath(t.locale.code)}>
          {t.t('error.backHome')}
        </a>
      </p>
      {content ? <BlockList blocks={content.blocks} /> : null}
      <p className="error-page__reference">{t.t('error.reference', { id: requestId })}</p>
    </div>
  )
}
