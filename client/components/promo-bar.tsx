import type { PromoBar as PromoBarModel } from '../../shared/content/content'
import { Island } from '../islands/island'
import { PromoBarCarousel } from '../islands/promo-bar'

/** The promo messages in a strip of at most 548 px, rotating in the browser; the first shows without JavaScript. */
export function PromoBar({ promoBar }: { promoBar: PromoBarModel }) {
  return (
    <Island
      name="promo-bar"
      component={PromoBarCarousel}
      props={{
        id: 'promo-bar-messages',
        autorotateMs: promoBar.autorotateMs,
        closable: promoBar.closable,
        // The bar places each message's markup; its words and link stay on the server.
        messages: promoBar.messages.map(({ id, html, textColor, background, hoverLinkColor }) => ({
          id,
          html,
          textColor,
          background,
          ...(hoverLinkColor ? { hoverLinkColor } : {}),
        })),
      }}
    />
  )
}
