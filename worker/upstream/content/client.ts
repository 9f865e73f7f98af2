/**
 * The content-service client (spec 2 §7, content delivery). Every document goes through the KV cache with the
 * `long` policy as a trimmed view model; in preview mode the `preview` path is used, the editor's token is sent
 * and the cache is bypassed.
 */

import type { z } from 'zod'
import {
  type ArticleResults,
  type ArticleSearch,
  EMPTY_ARTICLE_RESULTS,
} from '../../../shared/content/articles'
import type {
  AugmentedPage,
  BlockIssue,
  ContentFragment,
  ContentList,
  ContentPage,
  Footer,
  Menu,
  Popup,
  PromoBar,
} from '../../../shared/content/content'
import type { Showcase } from '../../../shared/content/preview-tool'
import type { Query } from '../../cache/keys'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { CachePolicyName } from '../../cache/policies'
import type { UpstreamFetch } from '../http'
import type { ReshapeContext } from '../urls'
import {
  reshapeArticleSearch,
  reshapeContentList,
  reshapeFooter,
  reshapeFragment,
  reshapeMenu,
  reshapePage,
  reshapePopups,
  reshapePromoBar,
  reshapeShowcase,
} from './reshape'
import {
  ContentArticleSearchDocSchema,
  ContentFooterDocSchema,
  ContentFragmentDocSchema,
  ContentListDocSchema,
  ContentMenuDocSchema,
  ContentPageDocSchema,
  ContentPopupsDocSchema,
  ContentPromoBarDocSchema,
  ContentShowcaseDocSchema,
} from './schemas'

/** The page-content query parameters the content service accepts (spec 1 §2). */
export interface PageContentQuery {
  previewDateTime?: string
  localePath?: string
  p13n_testcontext?: string
  leadSource?: string
  referral_code?: string
  storeNum?: string
  enrollment_marketing_source?: string
  consumerId?: string
  email?: string
}

/** One page of the showcase of a document type (the editors' preview tool). */
export interface ShowcaseQuery {
  layoutVariant?: string
  limit: number
  offset: number
}

export interface ContentClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
  mediaBaseUrl: string
  preview: { dateTime?: string } | null
  onBlockIssues?: (documentId: string, issues: BlockIssue[]) => void
}

export type ContentClient = ReturnType<typeof createContentClient>

