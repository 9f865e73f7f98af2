/**
 * The content-service client (spec 2 §7, content delivery). Every document goes through the KV cache with the
 * `long` policy as a trimmed view model; in preview mode the `preview` path is used, the editor's token is sent
 * and the cache is bypassed.
 *
 * Page lookups carry the page-content query (spec 1 §2), and what a parameter may do to the cache is decision 091:
 * `localePath` and the editor's `p13n_testcontext` are sent with every page lookup and key nothing (the locale is
 * in every key already; a test context exists only in preview, which stores nothing). A campaign parameter
 * (`leadSource`, `enrollment_marketing_source`, `storeNum`) is sent and keyed only when the content service's
 * campaigns fragment names its value, so any other value reads the default page's entry and a random one cannot
 * fill KV; such a variant is kept under the `short` policy, since purging on publish derives only the default
 * keys. A personal parameter (`email`, `consumerId`, `referral_code`, a member's id) makes the lookup one of the
 * shopper's own: never read from or written to KV, and asked with `cache-control: no-store`.
 */

import type * as z from 'zod'
import {
  type ArticleResults,
  type ArticleSearch,
  EMPTY_ARTICLE_RESULTS,
} from '../../../shared/content/articles'
import type {
  AugmentedPage,
  BlockIssue,
  ChildPage,
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
  reshapeChildPages,
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
  ContentCampaignsDocSchema,
  ContentFooterDocSchema,
  ContentFragmentDocSchema,
  ContentListDocSchema,
  ContentMenuDocSchema,
  ContentPageDocSchema,
  ContentPopupsDocSchema,
  ContentPromoBarDocSchema,
  ContentShowcaseDocSchema,
} from './schemas'

/**
 * The page-content query parameters a page passes on (spec 1 §2), each already well-formed
 * (`shared/content/page-query.ts`). `preview`, `previewDateTime`, `siteId`, `localePath` and `p13n_testcontext`
 * are the client's own, sent with every page lookup.
 */
export interface PageContentQuery {
  leadSource?: string | null
  enrollment_marketing_source?: string | null
  storeNum?: string | null
  referral_code?: string | null
  consumerId?: string | null
  email?: string | null
}

/** The campaign values the content service holds content for, as its `campaigns` fragment lists them. */
export interface ContentCampaigns {
  sources: string[]
  storeNums: string[]
}

