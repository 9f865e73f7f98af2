/**
 * The article grid's cards, its optional filter bar of tag facets and its "read more" button (spec 3 §2.2, §4).
 * The server renders the first page through this same component, so cards, dates and facets are in the HTML;
 * in the browser, choosing a tag asks `/api/articles` for the first page of the new choice (offset 0), "clear
 * all" goes back to the editor's tags, and "read more" appends the next page. A failed fetch is logged and the
 * grid stays as it was (spec 3 §8: no message for the shopper).
 *
 * Facets beyond the cap of the breakpoint (sm 4, md 10, lg 20) are hidden by CSS until "see more", so the
 * server's HTML already has the right size at every width. Without JavaScript the tag buttons stay disabled
 * (they keep their place, so nothing shifts when the script arrives) and "read more" is a link that asks the
 * page for more articles (`?articles=12`).
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import {
  ARTICLES_SHOWN_PARAM,
  type ArticleFacet,
  type ArticleResults,
  type ArticleSummary,
  canClearTags,
  facetBeyondCap,
  facetOverflow,
  hasMoreArticles,
  initialChosenTags,
  nextArticleOffset,
  searchTagsOf,
  toggleTag,
} from '../../shared/content/articles'
import type { Breakpoint } from '../../shared/content/blocks'
import { formatDate } from '../../shared/i18n/i18n'
import type { DateFormat } from '../../shared/i18n/locales'
import { ApiRequestError, callApi } from '../api'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface ArticleGridBodyProps {
  /** The block's id; element ids are made from it (islands never use `useId`, decision 007). */
  gridId: string
  locale: string
  bcp47: string
  dateFormat: DateFormat
  first: ArticleResults
  pageSize: number
  initialTags: string[]
  notFiltered: boolean
  q: string | null
  showFilterBar: boolean
  loadMore: boolean
  hideDate: boolean
  columns: Record<Breakpoint, number>
  cardHeading: 2 | 3
}

interface ArticlesAnswer extends ArticleResults {
  offset: number
}

