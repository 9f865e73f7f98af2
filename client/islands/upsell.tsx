/**
 * The upsell's list: each item has a checkbox (to add several at once), its details link, a quick-shop drawer to
 * choose colour and size, and an add-to-bag button. An item with a single size in stock is added at once; one
 * with several opens the drawer first, which reads the product's colours and sizes as it opens from the product
 * page's payload (`{product path}/_payload.json`, decision 108), through SWR and the browser's cache (warmed when a
 * pointer or focus reaches the item's buttons). Adding closes the drawer, and the mini cart updates
 * through the shared cart state. Rendered on the server as the list with links, so without JavaScript it is a list of products.
 */
import { useRef, useState } from 'react'
import useSWR, { preload } from 'swr'
import type { ProductPayload, QuickShopChoice } from '../../shared/catalogue/quick-shop'
import { payloadPath } from '../../shared/routes'
import { callApi, shopperMessage } from '../api'
import { type PriceText, PriceView } from '../components/price'
import { addToCart } from '../state/cart'
import { CloseButton } from './close-button'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

const useUpsellWords = () => useWords<IslandWordKey<'upsell'>>()

export interface UpsellProps {
  blockId: string
  locale: string
  layout: 'carousel' | 'stacked'
  items: {
    styleCode: string
    name: string
    url: string
    image: string | null
    price: PriceText
    /** The variant to add at once, when the product has a single one in stock; else the quick shop asks. */
    only?: QuickShopChoice
    /** Where the details link reports a click on a recommended item (HTML `ping`); absent for others. */
    ping?: string
    /** The product's rating score as the locale writes it (spec 3 §3 `score`); absent where none shows (`showScore`). */
    rating?: string
    /** The sizes in stock as the market reads them, listed in the locale's way; absent for a product of one size. */
    sizes?: string
  }[]
}

type Item = UpsellProps['items'][number]

/**
 * Where a product's quick-shop options are read, which is also their key in SWR's cache: its page's payload, the same
 * for every shopper, so the browser and shared caches keep it for a minute.
 */
const optionsPath = (item: Item) => payloadPath(item.url)

/** Read once per page: the add to bag checks the stock again, so a drawer need not refetch on focus. */
const READ_ONCE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
}

/** The product's colours and sizes, read when the drawer opens: loading, refused (with a retry) or ready. */
function useQuickShopOptions(locale: string, item: Item) {
  const words = useUpsellWords()
  const { data, error, isValidating, mutate } = useSWR(
    optionsPath(item),
    (path: string) => callApi<ProductPayload>(path, { locale }),
    READ_ONCE,
  )
  return {
    options: data,
    error: error && !isValidating ? shopperMessage(error, words.t('error.generic')) : undefined,
    retry: () => void mutate(),
  }
}

