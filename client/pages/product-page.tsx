import type { ReactElement } from 'react'
import type { ProductDetails } from '../../shared/catalogue/catalogue'
import { isShoeSizeType } from '../../shared/catalogue/shoe-sizes'
import { booleanVariable, EXPERIMENT_FLAG_KEYS } from '../../shared/personalization/flags'
import { comparePath, favoritesPath } from '../../shared/routes'
import { Breadcrumb } from '../components/breadcrumb'
import { Deferred } from '../components/deferred'
import { KeptPart, type KeptPartKey } from '../components/kept-part'
import { Price } from '../components/price'
import { SizeGuide } from '../components/size-guide'
import { useShop } from '../i18n'
import { buyBoxFormId } from '../islands/buy-box'
import { Island } from '../islands/island'
import { LISTS, ListAdd, ListAddForm } from '../islands/list-add'
import { ProductGallery } from '../islands/product-gallery'
import { ProductAvailability } from './product/availability'
import { ProductBuyBox } from './product/buy-box'
import { ReadyMadeDesigns } from './product/designs'
import { ProductHead } from './product/head'
import { MyStoreChoice, MyStoreReserve } from './product/my-store'
import type { ProductPageProps } from './product/props'
import { MoreRail, moreTitle, PRODUCT_SECTIONS } from './product/sections'

export function ProductPage({
  product,
  category,
  colour,
  size,
  notice,
  personalisation,
  compare,
  favoriteAdded,
  keptRecipient,
  keptAmount,
  keptQty,
  myStore = null,
  designOutcome = null,
}: ProductPageProps) {
  const { t, flags, experiments } = useShop()
  const trail = category
    ? [...category.trail, { id: category.id, name: category.name, url: category.url }]
    : []
  // The e-gift card's shelf holds only itself: what it recommends is not more of its category.
  const more = moreTitle(product.digital ? null : category, t)
  // An e-gift card is sent by email: it has no pickup.
  const store =
    myStore && !product.digital
      ? { store: myStore, formId: buyBoxFormId(product.styleCode), sizeLabels: product.sizeLabels }
      : null
  // Without a form's answer, a recipe, a kept entry or a store of the shopper's, the head, the buy box and the
  // availability are the same for every shopper of this product in this colour and size: kept (decision 122).
  const plain =
    notice === null &&
    personalisation === null &&
    keptRecipient === null &&
    keptAmount === null &&
    !keptQty &&
    store === null
  const choice = `${colour}|${size ?? ''}`
  return (
    <div className="product-page">
      <Breadcrumb trail={trail} current={product.name} />
      <div className="product-page__main">
        {/* Name and price first: on a phone they come before the pictures, on the first screen (decision 055). */}
        <Kept keep={personalisation === null} holder={product} name={`head|${size ?? ''}`}>
          <ProductHead product={product} size={size} personalisation={personalisation} />
        </Kept>
        <div className="product-page__gallery">
          <Island
            name="product-gallery"
            component={ProductGallery}
            props={{
              name: product.name,
              colours: product.colours.map(({ code, name, image, views }) => ({
                code,
                name,
                views: (views ?? [{ view: 'front', image }]).map((entry) => ({
                  image: entry.image,
                  view: entry.view,
                })),
              })),
              initialColour: colour,
            }}
          />
        </div>
        <div className="product-page__details">
          <Kept keep={plain} holder={product} name={`buy-box|${choice}`}>
            <ProductBuyBox
              product={product}
              colour={colour}
              size={size}
              notice={notice}
              personalisation={personalisation}
              keptRecipient={keptRecipient}
              keptAmount={keptAmount}
              keptQty={keptQty}
              slot={store ? <MyStoreChoice {...store} /> : undefined}
            />
          </Kept>
          {store ? <MyStoreReserve {...store} /> : null}
          {product.personalisation && product.personalisation.designs.length > 0 ? (
            <ReadyMadeDesigns
              product={product}
              designs={product.personalisation.designs}
              surcharge={product.personalisation.surcharge}
              colour={colour}
              size={size}
              outcome={designOutcome}
            />
          ) : null}
          {isShoeSizeType(product.productType) ? (
            <SizeGuide productType={product.productType} sizes={product.sizes} />
          ) : (
            <Deferred id={PRODUCT_SECTIONS.sizeChart} fallback={null} />
          )}
          {/* An e-gift card is sent by email: never out of stock, never in a store. */}
          {product.digital ? null : (
            <Kept keep holder={product} name={`availability|${choice}`}>
              <ProductAvailability product={product} colour={colour} size={size} />
            </Kept>
          )}
          {booleanVariable(experiments, EXPERIMENT_FLAG_KEYS.productPage, 'show_benefits') ? (
            <ul className="product-page__benefits" aria-label={t.t('product.benefits')}>
              <li>{t.t('product.benefit.returns')}</li>
              <li>{t.t('product.benefit.pickup')}</li>
            </ul>
          ) : null}
          {flags.allowFavorites ? (
            <div className="product-page__favorite">
              {favoriteAdded ? (
                <p className="notice notice--success" role="status">
                  {t.t('favorites.added')}
                </p>
              ) : null}
              <Deferred
                id={PRODUCT_SECTIONS.favorite}
                fallback={
                  // The same form, without the island: the shopper's list streams in a moment later.
                  <ListAddForm
                    action={favoritesPath(t.locale.code)}
                    fields={favoriteFields(product, colour)}
                    mark={LISTS.favorites.mark}
                    label={t.t(LISTS.favorites.add)}
                  />
                }
              />
            </div>
          ) : null}
          <div className="product-page__compare">
            {compare.included ? (
              <>
                <p>{t.t('compare.added')}</p>
                <a href={comparePath(t.locale.code)}>{t.t('compare.view', { count: compare.count })}</a>
              </>
            ) : (
              <Island
                name="list-add"
                wordParts={['compare']}
                component={ListAdd}
                props={{
                  action: comparePath(t.locale.code),
                  locale: t.locale.code,
                  fields: { intent: 'add', styleCode: product.styleCode },
                  list: 'compare',
                  listHref: comparePath(t.locale.code),
                  count: compare.count,
                }}
              />
            )}
          </div>
          <h2 className="product-page__label">{t.t('product.description')}</h2>
          <p>{product.description}</p>
          <ProductFacts title={t.t('product.features')} lines={product.features} />
          <ProductFacts title={t.t('product.materials')} lines={product.materials} />
          <ProductFacts title={t.t('product.care')} lines={product.care} />
        </div>
      </div>
      {/* The content service's blocks for this product (complete the look, notes on fit), streamed in. */}
      <Deferred id={PRODUCT_SECTIONS.content} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.set} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.reviews} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.questions} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.more} fallback={<MoreRail title={more} />} />
      {/* On a phone, once the buy box's button has scrolled away (a scroll-driven animation, no script): the buy box's
          own form, submitted from here, checks and adds as its button does (decision 055). */}
      <div className="product-page__buy-bar">
        <div className="product-page__buy-bar-text">
          <p className="product-page__buy-bar-name">{product.name}</p>
          <Price price={product.price} />
        </div>
        <button type="submit" form={buyBoxFormId(product.styleCode)} className="button">
          {t.t('cart.addToBag')}
        </button>
      </div>
    </div>
  )
}

