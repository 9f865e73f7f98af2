/**
 * The search service's recommendation lists in KV, and what its recalculation event removes (decision 101). A
 * widget's list is cached per site, locale, product and widget (`client.ts` `getRecommendations`) under the short
 * policy; when the service says it has recalculated its lists, every cached list of the widgets it names (or of all
 * widgets) is deleted, so the next page asks the service again instead of showing the old list for minutes.
 */
import { purgeEntries } from '../../cache/isolate-copies'
import { cacheKeyPrefix } from '../../cache/keys'
import { affectedSiteLocales, type PurgeScope } from '../../cache/purge'

/** The search service's recommendation call. */
export const WIDGET_RECOMMENDATIONS_PATH = '/products/v1/widgetRecommendations'

/** What a recalculation removed: how many lists, and whether that was all of them (false: call again). */
export interface RecalculationPurge {
  deleted: number
  complete: boolean
}

/** Whether a cached list's key is one of `widgets`' (a key's query holds `widget=<name>`, names sorted). */
const ofWidgets = (key: string, widgets: readonly string[] | undefined) =>
  !widgets || widgets.some((widget) => new URLSearchParams(key.split('?')[1] ?? '').get('widget') === widget)

/**
 * Deletes the cached recommendation lists of `widgets` (all widgets when absent) in the scope's sites and locales,
 * at most `limit` of them: KV operations are limited per invocation, so a bigger purge says it is not complete
 * and the service calls again, which finds the rest.
 */
export async function purgeRecommendationLists(
  kv: KVNamespace,
  options: PurgeScope & { widgets?: readonly string[]; limit: number },
): Promise<RecalculationPurge> {
  let deleted = 0
  for (const { siteId, locale } of affectedSiteLocales(options)) {
    const prefix = `${cacheKeyPrefix({ service: 'catalogue', siteId, locale, path: WIDGET_RECOMMENDATIONS_PATH })}?`
    let cursor: string | undefined
    do {
      const page = await kv.list({ prefix, cursor })
      const keys = page.keys.map((key) => key.name).filter((name) => ofWidgets(name, options.widgets))
      const room = options.limit - deleted
      await purgeEntries(kv, keys.slice(0, room))
      deleted += Math.min(keys.length, room)
      if (keys.length > room) return { deleted, complete: false }
      cursor = page.list_complete ? undefined : page.cursor
    } while (cursor)
  }
  return { deleted, complete: true }
}