const NO_CAMPAIGNS: ContentCampaigns = { sources: [], storeNums: [] }
/** The parameters that name one shopper (or the member who referred them): never part of a shared entry. */
const PERSONAL_PARAMETERS = ['email', 'consumerId', 'referral_code'] as const

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
  /** The locale's path prefix (`/en-us`), sent with every page lookup as `localePath`. */
  localePath: string
  /** The editor's forced variations (`p13n_testcontext`), preview only; sent with every page lookup. */
  testContext?: string | null
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

  /**
   * A lookup through the cache: keyed by `query` (with the preview's and the site's), sent with `unkeyed` added,
   * which must never change the answer for a shared entry (or come with the `none` policy).
   */
  async function cached<T>(
    label: string,
    path: string,
    query: Query,
    load: (query: Query) => Promise<T | null>,
    policy: CachePolicyName = 'long',
    unkeyed: Query = {},
  ) {
    const fullQuery = { ...query, ...previewQuery, siteId: options.siteId }
    const key = await createCacheKey({
      service: 'content',
      siteId: options.siteId,
      locale: options.locale,
      path,
      query: fullQuery,
    })
    return options.cache.get({
      key,
      label: `content.${label}`,
      policy,
      load: () => load({ ...unkeyed, ...fullQuery }),
    })
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
    unkeyed: Query = {},
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
          // A shopper's own lookup is kept by no cache on its way either (decision 091).
          ...(policy === 'none' ? { headers: { 'cache-control': 'no-store' } } : {}),
        })
        return doc ? reshape(doc) : null
      },
      policy,
      unkeyed,
    )
  }

  /** The document itself is cached: a list is reshaped on each read. */
  const cachedDoc = <S extends z.ZodType>(label: string, path: string, query: Query, schema: S) =>
    cachedShape(label, path, query, schema, (doc) => doc)

  const reshapePageDoc = (doc: z.infer<typeof ContentPageDocSchema>) => {
    const { page: shaped, issues } = reshapePage(doc, ctx)
    if (issues.length > 0) options.onBlockIssues?.(doc.id, issues)
    return shaped
  }

  /**
   * The campaign values with content of their own; none when the fragment is missing or cannot be read, so the
   * page is looked up as everyone's.
   */
  async function campaigns(): Promise<ContentCampaigns> {
    const doc = await cachedShape(
      'campaigns',
      '/fragment/campaigns',
      {},
      ContentCampaignsDocSchema,
      (fragment) => ({ sources: fragment.sources, storeNums: fragment.storeNums }),
    ).catch(() => null)
    return doc ?? NO_CAMPAIGNS
  }

  /**
   * A page lookup with the page-content query (decision 091): the campaign values the content service knows are
   * keyed, the others dropped; a personal value makes it uncached; `localePath` and the test context go along.
   */
  async function pageLookup(
    label: string,
    path: string,
    query: PageContentQuery,
  ): Promise<ContentPage | null> {
    const asked = [query.leadSource, query.enrollment_marketing_source, query.storeNum].some(Boolean)
    const known = asked ? await campaigns() : NO_CAMPAIGNS
    const source = (value: string | null | undefined) =>
      value && known.sources.includes(value) ? value : null
    const campaign: Query = {
      leadSource: source(query.leadSource),
      enrollment_marketing_source: source(query.enrollment_marketing_source),
      storeNum: query.storeNum && known.storeNums.includes(query.storeNum) ? query.storeNum : null,
    }
    const personal: Query = Object.fromEntries(PERSONAL_PARAMETERS.map((name) => [name, query[name] || null]))
    const isPersonal = Object.values(personal).some(Boolean) || Boolean(options.testContext)
    const isVariant = Object.values(campaign).some(Boolean)
    const unkeyed: Query = {
      localePath: options.localePath,
      p13n_testcontext: options.testContext || null,
      ...personal,
    }
    return cachedShape(
      label,
      path,
      campaign,
      ContentPageDocSchema,
      reshapePageDoc,
      isPersonal ? 'none' : isVariant ? 'short' : 'long',
      unkeyed,
    )
  }

  /** A category's or a product's content, which takes no page-content query but the locale's path. */
  function page(label: string, path: string): Promise<ContentPage | null> {
    return cachedShape(label, path, {}, ContentPageDocSchema, reshapePageDoc, 'long', {
      localePath: options.localePath,
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
      return pageLookup('page', `/page/${options.siteId}/${slug}`, query)
    },

    /**
     * A fixed page's content (`sign-up`, `account`) with the page's query; see the module comment for what the
     * query's values do to the cache.
     *
     * @example await content.getAugmentedPage('sign-up', { leadSource: 'trailrun', email: 'mia@example.com' })
     */
    getAugmentedPage(name: AugmentedPage, query: PageContentQuery = {}): Promise<ContentPage | null> {
      return pageLookup(`augmentedpage.${name}`, `/augmentedpage/${options.siteId}/${name}`, query)
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

    /**
     * The pages below a parent page (spec 2 §7 `children/{siteId}/{parentPageSlug}`), as its "In this section"
     * cards, cached `long` (a publish purges its parents' lists, decision 009); none when the parent has none.
     *
     * @example (await content.getChildren('stories')).map((page) => page.url) // ['/en-us/stories/trail-season', …]
     */
    async getChildren(parentPageSlug: string): Promise<ChildPage[]> {
      const pages = await cachedShape(
        'children',
        `/children/${options.siteId}/${parentPageSlug}`,
        {},
        ContentListDocSchema,
        (doc) => reshapeChildPages(doc, ctx),
      )
      return pages ?? []
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
        (doc) => reshapeShowcase(doc, ctx, options.onBlockIssues, docType),
        'none',
      )
      return showcase ?? { results: [], numFound: 0 }
    },
  }
}
