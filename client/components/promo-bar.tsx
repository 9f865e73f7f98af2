import type { PromoBar as PromoBarModel } from '../../shared/content'
import { useShop } from '../i18n'

/** The promo messages in a strip of at most 548 px; each message may carry a link. */
export function PromoBar({ promoBar }: { promoBar: PromoBarModel }) {
  const { t } = useShop()
  return (
    <section className="promo-bar" aria-label={t.t('promo.region')}>
      <ul className="promo-bar__messages">
        {promoBar.messages.map((message) => (
          <li
            key={message.id}
            className="promo-bar__message"
            style={{ color: message.textColor ?? undefined, background: message.background ?? undefined }}
          >
            {message.link ? <a href={message.link.url}>{message.text}</a> : message.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
