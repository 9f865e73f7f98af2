/**
 * The content service's article search (spec 3 §7: `search/{siteId}/article` with the initial query's parameters,
 * `offset`, `limit` and a repeatable `tagId`): its wire shape and the reshape to the grid's cards and facets.
 * Each result is parsed on its own, so one broken article is skipped rather than failing the page of results;
 * urls are localised and pictures moved onto the media host like every other content link and image.
 */
import { z } from 'zod'
import {
  ARTICLE_TAG_ID,
  type ArticleFacet,
  type ArticleResults,
  type ArticleSummary,
} from '../../../shared/articles'
import { localiseHref, type ReshapeContext, resolveMediaUrl } from './reshape'

/** A picture without its size gets the 3:2 box the journal's images are made in. */
const DEFAULT_PICTURE_SIZE = { width: 960, height: 640 }

export const ContentArticleSchema = z.looseObject({
  id: z.string().min(1).max(100),
  url: z.string().min(1),
  title: z.string().trim().min(1),
  eyebrow: z.string().trim().optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  picture: z
    .object({
      url: z.string().min(1),
      alt: z.string().catch(''),
      width: z.number().int().positive().optional().catch(undefined),
      height: z.number().int().positive().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
})
export type ContentArticle = z.infer<typeof ContentArticleSchema>

/** A facet's id goes back to the service as a `tagId`, so it must look like one. */
export const ContentArticleFacetSchema = z.looseObject({
  id: z.string().regex(ARTICLE_TAG_ID),
  label: z.string().trim().optional().catch(undefined),
  count: z.number().int().nonnegative().optional().catch(undefined),
})

export const ContentArticleSearchDocSchema = z.looseObject({
  results: z.array(z.unknown()).catch([]).default([]),
  facets: z.array(z.unknown()).catch([]).default([]),
  numFound: z.number().int().nonnegative().catch(0).default(0),
})
export type ContentArticleSearchDoc = z.infer<typeof ContentArticleSearchDocSchema>

function reshapeArticle(article: ContentArticle, ctx: ReshapeContext): ArticleSummary | null {
  const url = localiseHref(article.url, ctx.locale)
  if (!url) return null
  const pictureUrl = article.picture ? resolveMediaUrl(article.picture.url, ctx.mediaBaseUrl) : null
  return {
    id: article.id,
    url,
    title: article.title,
    eyebrow: article.eyebrow || null,
    date: article.date ?? null,
    picture:
      article.picture && pictureUrl
        ? {
            url: pictureUrl,
            alt: article.picture.alt,
            width: article.picture.width ?? DEFAULT_PICTURE_SIZE.width,
            height: article.picture.height ?? DEFAULT_PICTURE_SIZE.height,
          }
        : null,
  }
}

/** Reshapes one page of an article search; broken results and facets are dropped. */
export function reshapeArticleSearch(doc: ContentArticleSearchDoc, ctx: ReshapeContext): ArticleResults {
  const articles: ArticleSummary[] = []
  for (const entry of doc.results) {
    const parsed = ContentArticleSchema.safeParse(entry)
    const article = parsed.success ? reshapeArticle(parsed.data, ctx) : null
    if (article) articles.push(article)
  }
  const facets: ArticleFacet[] = []
  const seen = new Set<string>()
  for (const entry of doc.facets) {
    const parsed = ContentArticleFacetSchema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.id)) continue
    seen.add(parsed.data.id)
    facets.push({
      id: parsed.data.id,
      label: parsed.data.label || parsed.data.id,
      count: parsed.data.count ?? null,
    })
  }
  return { articles, facets, numFound: Math.max(doc.numFound, articles.length) }
}
