/**
 * A product's reviews as pages, through SWR: one key per sort and starting point, so a sort the shopper already
 * looked at shows again at once, a second request for the same page while one is under way shares it, and
 * "show more" fetches only the next page. The page the server rendered seeds the first key, so hydrating fetches
 * nothing. Reviews change slowly and the shopper writes into this list, so nothing is refetched on focus or
 * reconnect: a refetch would drop the review just written until the moderation queue publishes it.
 */
import { type Cache, useSWRConfig } from 'swr'
import useSWRInfinite, { unstable_serialize } from 'swr/infinite'
import type { Review, ReviewPage, ReviewSort, ReviewSummary } from '../../shared/catalogue/community'
import { callApi } from '../api'

export interface ReviewPagesOptions {
  /** `/api/products/{styleCode}/reviews`. */
  base: string
  locale: string
  /** The page the server rendered, with its sort and starting point. */
  initial: ReviewPage
  sort: ReviewSort
  pageSize: number
}

export interface ReviewPages {
  summary: ReviewSummary
  reviews: Review[]
  /** Where the first shown page starts: the server's start for its own sort, 0 for any other. */
  start: number
  hasMore: boolean
  loading: boolean
  error: unknown
  showMore: () => void
  /** Shows a review the shopper just wrote at the top, and counts it in the summary. */
  addWritten: (review: Review) => void
}

const pageEnd = (page: ReviewPage) => page.start + page.reviews.length

const pageKey = (base: string, sort: ReviewSort, start: number) => `${base}?sort=${sort}&start=${start}`

/**
 * Puts data the page was rendered with in SWR's cache, unless the key has data already. In the browser only: on
 * the server the cache would outlive the request and serve one request's reviews to the next.
 */
function seed(cache: Cache, key: string, data: unknown): void {
  if (typeof document === 'undefined') return
  const state = cache.get(key)
  if (state?.data === undefined) cache.set(key, { ...state, data })
}

export function useReviewPages({ base, locale, initial, sort, pageSize }: ReviewPagesOptions): ReviewPages {
  const start = sort === initial.sort ? initial.start : 0
  const getKey = (index: number, previous: ReviewPage | null) =>
    previous && (previous.reviews.length === 0 || pageEnd(previous) >= previous.summary.total)
      ? null
      : pageKey(base, sort, start + index * pageSize)
  // The rendered page is the cached answer for its key and the first of its sort's pages, so hydrating fetches
  // nothing and "show more" fetches the next page only.
  const { cache } = useSWRConfig()
  if (sort === initial.sort) {
    seed(cache, pageKey(base, initial.sort, initial.start), initial)
    seed(cache, unstable_serialize(getKey), [initial])
  }
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite<ReviewPage>(
    getKey,
    (url: string) => callApi<ReviewPage>(url, { locale }),
    {
      fallbackData: sort === initial.sort ? [initial] : undefined,
      keepPreviousData: true,
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  )
  const pages = data ?? []
  const first = pages[0] ?? initial
  const last = pages.at(-1) ?? initial
  return {
    summary: first.summary,
    reviews: pages.flatMap((page) => page.reviews),
    start: first.start,
    hasMore: pageEnd(last) < last.summary.total && last.reviews.length > 0,
    loading: isValidating,
    error,
    showMore: () => void setSize(size + 1),
    addWritten: (review) =>
      void mutate(
        (current) => {
          const [head = first, ...rest] = current ?? [first]
          const total = head.summary.total + 1
          const summary: ReviewSummary = {
            total,
            average:
              Math.round(((head.summary.average * head.summary.total + review.rating) / total) * 10) / 10,
            histogram: head.summary.histogram.map((bar) =>
              bar.stars === review.rating ? { ...bar, count: bar.count + 1 } : bar,
            ),
          }
          return [{ ...head, summary, reviews: [review, ...head.reviews] }, ...rest]
        },
        { revalidate: false },
      ),
  }
}