/** A part kept by the worker when `keep` (client/components/kept-part.tsx); else rendered for this request alone. */
function Kept({ keep, ...part }: { keep: boolean } & KeptPartKey & { children: ReactElement }) {
  return keep ? <KeptPart {...part} /> : part.children
}

/** One part of the product's copy (features, materials, care): a heading and its lines, nothing when it has none. */
function ProductFacts({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <>
      <h3 className="product-page__facts-title">{title}</h3>
      <ul className="product-page__facts">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  )
}

/** What the favourite's form posts: the product in its colour, and the page to come back to. */
const favoriteFields = (product: Pick<ProductDetails, 'styleCode' | 'url'>, colour: string) => ({
  intent: 'add',
  styleCode: product.styleCode,
  colour,
  returnTo: product.url,
})

/**
 * "Add to favorites", added in place (the `list-add` island; a plain form without JavaScript), or a link to the
 * list when this product in this colour is in it.
 */
export function FavoriteControl({
  product,
  colour,
  saved,
  count = 0,
}: {
  product: Pick<ProductDetails, 'styleCode' | 'url'>
  colour: string
  saved: boolean
  /** How many favourites the shopper has. */
  count?: number
}) {
  const { t } = useShop()
  const listHref = favoritesPath(t.locale.code)
  if (saved) return <a href={listHref}>{t.t('favorites.saved')}</a>
  return (
    <Island
      name="list-add"
      wordParts={['favorites']}
      component={ListAdd}
      props={{
        action: listHref,
        locale: t.locale.code,
        fields: favoriteFields(product, colour),
        list: 'favorites',
        listHref,
        count,
      }}
    />
  )
}