export function createContentClient(options: ContentClientOptions) {
  const mode = options.preview ? 'preview' : 'live'
  const base = `/${mode}/caas/v1/canvas`
  const ctx: ReshapeContext = { locale: options.locale, mediaBaseUrl: options.mediaBaseUrl }
  const previewQuery: Query = options.preview
    ? { preview: 'true', previewDateTime: options.preview.dateTime ?? null }
    : {}

  async function cached<T>(
    label: string,
    path: string,
    query: Query,
    load: (query: Query) => Promise<T | null>,
    policy: CachePolicyName = 'long',
  ) {
    const fullQuery = { ...query, ...previewQuery, siteId: options.siteId }
    const key = await createCacheKey({
      service: 'content',
      siteId: options.siteId,
      locale: options.locale,
      path,
      query: fullQuery,
    })
    return options.cache.get({ key, label: `content.${label}`, policy, load: () => load(fullQuery) })
  }

  /**
   * The document at `path` as `reshape` makes it, cached under `label`, which names the call too; null when the
   * service has none.
   */
  function cachedShape<S extends z.ZodType, T>(
    label: string,
    path: string,
    query: Query,
    schema: S,
    reshape: (doc: z.infer<S>) => T | null,
    policy: CachePolicyName = 'long',
  ): Promise<T | null> {
    return cached(
      label,
      path,
      query,
      async (fullQuery) => {
        const doc = await options.fetch.call({
          operation: label,
          path: base + path,
          query: fullQuery,
          schema,
        })
        return doc ? reshape(doc) : null
      },
      policy,
    )
  }

  /** The document itself is cached: a list is reshaped on each read. */
  const cachedDoc = <S extends z.ZodType>(label: string, path: string, query: Query, schema: S) =>
    cachedShape(label, path, query, schema, (doc) => doc)

  function page(label: string, path: string, query: Query = {}): Promise<ContentPage | null> {
    return cachedShape(label, path, query, ContentPageDocSchema, (doc) => {
      const { page: shaped, issues } = reshapePage(doc, ctx)
      if (issues.length > 0) options.onBlockIssues?.(doc.id, issues)
      return shaped
    })
  }

  async function list(label: string, path: string, query: Query = {}): Promise<ContentList | null> {
    const doc = await cachedDoc(label, path, query, ContentListDocSchema)
    return doc ? reshapeContentList(doc) : null
  }

  return {
    /** The three-level menu, flattened into the mega menu's columns. */
    async getMenu(): Promise<Menu> {
      const menu = await cachedShape('menu', `/menu/${options.siteId}`, {}, ContentMenuDocSchema, (doc) =>
        reshapeMenu(doc, ctx),
      )
      return menu ?? { items: [] }
    },

    async getFooter(): Promise<Footer> {
      const footer = await cachedShape(
        'footer',
        `/footer/${options.siteId}`,
        {},
        ContentFooterDocSchema,
        (doc) => reshapeFooter(doc, ctx),
      )
      return footer ?? { columns: [], legal: [], note: null }
    },

    /** The promo bar fragment, or null when it has no message worth showing. */
    getPromoBar(): Promise<PromoBar | null> {
      return cachedShape('promo-bar', '/fragment/promo-bar', {}, ContentPromoBarDocSchema, (doc) =>
        reshapePromoBar(doc, ctx),
      )
    },

    /** A content page by slug (`home`, `help/contact-us`), or null when there is none. */
    getPage(slug: string, query: PageContentQuery = {}): Promise<ContentPage | null> {
      return page('page', `/page/${options.siteId}/${slug}`, { ...query })
    },

    getAugmentedPage(name: AugmentedPage, query: PageContentQuery = {}): Promise<ContentPage | null> {
      return page(`augmentedpage.${name}`, `/augmentedpage/${options.siteId}/${name}`, { ...query })
    },

    getCategoryContent(categoryId: string): Promise<ContentPage | null> {
      return page('category', `/category/${options.siteId}/${categoryId}`)
    },

    getProductContent(productId: string): Promise<ContentPage | null> {
      return page('product', `/product/${options.siteId}/${productId}`)
    },

    /** A fragment by id, parsed only as far as its id and type: its reader decides the rest. */
    async getFragment(fragmentId: string): Promise<ContentFragment | null> {
      const doc = await cachedDoc('fragment', `/fragment/${fragmentId}`, {}, ContentFragmentDocSchema)
      return doc ? reshapeFragment(doc) : null
    },

    /** The pop-ups of the site, in the content's order; broken entries are skipped and reported. */
    async getPopups(): Promise<Popup[]> {
      const popups = await cachedShape(
        'popups',
        `/popups/${options.siteId}`,
        {},
        ContentPopupsDocSchema,
        (doc) => {
          const { popups: shaped, issues } = reshapePopups(doc, ctx)
          if (issues.length > 0) options.onBlockIssues?.('popups', issues)
          return shaped
        },
      )
      return popups ?? []
    },

    getChildren(parentPageSlug: string): Promise<ContentList | null> {
      return list('children', `/children/${options.siteId}/${parentPageSlug}`)
    },

    search(searchType: string, query: Query): Promise<ContentList | null> {
      return list('search', `/search/${options.siteId}/${searchType}`, query)
    },

    /**
     * One page of the article search (spec 3 §7): the initial query's parameters, `offset`, `limit` and one
     * `tagId` per tag (an article with any of them matches). Cached with the `short` policy, since new articles
     * and their facet counts should show within minutes; an unknown site (404) reads as no articles.
     *
     * @example await content.searchArticles({ tagIds: ['trail'], offset: 0, limit: 6 })
     */
    async searchArticles(search: ArticleSearch): Promise<ArticleResults> {
      const query: Query = {
        q: search.q || null,
        tagId: [...new Set(search.tagIds)].sort(),
        offset: search.offset,
        limit: search.limit,
      }
      const results = await cachedShape(
        'articles',
        `/search/${options.siteId}/article`,
        query,
        ContentArticleSearchDocSchema,
        (doc) => reshapeArticleSearch(doc, ctx),
        'short',
      )
      return results ?? EMPTY_ARTICLE_RESULTS
    },

    /**
     * One page of the showcase of a document type, its documents reshaped for rendering. Never cached (the
     * `none` policy): editors call it in preview, and a listing of drafts must not outlive the request. The
     * preview date-time is passed on when the request has one.
     *
     * @example await content.getShowcase('banner', { layoutVariant: 'thin', limit: 20, offset: 0 })
     */
    async getShowcase(docType: string, query: ShowcaseQuery): Promise<Showcase> {
      const path = `/showcase/${options.siteId}/${encodeURIComponent(docType)}`
      const showcase = await cachedShape(
        'showcase',
        path,
        { layoutVariant: query.layoutVariant || null, limit: query.limit, offset: query.offset },
        ContentShowcaseDocSchema,
        (doc) => reshapeShowcase(doc, ctx, options.onBlockIssues),
        'none',
      )
      return showcase ?? { results: [], numFound: 0 }
    },
  }
}
