/**
 * The promo bar's fragment: its messages in six languages, the shipping threshold in each market's currency.
 */
import { FREE_SHIPPING_THRESHOLD } from '../cart/rules'
import { marketText } from './market-text'

export const promoBar = {
  id: 'promo-bar',
  type: 'promoBar',
  autorotateTime: 6,
  closable: true,
  messages: [
    {
      id: 'promo-shipping',
      richText: marketText(FREE_SHIPPING_THRESHOLD, {
        en: 'Free shipping on orders over {amount}',
        fr: 'Livraison gratuite dès {amount} d’achat',
        de: 'Kostenloser Versand ab {amount}',
        it: 'Spedizione gratuita oltre {amount}',
        es: 'Envío gratis a partir de {amount}',
        nl: 'Gratis verzending vanaf {amount}',
      }),
      targets: [{ text: 'Shipping terms', url: '/policies/shipping-terms' }],
      textColor: '#ffffff',
      background: '#0b3d2e',
      hoverLinkColor: '#ffd166',
    },
    {
      id: 'promo-returns',
      richText: {
        $t: {
          en: 'Free returns within 60 days',
          fr: 'Retours gratuits sous 60 jours',
          de: 'Kostenlose Rücksendung innerhalb von 60 Tagen',
          it: 'Resi gratuiti entro 60 giorni',
          es: 'Devoluciones gratis en 60 días',
          nl: 'Gratis retourneren binnen 60 dagen',
        },
      },
      targets: [{ text: 'How to return', url: '/help/returns/how-to-return' }],
      textColor: '#ffffff',
      background: '#5b2333',
      hoverLinkColor: '#ffd166',
    },
    { id: 'promo-empty', richText: '   ', targets: [] },
  ],
}
