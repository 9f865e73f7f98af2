import type { BlockOf } from '../../shared/content/blocks'
import { useShop } from '../i18n'
import { BlockImage, BlockText, Caption } from './parts'

/** An article: media, title, subtitle, date and up to four related articles. */
export function Article({ block }: { block: BlockOf<'article'> }) {
  const { t } = useShop()
  return (
    <article className="block article" aria-labelledby={`${block.id}-title`}>
      {block.media ? (
        <div className="article__figure">
          <BlockImage media={block.media} className="article__media" eager />
          <Caption caption={block.caption} />
        </div>
      ) : null}
      <header className="article__header">
        <h1 id={`${block.id}-title`}>{block.title}</h1>
        {block.date ? (
          <p className="article__date">
            <time dateTime={block.date}>{t.date(block.date)}</time>
          </p>
        ) : null}
      </header>
      <BlockText block={block} />
      {block.related.length > 0 ? (
        <section className="article__related" aria-labelledby={`${block.id}-related`}>
          <h2 id={`${block.id}-related`}>{t.t('blocks.relatedArticles')}</h2>
          <ul>
            {block.related.map((item) => (
              <li key={item.url}>
                <a href={item.url}>
                  {item.media ? <BlockImage media={item.media} className="article__related-media" /> : null}
                  <span>{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
