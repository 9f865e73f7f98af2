import { THREAD_COLOURS } from '../../../shared/bag/embroidery'
import type { ProductDetails, ReadyMadeDesign } from '../../../shared/catalogue/catalogue'
import { useShop } from '../../i18n'

/**
 * What the page says at one design's form after a plain post: its add refused (the message, the size as posted),
 * or done.
 */
export type DesignOutcome =
  | { code: string; kind: 'refused'; message: string; size: string | null }
  | { code: string; kind: 'added' }

/** Dark threads show on a light fabric, light ones on a dark fabric, as the buy box's own preview does. */
const DARK_THREADS = new Set(['black', 'navy', 'red'])

/** The anchor of a design's form, where the page comes back to after its post. */
export const designAnchor = (code: string) => `design-${code}`

/**
 * "Or choose one of our designs" (decision 030): the shop's ready-made personalisations of the product, each with
 * its preview and a plain form of its own (the size in the page's colour, one unit) that posts to the product's
 * own address as the buy box's does. Server markup only, no script: the product page's script budget is full.
 */
export function ReadyMadeDesigns({
  product,
  designs,
  surcharge,
  colour,
  size,
  outcome,
}: {
  product: Pick<
    ProductDetails,
    'styleCode' | 'url' | 'sizes' | 'sizeLabels' | 'variants' | 'colours' | 'price'
  >
  designs: readonly ReadyMadeDesign[]
  surcharge: number
  colour: string
  size: string | null
  outcome: DesignOutcome | null
}) {
  const { t } = useShop()
  const colourName = product.colours.find((entry) => entry.code === colour)?.name ?? colour
  const sizes = product.sizes.flatMap((value) => {
    const variant = product.variants.find((entry) => entry.colourCode === colour && entry.size === value)
    return variant ? [{ value, label: product.sizeLabels[value] ?? value, inStock: variant.inStock }] : []
  })
  const firstInStock = sizes.find((entry) => entry.inStock)?.value
  // A colour sold out in every size has nothing to stitch on: the buy box already says it is sold out.
  if (!firstInStock) return null
  const titleId = `designs-${product.styleCode}`
  return (
    <section className="designs" aria-labelledby={titleId}>
      <h2 id={titleId} className="designs__title">
        {t.t('custom.designs.title', { price: t.money(surcharge, product.price.currency) })}
      </h2>
      <ul className="designs__list">
        {designs.map((design) => {
          const anchor = designAnchor(design.code)
          const mine = outcome?.code === design.code ? outcome : null
          const refused = mine?.kind === 'refused' ? mine : null
          const kept = refused?.size ?? size
          const chosen =
            kept && sizes.some((entry) => entry.value === kept && entry.inStock) ? kept : firstInStock
          const hex = THREAD_COLOURS.find((thread) => thread.code === design.thread)?.hex
          const thread = t.t(`custom.thread.${design.thread}`)
          return (
            <li key={design.code} id={anchor} className="designs__item">
              <form method="post" action={product.url} className="designs__form" noValidate>
                <p
                  className={`stitch-preview${DARK_THREADS.has(design.thread) ? ' is-light' : ''}`}
                  aria-hidden="true"
                  style={{ color: hex }}
                >
                  {design.text}
                </p>
                <p className="designs__name">{t.t('custom.line', { text: design.text, thread })}</p>
                <input type="hidden" name="styleCode" value={product.styleCode} />
                <input type="hidden" name="colour" value={colour} />
                <input type="hidden" name="qty" value="1" />
                <input type="hidden" name="design" value={design.code} />
                {sizes.length > 1 ? (
                  <div className="designs__size">
                    <label htmlFor={`${anchor}-size`}>
                      {t.t('custom.designs.size', { colour: colourName })}
                    </label>
                    <select
                      id={`${anchor}-size`}
                      name="size"
                      defaultValue={chosen}
                      // biome-ignore lint/a11y/noAutofocus: -- a refused form post comes back with focus on what to correct
                      autoFocus={refused !== null}
                      aria-invalid={refused ? true : undefined}
                      aria-describedby={refused ? `${anchor}-error` : undefined}
                    >
                      {sizes.map((entry) => (
                        <option key={entry.value} value={entry.value} disabled={!entry.inStock}>
                          {entry.inStock
                            ? entry.label
                            : t.t('custom.designs.sizeSoldOut', { size: entry.label })}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <input type="hidden" name="size" value={firstInStock} />
                )}
                <button
                  type="submit"
                  className="button button--secondary designs__add"
                  // biome-ignore lint/a11y/noAutofocus: -- a refused form post comes back with focus on its form
                  autoFocus={refused !== null && sizes.length <= 1}
                  aria-describedby={refused && sizes.length <= 1 ? `${anchor}-error` : undefined}
                >
                  {t.t('custom.designs.add', { design: design.text })}
                </button>
                {refused ? (
                  <p id={`${anchor}-error`} className="field-error designs__notice" role="alert">
                    {refused.message}
                  </p>
                ) : mine ? (
                  <p className="notice notice--success designs__notice" role="status">
                    {t.t('cart.added')}
                  </p>
                ) : null}
              </form>
            </li>
          )
        })}
      </ul>
      <p className="designs__made-to-order">{t.t('custom.madeToOrder')}</p>
      <p className="designs__no-returns">{t.t('custom.noReturns')}</p>
    </section>
  )
}
