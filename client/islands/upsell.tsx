/**
 * The upsell's list: each item has a checkbox (to add several at once), its details link, a quick-shop drawer to
 * choose colour and size, and an add-to-bag button. An item with a single size in stock is added at once; one
 * with several opens the drawer first. Adding closes the drawer, and the mini cart updates through the shared
 * cart state. Rendered on the server as the list with links, so without JavaScript it is a list of products.
 */
import { useRef, useState } from 'react'
import { shopperMessage } from '../api'
import { type PriceText, PriceView } from '../components/price'
import { addToCart } from '../state/cart'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

const useUpsellWords = () => useWords<IslandWordKey<'upsell'>>()

interface UpsellVariant {
  sku: string
  colourCode: string
  size: string
  inStock: boolean
}

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
    colours: { code: string; name: string; hex: string }[]
    variants: UpsellVariant[]
    maxQty: number
    /** Where the details link reports a click on a recommended item (HTML `ping`); absent for others. */
    ping?: string
  }[]
}

type Item = UpsellProps['items'][number]

/** The only variant in stock, when there is exactly one: it can be added without choosing. */
const onlyVariant = (item: Item) => {
  const available = item.variants.filter((variant) => variant.inStock)
  return available.length === 1 ? (available[0]?.sku ?? null) : null
}

function QuickShop({
  item,
  dialogId,
  busy,
  onAdd,
}: {
  item: Item
  dialogId: string
  busy: boolean
  onAdd: (sku: string) => void
}) {
  const words = useUpsellWords()
  const [colour, setColour] = useState(item.colours[0]?.code ?? '')
  const [size, setSize] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const sizes = item.variants.filter((variant) => variant.colourCode === colour)
  const submit = () => {
    const variant = sizes.find((entry) => entry.size === size && entry.inStock)
    if (!variant) {
      setError(words.t('cart.chooseSize'))
      return
    }
    setError(null)
    onAdd(variant.sku)
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
          {item.colours.map((entry) => (
            <label key={entry.code} className="quick-shop__option">
              <input
                type="radio"
                name={`${dialogId}-colour`}
                value={entry.code}
                checked={colour === entry.code}
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
            <label key={variant.sku} className={variant.inStock ? 'size-option' : 'size-option is-sold-out'}>
              <input
                type="radio"
                name={`${dialogId}-size`}
                value={variant.size}
                disabled={!variant.inStock}
                checked={size === variant.size}
                onChange={() => {
                  setSize(variant.size)
                  setError(null)
                }}
              />
              <span>{variant.inStock ? variant.size : `${variant.size}, ${words.t('product.soldOut')}`}</span>
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

  const add = async (skus: string[]) => {
    setBusy(true)
    setStatus(null)
    try {
      for (const sku of skus) await addToCart(locale, sku, 1)
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
    const needsChoice = chosen.find((item) => onlyVariant(item) === null)
    if (needsChoice) {
      openQuickShop(needsChoice, from)
      return
    }
    void add(chosen.map((item) => onlyVariant(item) as string))
  }

  const dialogId = `${blockId}-quick-shop`
  return (
    <div className="upsell__body">
      <ul className={`upsell__items upsell__items--${layout}`}>
        {items.map((item) => {
          const single = onlyVariant(item)
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
                <p className="upsell__actions">
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
              <button
                type="button"
                className="quick-shop__close"
                aria-label={words.t('blocks.closeDialog')}
                onClick={closeQuickShop}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <PriceView text={open.price} words={words} />
            <QuickShop
              key={open.styleCode}
              item={open}
              dialogId={dialogId}
              busy={busy}
              onAdd={(sku) => void add([sku])}
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
