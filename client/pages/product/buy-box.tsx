import type { ReactNode } from 'react'
import { customAmountLimits } from '../../../shared/bag/egift-amount'
import { validateCustomAmount } from '../../../shared/bag/egift-amount-check'
import {
  DEFAULT_THREAD,
  PERSONAL_TEXT_MAX,
  type PersonalisationErrors,
  THREAD_COLOURS,
  validatePersonalisation,
} from '../../../shared/bag/embroidery'
import type { Translator } from '../../../shared/i18n/i18n'
import { cartPath, checkoutPath } from '../../../shared/routes'
import { useShop } from '../../i18n'
import { BuyBox, type BuyBoxProps } from '../../islands/buy-box'
import * as egift from '../../islands/buy-box/egift-part'
import { provideParts } from '../../islands/buy-box/parts'
import * as personalise from '../../islands/buy-box/personalise-part'
import { Island } from '../../islands/island'
import { type ProductPageProps, skusByColour } from './props'

// The server renders every buy box with the parts its product needs, which the browser loads apart (parts.ts).
provideParts({ egift, personalise })

/**
 * "Another amount" of an e-gift card: the limits as money in the page's currency, and what a form post came back
 * with (the amount as typed, and why it was refused, when it was).
 */
function customAmount(t: Translator, kept: string | null): NonNullable<BuyBoxProps['egift']>['custom'] {
  const { currency } = t.locale
  const { min, max } = customAmountLimits(currency)
  const checked = kept === null ? null : validateCustomAmount(kept, currency)
  return {
    currency,
    limits: { min: t.money(min), max: t.money(max) },
    kept,
    keptError: checked && !checked.ok ? checked.error.key : null,
  }
}

/** Why a personalisation a form post was refused with was refused, by field, so the page shows it at once. */
function refusedErrors(value: { text: string; thread: string }): PersonalisationErrors {
  const checked = validatePersonalisation(value)
  return checked.ok ? {} : checked.errors
}

/** The buy box island with the product's colours, sizes and stock, and an e-gift card's or personalisation's data. */
export function ProductBuyBox({
  product,
  colour,
  size,
  notice,
  personalisation,
  keptRecipient,
  keptAmount,
  keptQty,
  slot,
}: Pick<
  ProductPageProps,
  'product' | 'colour' | 'size' | 'notice' | 'personalisation' | 'keptRecipient' | 'keptAmount' | 'keptQty'
> & { slot?: ReactNode }) {
  const { t } = useShop()
  return (
    <Island
      name="buy-box"
      component={BuyBox}
      slot={slot}
      props={{
        locale: t.locale.code,
        styleCode: product.styleCode,
        productPath: product.url,
        colours: product.colours.map(({ code, name, hex }) => ({ code, name, hex })),
        sizes: product.sizes,
        // Only the sizes the market reads otherwise (a UK or EU shoe size); the others read as their value.
        sizeLabels: Object.fromEntries(
          Object.entries(product.sizeLabels).filter(([size, label]) => label !== size),
        ),
        // The price island shows the prices: the buy box has each variant's SKU and whether it is sold out.
        skus: skusByColour(product),
        soldOut: product.variants.filter((variant) => !variant.inStock).map((variant) => variant.sku),
        maxQty: product.maxQty,
        // Only when a plain form's quantity was refused: most pages never carry it.
        ...(keptQty ? { keptQty } : {}),
        initialColour: colour,
        initialSize: size,
        initialNotice: notice,
        bcp47: t.locale.bcp47,
        paths: { bag: cartPath(t.locale.code), checkout: checkoutPath(t.locale.code) },
        egift: product.digital
          ? {
              amounts: Object.fromEntries(
                product.variants.map((variant) => [
                  variant.size,
                  t.money(variant.price.current, variant.price.currency),
                ]),
              ),
              kept: keptRecipient,
              custom: customAmount(t, keptAmount),
            }
          : null,
        personalise: product.personalisation
          ? {
              surcharge: t.money(product.personalisation.surcharge, product.price.currency),
              initial: {
                on: personalisation?.on ?? false,
                text: personalisation?.text ?? '',
                thread: personalisation?.thread ?? DEFAULT_THREAD,
              },
              refused: personalisation?.refused ?? false,
              initialErrors: personalisation?.refused ? refusedErrors(personalisation) : {},
              max: PERSONAL_TEXT_MAX,
              threads: THREAD_COLOURS.map(({ code, hex }) => ({ code, hex })),
            }
          : null,
      }}
      wordParts={[
        ...(product.digital ? (['egift'] as const) : []),
        ...(product.personalisation ? (['personalise'] as const) : []),
      ]}
    />
  )
}
