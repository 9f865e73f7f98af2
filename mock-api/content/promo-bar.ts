/**
 * The promo bar's fragment: its messages in six languages, the shipping threshold in each market's currency. The
 * first message is one link as a whole (clickable); the second is rich text with emphasis and a link of its own.
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
      clickable: true,
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
          en: 'Free returns within <strong>60 days</strong>. <a href="/help/returns/how-to-return">How to return</a>',
          fr: 'Retours gratuits sous <strong>60 jours</strong>. <a href="/help/returns/how-to-return">Comment retourner</a>',
          de: 'Kostenlose Rücksendung innerhalb von <strong>60 Tagen</strong>. <a href="/help/returns/how-to-return">So geht die Rücksendung</a>',
          it: 'Resi gratuiti entro <strong>60 giorni</strong>. <a href="/help/returns/how-to-return">Come fare un reso</a>',
          es: 'Devoluciones gratis en <strong>60 días</strong>. <a href="/help/returns/how-to-return">Cómo devolver</a>',
          nl: 'Gratis retourneren binnen <strong>60 dagen</strong>. <a href="/help/returns/how-to-return">Zo retourneer je</a>',
        },
      },
      textColor: '#ffffff',
      background: '#5b2333',
      hoverLinkColor: '#ffd166',
    },
    { id: 'promo-empty', richText: '   ', targets: [] },
  ],
}
