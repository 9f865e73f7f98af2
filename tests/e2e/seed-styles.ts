/**
 * Products the bag and checkout tests fill a bag with, picked from the seed by price (decision 053) rather than by
 * style code: a "dear" one alone earns the gift with purchase in every currency (mock-api/cart/rules.ts), is
 * priced alike in every size and comes in M.
 */
import { GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import { seededProducts, seededStyle, seedPriceOf } from '../fixtures/seed-products'

const dear = seededProducts({ currency: 'USD', from: 120, plain: true, stock: 5, kind: 'apparel' }, 4).map(
  ({ product }) => ({ style: product.styleCode, name: product.name }),
)

/** Four dear apparel products, each alone over the gift's threshold. */
export const [DEAR_A, DEAR_B, DEAR_C, DEAR_D] = dear as [
  (typeof dear)[0],
  (typeof dear)[0],
  (typeof dear)[0],
  (typeof dear)[0],
]

/** Whether one of the style, in US dollars, earns the free socks. */
export const earnsGift = (styleCode: string, qty = 1) =>
  seedPriceOf(seededStyle(styleCode), 'USD').current * qty >= GIFT_WITH_PURCHASE.threshold.USD