function ArticleCard({
  article,
  heading,
  date,
}: {
  article: ArticleSummary
  heading: 2 | 3
  date: string | null
}) {
  const Heading = heading === 2 ? 'h2' : 'h3'
  return (
    <li className="article-card">
      {article.picture ? (
        <img
          className="article-card__picture"
          src={article.picture.url}
          alt={article.picture.alt}
          width={article.picture.width}
          height={article.picture.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {article.eyebrow ? <p className="article-card__eyebrow">{article.eyebrow}</p> : null}
      <Heading className="article-card__title">
        <a href={article.url} className="article-card__link">
          {article.title}
        </a>
      </Heading>
      {date && article.date ? (
        <p className="article-card__date">
          <time dateTime={article.date}>{date}</time>
        </p>
      ) : null}
    </li>
  )
}

function facetClass(index: number): string {
  return [
    'article-grid__facet',
    ...facetBeyondCap(index).map((bp) => `article-grid__facet--beyond-${bp}`),
  ].join(' ')
}

function FacetLabel({ facet }: { facet: ArticleFacet }) {
  return (
    <>
      {facet.label}
      {facet.count !== null ? <span className="article-grid__facet-count"> ({facet.count})</span> : null}
    </>
  )
}

async function fetchArticles(
  props: ArticleGridBodyProps,
  tags: readonly string[],
  offset: number,
  signal: AbortSignal,
): Promise<ArticlesAnswer> {
  const query = new URLSearchParams({ locale: props.locale })
  for (const tag of tags) query.append('tagId', tag)
  if (props.q) query.set('q', props.q)
  query.set('offset', String(offset))
  query.set('limit', String(props.pageSize))
  const body = await callApi<ArticlesAnswer | null>(`/api/articles?${query}`, {
    locale: props.locale,
    signal,
  })
  if (!body || !Array.isArray(body.articles))
    throw new ApiRequestError({
      status: 200,
      errorId: 'BAD_SHAPE',
      message: 'no articles',
      fromServer: false,
    })
  return body
}

export function ArticleGridBody(props: ArticleGridBodyProps) {
  const { gridId, first, pageSize, initialTags, notFiltered } = props
  const words = useWords<IslandWordKey<'article-grid'>>()
  const [ready, setReady] = useState(false)
  const [articles, setArticles] = useState(first.articles)
  const [numFound, setNumFound] = useState(first.numFound)
  const [chosen, setChosen] = useState(() => initialChosenTags(initialTags, notFiltered))
  // The offset of the last page shown: the first render may hold several pages (`?articles=`).
  const [offset, setOffset] = useState(Math.max(0, first.articles.length - pageSize))
  const [state, setState] = useState<'loading' | 'loaded'>('loaded')
  const [expanded, setExpanded] = useState(false)
  const pending = useRef<AbortController | null>(null)
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)

  useEffect(() => setReady(true), [])
  useEffect(() => () => pending.current?.abort(), [])

  // After "read more", focus moves to the first new card so keyboard users carry on from there (after the
  // render that added the cards, hence no dependency list).
  useEffect(() => {
    const index = focusFrom.current
    if (index === null) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLAnchorElement>('.article-card__link')[index]?.focus()
  })

  const load = async (tags: string[], nextOffset: number, append: boolean) => {
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    setState('loading')
    try {
      const page = await fetchArticles(
        props,
        searchTagsOf(tags, initialTags, notFiltered),
        nextOffset,
        controller.signal,
      )
      if (append) focusFrom.current = articles.length
      // An article published between two pages shifts the next one: never show a card twice.
      setArticles((current) =>
        append
          ? [
              ...current,
              ...page.articles.filter((article) => !current.some((shown) => shown.id === article.id)),
            ]
          : page.articles,
      )
      setNumFound(page.numFound)
      setOffset(nextOffset)
    } catch (error) {
      if (controller.signal.aborted) return
      console.warn('article grid: articles unavailable', error)
    } finally {
      if (pending.current === controller) {
        pending.current = null
        setState('loaded')
      }
    }
  }

  const choose = (tags: string[]) => {
    setChosen(tags)
    void load(tags, 0, false)
  }
  const readMore = () => {
    if (state === 'loading') return
    void load(chosen, nextArticleOffset(offset, pageSize), true)
  }

  const date = (value: string | null) =>
    value && !props.hideDate ? formatDate(value, props.dateFormat, props.bcp47) : null
  const facets = props.showFilterBar ? first.facets : []
  const overflow = facetOverflow(facets.length)
  const fitsClasses = (Object.keys(overflow) as Breakpoint[])
    .filter((bp) => !overflow[bp])
    .map((bp) => `article-grid__toggle--fits-${bp}`)
  const more = props.loadMore && hasMoreArticles(articles.length, numFound)
  const style = {
    '--columns-sm': String(props.columns.sm),
    '--columns-md': String(props.columns.md),
    '--columns-lg': String(props.columns.lg),
  } as CSSProperties

  return (
    <div id={gridId} className="article-grid__body" data-state={state}>
      {facets.length > 0 ? (
        <fieldset className="article-grid__filters">
          <legend className="article-grid__filters-title">{words.t('articles.filters')}</legend>
          <ul
            id={`${gridId}-facets`}
            className={`article-grid__facets${expanded ? ' article-grid__facets--expanded' : ''}`}
          >
            {facets.map((facet, index) => (
              <li key={facet.id} className={facetClass(index)}>
                <button
                  type="button"
                  className="article-grid__tag"
                  aria-pressed={chosen.includes(facet.id)}
                  disabled={!ready}
                  onClick={() => choose(toggleTag(chosen, facet.id))}
                >
                  <FacetLabel facet={facet} />
                </button>
              </li>
            ))}
          </ul>
          <div className="article-grid__filter-actions">
            {fitsClasses.length < 3 ? (
              <button
                type="button"
                className={['text-link', 'article-grid__toggle', ...fitsClasses].join(' ')}
                aria-expanded={expanded}
                aria-controls={`${gridId}-facets`}
                disabled={!ready}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? words.t('articles.seeLess') : words.t('articles.seeMore')}
              </button>
            ) : null}
            {ready && canClearTags(chosen, initialTags, notFiltered) ? (
              <button
                type="button"
                className="text-link article-grid__clear"
                onClick={() => choose(initialChosenTags(initialTags, notFiltered))}
              >
                {words.t('articles.clearAll', { count: chosen.length })}
              </button>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <div className="article-grid__results" aria-busy={state === 'loading'}>
        {articles.length > 0 ? (
          <ul ref={list} id={`${gridId}-cards`} className="article-grid__cards" style={style}>
            {articles.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                heading={props.cardHeading}
                date={date(article.date)}
              />
            ))}
          </ul>
        ) : (
          <p className="article-grid__none">{words.t('articles.none')}</p>
        )}
      </div>
      {props.loadMore ? (
        <p className="article-grid__status" role="status">
          {words.t('articles.showing', { shown: articles.length, total: numFound })}
        </p>
      ) : null}
      {more ? (
        <p className="article-grid__more">
          {ready ? (
            <button
              type="button"
              className="button button--secondary"
              aria-controls={`${gridId}-cards`}
              aria-disabled={state === 'loading'}
              onClick={readMore}
            >
              {words.t('articles.readMore')}
            </button>
          ) : (
            <a
              className="button button--secondary"
              href={`?${ARTICLES_SHOWN_PARAM}=${articles.length + pageSize}#${gridId}`}
            >
              {words.t('articles.readMore')}
            </a>
          )}
        </p>
      ) : null}
    </div>
  )
}

export { ArticleGridBody as island }
