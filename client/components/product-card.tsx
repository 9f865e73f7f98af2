import type { ProductSummary } from '../../shared/catalogue/catalogue'
import { useShop } from '../i18n'
import { KeptPart } from './kept-part'
import { Price } from './price'

const BADGE_KEYS = { 'free-gift': 'badge.freeGift', 'marked-down': 'badge.markedDown' } as const

/** The link at the top of a product's card: its picture in the colour shown, then its name as the card's heading. */
export function ProductCardLink({
  href,
  ping,
  image,
  name,
  heading: Heading = 'h3',
  eager = false,
  lead = false,
  decoding,
}: {
  href: string
  /** Where the link reports a click (HTML `ping`). */
  ping?: string
  /** The picture of the colour shown, if the product has one. */
  image: string | undefined
  name: string
  heading?: 'h2' | 'h3'
  /** Whether the picture loads at once, as the first cards of a page do, rather than as it nears the screen. */
  eager?: boolean
  /** Whether the picture is the page's lead (its largest in the first view): it loads at once, ahead of the rest. */
  lead?: boolean
  decoding?: 'async'
}) {
  return (
    <a className="product-card__link" href={href} ping={ping}>
      {image ? (
        <img
          className="product-card__image"
          src={image}
          alt=""
          width={500}
          height={500}
          loading={eager || lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
          decoding={decoding}
        />
      ) : null}
      <Heading className="product-card__name">{name}</Heading>
    </a>
  )
}

export function ProductCard({
  product,
  eager = false,
  lead = false,
  colours = [],
  ping,
}: {
  product: ProductSummary
  eager?: boolean
  /** Whether its picture is the page's lead picture (`ProductCardLink`'s `lead`). */
  lead?: boolean
  /** Where the link reports a click (HTML `ping`): a recommended product's click token (decision 062). */
  ping?: string
  /** Colours the shopper filtered by: the card shows and links the first of them the product comes in. */
  colours?: readonly string[]
}) {
  const { t } = useShop()
  const [first] = product.colours
  const filtered = product.colours.find((colour) => colours.includes(colour.code))
  const shown = filtered ?? first
  const href = filtered && filtered !== first ? `${product.url}?colour=${filtered.code}` : product.url
  return (
    <article className="product-card">
      <ProductCardLink
        href={href}
        ping={ping}
        image={shown?.image}
        name={product.name}
        eager={eager}
        lead={lead}
        decoding="async"
      />
      <p className="product-card__brand">{product.brand}</p>
      {product.badges.map((badge) => (
        <span key={badge} className={`badge badge--${badge}`}>
          {t.t(BADGE_KEYS[badge])}
        </span>
      ))}
      <Price price={product.price} />
      {product.colours.length > 1 ? (
        <p className="product-card__colours">
          <span className="product-card__swatches" aria-hidden="true">
            {product.colours.slice(0, 5).map((colour) => (
              <span
                key={colour.code}
                className="swatch swatch--small"
                style={{ background: colour.hex }}
                title={colour.name}
              />
            ))}
          </span>
          {t.plural('product.colours', product.colours.length)}
        </p>
      ) : null}
      {product.rating.count > 0 ? (
        <p className="product-card__rating">
          <span aria-hidden="true">★ </span>
          {`${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`}
        </p>
      ) : null}
    </article>
  )
}

export function ProductGrid({
  products,
  eagerCount = 4,
  leadImage = false,
  list,
  colours,
  pings,
}: {
  products: readonly ProductSummary[]
  eagerCount?: number
  /** Whether the first card's picture is the page's lead picture: the listing's, when nothing above it has one. */
  leadImage?: boolean
  /** Colours the listing is filtered by, for the cards to show. */
  colours?: readonly string[]
  /** The analytics name of this list (`category:1000`), recorded when a product in it is opened. */
  list?: string
  /** Where a product's link reports a click (HTML `ping`), by style code: a recommended product's. */
  pings?: Readonly<Record<string, string>>
}) {
  return (
    <ul className="product-grid" data-list={list}>
      {products.map((product, index) => {
        const eager = index < eagerCount
        const lead = leadImage && index === 0
        const ping = pings?.[product.styleCode]
        // Everything the card reads besides the product and the translator: it is kept per product by these.
        const shown = colours?.length
          ? product.colours.find((colour) => colours.includes(colour.code))
          : undefined
        return (
          <li key={product.styleCode} data-position={index + 1} data-style-code={product.styleCode}>
            <KeptPart holder={product} name={`card|${eager}|${lead}|${shown?.code ?? ''}|${ping ?? ''}`}>
              <ProductCard product={product} eager={eager} lead={lead} colours={colours} ping={ping} />
            </KeptPart>
          </li>
        )
      })}
    </ul>
  )
}