function QuickShop({
  item,
  locale,
  dialogId,
  busy,
  onAdd,
}: {
  item: Item
  locale: string
  dialogId: string
  busy: boolean
  onAdd: (choice: QuickShopChoice) => void
}) {
  const words = useUpsellWords()
  const { options, error: refusal, retry } = useQuickShopOptions(locale, item)
  const [colour, setColour] = useState<string | null>(null)
  const [size, setSize] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (refusal)
    return (
      <div className="quick-shop__form">
        <p className="field-error" role="alert">
          {refusal}
        </p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {words.t('error.tryAgain')}
        </button>
      </div>
    )
  if (!options)
    return (
      <p className="quick-shop__form" role="status">
        {words.t('section.loading')}
      </p>
    )
  const chosen = options.colours.find((entry) => entry.code === colour) ?? options.colours[0]
  const sizes = (chosen?.sizes ?? []).map((code) => ({
    code,
    label: options.sizeLabels?.[code] ?? code,
    inStock: !chosen?.soldOut?.includes(code),
  }))
  const submit = () => {
    const variant = sizes.find((entry) => entry.code === size && entry.inStock)
    if (!chosen || !variant) {
      setError(words.t('cart.chooseSize'))
      return
    }
    setError(null)
    onAdd({ colour: chosen.code, size: variant.code })
  }
  return (
    <form
      className="quick-shop__form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <fieldset>
        <legend>{words.t('product.colour')}</legend>
        <div className="quick-shop__options">
          {options.colours.map((entry) => (
            <label key={entry.code} className="quick-shop__option">
              <input
                type="radio"
                name={`${dialogId}-colour`}
                value={entry.code}
                checked={chosen?.code === entry.code}
                onChange={() => {
                  setColour(entry.code)
                  setSize(null)
                }}
              />
              <span className="swatch swatch--small" style={{ background: entry.hex }} aria-hidden="true" />
              {entry.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={error ? `${dialogId}-error` : undefined}>
        <legend>{words.t('product.size')}</legend>
        <div className="quick-shop__options">
          {sizes.map((variant) => (
            <label key={variant.code} className={variant.inStock ? 'size-option' : 'size-option is-sold-out'}>
              <input
                type="radio"
                name={`${dialogId}-size`}
                value={variant.code}
                disabled={!variant.inStock}
                checked={size === variant.code}
                onChange={() => {
                  setSize(variant.code)
                  setError(null)
                }}
              />
              <span>
                {variant.inStock ? variant.label : `${variant.label}, ${words.t('product.soldOut')}`}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${dialogId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {words.t(busy ? 'cart.adding' : 'cart.addToBag')}
      </button>
    </form>
  )
}

export function Upsell({ blockId, locale, layout, items }: UpsellProps) {
  const words = useUpsellWords()
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [open, setOpen] = useState<Item | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  const openQuickShop = (item: Item, from: HTMLElement) => {
    returnFocus.current = from
    setOpen(item)
    requestAnimationFrame(() => {
      if (dialog.current && !dialog.current.open) dialog.current.showModal()
    })
  }
  const closeQuickShop = () => {
    dialog.current?.close()
  }

  const add = async (choices: (QuickShopChoice & { styleCode: string })[]) => {
    setBusy(true)
    setStatus(null)
    try {
      for (const choice of choices) await addToCart(locale, undefined, 1, choice)
      setStatus({ kind: 'success', text: words.t('cart.added') })
      setSelected(new Set())
      closeQuickShop()
    } catch (error) {
      setStatus({
        kind: 'error',
        text: shopperMessage(error, words.t('error.generic')),
      })
    } finally {
      setBusy(false)
    }
  }

  const addSelected = (from: HTMLElement) => {
    const chosen = items.filter((item) => selected.has(item.styleCode))
    const needsChoice = chosen.find((item) => !item.only)
    if (needsChoice) {
      openQuickShop(needsChoice, from)
      return
    }
    void add(chosen.map((item) => ({ styleCode: item.styleCode, ...(item.only as QuickShopChoice) })))
  }

  /** Starts reading an item's options as a pointer or focus reaches its buttons, so its drawer opens ready. */
  const warm = (item: Item) =>
    item.only
      ? undefined
      : () => {
          preload(optionsPath(item), (path: string) => callApi(path, { locale })).catch(() => {})
        }

  const dialogId = `${blockId}-quick-shop`
  return (
    <div className="upsell__body">
      <ul className={`upsell__items upsell__items--${layout}`}>
        {items.map((item) => {
          const single = item.only ? { styleCode: item.styleCode, ...item.only } : null
          const checkboxId = `${blockId}-${item.styleCode}`
          return (
            <li key={item.styleCode} className="upsell__item">
              {item.image ? (
                <img
                  className="upsell__image"
                  src={item.image}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                />
              ) : null}
              <div className="upsell__details">
                <p className="upsell__name">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={selected.has(item.styleCode)}
                    onChange={(event) => {
                      const next = new Set(selected)
                      if (event.target.checked) next.add(item.styleCode)
                      else next.delete(item.styleCode)
                      setSelected(next)
                    }}
                  />{' '}
                  <label htmlFor={checkboxId}>
                    <span className="visually-hidden">{`${words.t('upsell.select')} `}</span>
                    {item.name}
                  </label>
                </p>
                <PriceView text={item.price} words={words} />
                {item.rating ? (
                  <p className="upsell__rating">{words.t('upsell.rating', { score: item.rating })}</p>
                ) : null}
                {item.sizes ? (
                  <p className="upsell__sizes">{words.t('upsell.sizesInStock', { sizes: item.sizes })}</p>
                ) : null}
                <p className="upsell__actions" onPointerEnter={warm(item)} onFocus={warm(item)}>
                  <a
                    href={item.url}
                    ping={item.ping}
                    className="text-link"
                    aria-label={`${words.t('upsell.details')}: ${item.name}`}
                  >
                    {words.t('upsell.details')}
                  </a>
                  <button
                    type="button"
                    className="link-button"
                    aria-haspopup="dialog"
                    aria-label={`${words.t('upsell.quickShop')}: ${item.name}`}
                    onClick={(event) => openQuickShop(item, event.currentTarget)}
                  >
                    {words.t('upsell.quickShop')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--sm"
                    disabled={busy}
                    aria-label={`${words.t('cart.addToBag')}: ${item.name}`}
                    onClick={(event) =>
                      single ? void add([single]) : openQuickShop(item, event.currentTarget)
                    }
                  >
                    {words.t('cart.addToBag')}
                  </button>
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <p className="upsell__footer">
        <button
          type="button"
          className="button"
          disabled={busy || selected.size === 0}
          onClick={(event) => addSelected(event.currentTarget)}
        >
          {`${words.t('upsell.addSelected')} (${selected.size})`}
        </button>
      </p>
      <p
        className={status?.kind === 'error' ? 'notice notice--error' : 'notice'}
        role="status"
        hidden={!status}
      >
        {status?.text}
      </p>
      <dialog
        ref={dialog}
        id={dialogId}
        className="quick-shop"
        aria-labelledby={`${dialogId}-title`}
        onClose={() => {
          setOpen(null)
          returnFocus.current?.focus()
        }}
      >
        {open ? (
          <>
            <div className="quick-shop__header">
              <h3 id={`${dialogId}-title`}>{open.name}</h3>
              <CloseButton
                className="quick-shop__close"
                label={words.t('blocks.closeDialog')}
                onClick={closeQuickShop}
              />
            </div>
            <PriceView text={open.price} words={words} />
            <QuickShop
              key={open.styleCode}
              item={open}
              locale={locale}
              dialogId={dialogId}
              busy={busy}
              onAdd={(choice) => void add([{ styleCode: open.styleCode, ...choice }])}
            />
            <p>
              <a href={open.url}>{words.t('upsell.details')}</a>
            </p>
          </>
        ) : null}
      </dialog>
    </div>
  )
}

export { Upsell as island }
