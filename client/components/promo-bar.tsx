import type { PromoBar as PromoBarModel } from '../../shared/content'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { PromoBarCarousel } from '../islands/promo-bar'

/** The promo messages in a strip of at most 548 px, rotating in the browser; the first shows without JavaScript. */
export function PromoBar({ promoBar }: { promoBar: PromoBarModel }) {
  const { t } = useShop()
  return (
    <Island
      name="promo-bar"
      component={PromoBarCarousel}
      props={{
        id: 'promo-bar-messages',
        autorotateMs: promoBar.autorotateMs,
        closable: promoBar.closable,
        messages: promoBar.messages,
        labels: {
          region: t.t('promo.region'),
          previous: t.t('promo.previous'),
          next: t.t('promo.next'),
          pagination: t.t('promo.pagination'),
          goTo: t.t('promo.goTo'),
          close: t.t('promo.close'),
          pause: t.t('promo.pause'),
          play: t.t('promo.play'),
        },
      }}
    />
  )
}
