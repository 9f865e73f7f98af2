/**
 * The site chrome every page shows: the menu, the footer, the promo bar and the pop-ups. Each part is optional:
 * when the content service cannot give one, the page goes out with an empty one and the failure is logged.
 */
import { getCookie } from 'hono/cookie'
import type { SiteChrome } from '../../shared/content'
import { promoBarClosedCookie } from '../../shared/promotions'
import { logEvent } from '../context'
import type { AppContext } from '../types'

/** The site chrome, or empty parts where the content service cannot give them: a page never fails for its menu. */
export async function loadChrome(c: AppContext): Promise<SiteChrome> {
  const { content } = c.var.services
  const fallback =
    <T>(label: string, value: T) =>
    (error: unknown) => {
      logEvent(c, 'warn', `${label} unavailable`, { error: String(error) })
      return value
    }
  // A shopper who closed the promo bar this session gets no bar at all, rather than one hidden after paint.
  const promoClosed = getCookie(c, promoBarClosedCookie) === '1'
  const [menu, footer, promoBar, popups] = await Promise.all([
    content.getMenu().catch(fallback('menu', { items: [] })),
    content.getFooter().catch(fallback('footer', { columns: [], legal: [], note: null })),
    content.getPromoBar().catch(fallback('promo bar', null)),
    content.getPopups().catch(fallback('pop-ups', [])),
  ])
  return { menu, footer, promoBar: promoBar?.closable && promoClosed ? null : promoBar, popups }
}
