/**
 * The order's documents as one-page PDFs (`pdf.ts`), in the request's language: the invoice (the shop, the order,
 * the addresses, every line, the totals with tax, how it was paid) and the return label (from the shopper's
 * address to the market's returns centre, the return authorisation, what may go back and by when).
 */

import { moneyIn } from '../cart/texts'
import type { HistoryRow } from '../db/order-history'
import { languageOf } from '../localise'
import { carrierFor } from './fulfilment'
import { fitText, PAGE_HEIGHT, PAGE_WIDTH, type PdfBox, type PdfLine, type PdfText, writePdf } from './pdf'
import { isReturnable, type StoredAddress, type StoredOrder } from './stored-order'

type Language = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl'

interface DocumentTexts {
  invoice: string
  invoiceNumber: string
  orderNumber: string
  orderDate: string
  billTo: string
  shipTo: string
  item: string
  qty: string
  amount: string
  subtotal: string
  discounts: string
  adjustments: string
  delivery: string
  free: string
  tax: string
  vatIncluded: (amount: string) => string
  total: string
  paidWith: string
  card: string
  payLater: string
  giftCard: string
  rewardCode: string
  cancelled: string
  more: (count: number) => string
  thanks: (shop: string) => string
  returnLabel: string
  from: string
  to: string
  returnId: string
  itemsToReturn: string
  instructions: (carrier: string, date: string) => string
  returnsCentre: (shop: string) => string
}

const TEXTS: Record<Language, DocumentTexts> = {
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    billTo: 'Billed to',
    shipTo: 'Delivered to',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    adjustments: 'Store price adjustments',
    delivery: 'Delivery',
    free: 'Free',
    tax: 'Tax',
    vatIncluded: (amount) => `Includes VAT of ${amount}`,
    total: 'Total',
    paidWith: 'Paid with',
    card: 'Card',
    payLater: 'Pay later',
    giftCard: 'Gift card',
    rewardCode: 'Reward code',
    cancelled: 'This order was cancelled.',
    more: (count) => `and ${count} more items`,
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
    returnLabel: 'Return label',
    from: 'From',
    to: 'To',
    returnId: 'Return authorisation',
    itemsToReturn: 'Items you may return',
    instructions: (carrier, date) =>
      `Pack the items, stick this label on the parcel and hand it to ${carrier} by ${date}.`,
    returnsCentre: (shop) => `${shop} Returns`,
  },
  de: {
    invoice: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    item: 'Artikel',
    qty: 'Menge',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    discounts: 'Rabatte',
    adjustments: 'Preisanpassungen im Geschäft',
    delivery: 'Versand',
    free: 'Kostenlos',
    tax: 'Steuer',
    vatIncluded: (amount) => `Enthält MwSt. von ${amount}`,
    total: 'Gesamt',
    paidWith: 'Bezahlt mit',
    card: 'Karte',
    payLater: 'Später bezahlen',
    giftCard: 'Geschenkkarte',
    rewardCode: 'Prämiencode',
    cancelled: 'Diese Bestellung wurde storniert.',
    more: (count) => `und ${count} weitere Artikel`,
    thanks: (shop) => `Danke für deinen Einkauf bei ${shop}.`,
    returnLabel: 'Rücksendeetikett',
    from: 'Von',
    to: 'An',
    returnId: 'Rücksendenummer',
    itemsToReturn: 'Artikel, die du zurückschicken kannst',
    instructions: (carrier, date) =>
      `Pack die Artikel ein, kleb dieses Etikett auf das Paket und gib es bis ${date} bei ${carrier} ab.`,
    returnsCentre: (shop) => `${shop} Retouren`,
  },
  es: {
    invoice: 'Factura',
    invoiceNumber: 'Número de factura',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    billTo: 'Facturado a',
    shipTo: 'Entregado en',
    item: 'Artículo',
    qty: 'Cant.',
    amount: 'Importe',
    subtotal: 'Subtotal',
    discounts: 'Descuentos',
    adjustments: 'Ajustes de precio en tienda',
    delivery: 'Envío',
    free: 'Gratis',
    tax: 'Impuestos',
    vatIncluded: (amount) => `IVA incluido: ${amount}`,
    total: 'Total',
    paidWith: 'Pagado con',
    card: 'Tarjeta',
    payLater: 'Pagar más tarde',
    giftCard: 'Tarjeta regalo',
    rewardCode: 'Código de recompensa',
    cancelled: 'Este pedido se canceló.',
    more: (count) => `y ${count} artículos más`,
    thanks: (shop) => `Gracias por comprar en ${shop}.`,
    returnLabel: 'Etiqueta de devolución',
    from: 'De',
    to: 'Para',
    returnId: 'Autorización de devolución',
    itemsToReturn: 'Artículos que puedes devolver',
    instructions: (carrier, date) =>
      `Empaqueta los artículos, pega esta etiqueta en el paquete y entrégalo a ${carrier} antes del ${date}.`,
    returnsCentre: (shop) => `Devoluciones ${shop}`,
  },
  fr: {
    invoice: 'Facture',
    invoiceNumber: 'Numéro de facture',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    billTo: 'Facturé à',
    shipTo: 'Livré à',
    item: 'Article',
    qty: 'Qté',
    amount: 'Montant',
    subtotal: 'Sous-total',
    discounts: 'Remises',
    adjustments: 'Ajustements de prix en magasin',
    delivery: 'Livraison',
    free: 'Gratuite',
    tax: 'Taxes',
    vatIncluded: (amount) => `Dont TVA : ${amount}`,
    total: 'Total',
    paidWith: 'Payé avec',
    card: 'Carte',
    payLater: 'Payer plus tard',
    giftCard: 'Carte cadeau',
    rewardCode: 'Code de récompense',
    cancelled: 'Cette commande a été annulée.',
    more: (count) => `et ${count} autres articles`,
    thanks: (shop) => `Merci d’avoir choisi ${shop}.`,
    returnLabel: 'Étiquette de retour',
    from: 'De',
    to: 'À',
    returnId: 'Autorisation de retour',
    itemsToReturn: 'Articles que vous pouvez retourner',
    instructions: (carrier, date) =>
      `Emballez les articles, collez cette étiquette sur le colis et remettez-le à ${carrier} avant le ${date}.`,
    returnsCentre: (shop) => `Retours ${shop}`,
  },
  it: {
    invoice: 'Fattura',
    invoiceNumber: 'Numero fattura',
    orderNumber: 'Numero ordine',
    orderDate: 'Data ordine',
    billTo: 'Fatturato a',
    shipTo: 'Consegnato a',
    item: 'Articolo',
    qty: 'Qtà',
    amount: 'Importo',
    subtotal: 'Subtotale',
    discounts: 'Sconti',
    adjustments: 'Adeguamenti di prezzo in negozio',
    delivery: 'Spedizione',
    free: 'Gratuita',
    tax: 'Imposte',
    vatIncluded: (amount) => `IVA inclusa: ${amount}`,
    total: 'Totale',
    paidWith: 'Pagato con',
    card: 'Carta',
    payLater: 'Paga dopo',
    giftCard: 'Carta regalo',
    rewardCode: 'Codice premio',
    cancelled: 'Questo ordine è stato annullato.',
    more: (count) => `e altri ${count} articoli`,
    thanks: (shop) => `Grazie per aver acquistato da ${shop}.`,
    returnLabel: 'Etichetta di reso',
    from: 'Da',
    to: 'A',
    returnId: 'Autorizzazione al reso',
    itemsToReturn: 'Articoli che puoi rendere',
    instructions: (carrier, date) =>
      `Imballa gli articoli, applica questa etichetta sul pacco e consegnalo a ${carrier} entro il ${date}.`,
    returnsCentre: (shop) => `Resi ${shop}`,
  },
  nl: {
    invoice: 'Factuur',
    invoiceNumber: 'Factuurnummer',
    orderNumber: 'Bestelnummer',
    orderDate: 'Besteldatum',
    billTo: 'Gefactureerd aan',
    shipTo: 'Bezorgd op',
    item: 'Artikel',
    qty: 'Aantal',
    amount: 'Bedrag',
    subtotal: 'Subtotaal',
    discounts: 'Kortingen',
    adjustments: 'Prijsaanpassingen in de winkel',
    delivery: 'Verzending',
    free: 'Gratis',
    tax: 'Belasting',
    vatIncluded: (amount) => `Inclusief btw: ${amount}`,
    total: 'Totaal',
    paidWith: 'Betaald met',
    card: 'Kaart',
    payLater: 'Later betalen',
    giftCard: 'Cadeaukaart',
    rewardCode: 'Beloningscode',
    cancelled: 'Deze bestelling is geannuleerd.',
    more: (count) => `en nog ${count} artikelen`,
    thanks: (shop) => `Bedankt voor je aankoop bij ${shop}.`,
    returnLabel: 'Retourlabel',
    from: 'Van',
    to: 'Aan',
    returnId: 'Retourmachtiging',
    itemsToReturn: 'Artikelen die je kunt retourneren',
    instructions: (carrier, date) =>
      `Pak de artikelen in, plak dit label op het pakket en geef het vóór ${date} af bij ${carrier}.`,
    returnsCentre: (shop) => `${shop} Retouren`,
  },
}

const textsFor = (locale: string | undefined): DocumentTexts => {
  const language = languageOf(locale)
  return TEXTS[(language in TEXTS ? language : 'en') as Language]
}

/** A BCP 47 tag for `Intl` from the request's locale (`en-us`, `de_DE`). */
const tagOf = (locale: string | undefined) =>
  /^[a-z]{2}[-_][a-z]{2}$/i.test(locale ?? '') ? (locale as string).replace('_', '-') : 'en-US'

const dateIn = (locale: string | undefined) => {
  const format = new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(iso))
}

/** Where returns go, by the order's market. */
const RETURNS_CENTRE: Readonly<Record<string, readonly string[]>> = {
  USD: ['1200 Logistics Way', 'Reno, NV 89502', 'United States'],
  CAD: ['6500 Millcreek Drive', 'Mississauga, ON L5N 2W6', 'Canada'],
  GBP: ['Unit 4, Brackmills Industrial Estate', 'Northampton NN4 7PB', 'United Kingdom'],
  EUR: ['Venrayseweg 120', '5928 RH Venlo', 'Nederland'],
}

const MARGIN = 50
const RIGHT = PAGE_WIDTH - MARGIN

/**
 * An address as lines, as the post of its country writes them: name, street, the town line (`Seattle, WA 98101`
 * in North America, `London SW1A 1AA` in the UK, `10115 Berlin` elsewhere) and the country's name.
 */
function addressLines(address: StoredAddress | null, locale: string | undefined): string[] {
  if (!address) return []
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const country = address.countryCode ?? ''
  const town =
    country === 'US' || country === 'CA'
      ? `${[address.city, address.province].filter(Boolean).join(', ')} ${address.postalCode ?? ''}`
      : country === 'GB'
        ? [address.city, address.postalCode].filter(Boolean).join(' ')
        : [address.postalCode, address.city].filter(Boolean).join(' ')
  let countryName = country
  try {
    countryName = new Intl.DisplayNames([tagOf(locale)], { type: 'region' }).of(country) ?? country
  } catch {
    // An unknown region code prints as it is.
  }
  return [name, address.addressLine1, address.addressLine2, town, countryName].filter(
    (line): line is string => Boolean(line?.trim()),
  )
}

/** A drawing in progress, written top down: each call moves the pen below what it wrote. */
class Sheet {
  readonly texts: PdfText[] = []
  readonly lines: PdfLine[] = []
  readonly boxes: PdfBox[] = []
  y = PAGE_HEIGHT - MARGIN

  text(text: string, options: { x?: number; size?: number; bold?: boolean; align?: 'right' } = {}) {
    this.texts.push({ x: options.x ?? MARGIN, y: this.y, text, size: options.size ?? 10, ...options })
  }

  rule(width = 0.5) {
    this.lines.push({ x1: MARGIN, y1: this.y, x2: RIGHT, y2: this.y, width })
  }

  down(points: number) {
    this.y -= points
  }
}

/** The invoice of an order, as a one-page PDF. */
export function invoicePdf(
  row: HistoryRow,
  order: StoredOrder,
  options: { locale?: string; shopName: string; now?: Date },
): Uint8Array {
  const texts = textsFor(options.locale)
  const money = moneyIn(options.locale, order.currency)
  const date = dateIn(options.locale)
  const sheet = new Sheet()
  sheet.text(options.shopName, { size: 22, bold: true })
  sheet.text(texts.invoice, { x: RIGHT, size: 18, bold: true, align: 'right' })
  sheet.down(34)
  const facts: [string, string][] = [
    [texts.invoiceNumber, `INV-${row.order_number}`],
    [texts.orderNumber, row.order_number],
    [texts.orderDate, date(row.placed_at)],
  ]
  for (const [label, value] of facts) {
    sheet.text(label, { bold: true })
    sheet.text(value, { x: 170 })
    sheet.down(14)
  }
  if (row.fulfilment === 'Cancelled') {
    sheet.down(4)
    sheet.text(texts.cancelled, { bold: true, size: 11 })
    sheet.down(14)
  }
  sheet.down(10)

  // The addresses, side by side.
  const billing = addressLines(order.billingAddress, options.locale)
  const shipping = order.shipment ? addressLines(order.shippingAddress, options.locale) : []
  const top = sheet.y
  sheet.text(texts.billTo, { bold: true })
  if (shipping.length > 0) sheet.text(texts.shipTo, { x: 320, bold: true })
  sheet.down(14)
  for (let index = 0; index < Math.max(billing.length, shipping.length); index++) {
    if (billing[index]) sheet.text(fitText(billing[index] as string, 10, 250))
    if (shipping[index]) sheet.text(fitText(shipping[index] as string, 10, 225), { x: 320 })
    sheet.down(13)
  }
  sheet.y = Math.min(sheet.y, top - 14) - 16

  // The lines.
  sheet.boxes.push({ x: MARGIN, y: sheet.y - 6, width: RIGHT - MARGIN, height: 20, fill: 0.93 })
  sheet.text(texts.item, { x: MARGIN + 6, bold: true })
  sheet.text(texts.qty, { x: 420, bold: true, align: 'right' })
  sheet.text(texts.amount, { x: RIGHT - 6, bold: true, align: 'right' })
  sheet.down(22)
  const fitting = 22
  const shown = order.items.length > fitting ? order.items.slice(0, fitting - 1) : order.items
  for (const item of shown) {
    const sizeEntry = item.variants?.find((variant) => variant.code === 'size')
    const size = sizeEntry?.label ?? sizeEntry?.value
    const name = size && item.isDigitalProduct !== true ? `${item.name} (${size})` : item.name
    sheet.text(fitText(name, 10, 330), { x: MARGIN + 6 })
    sheet.text(String(item.qty), { x: 420, align: 'right' })
    sheet.text(item.bonus ? texts.free : money(item.price.rowTotal), { x: RIGHT - 6, align: 'right' })
    sheet.down(15)
  }
  if (shown.length < order.items.length) {
    sheet.text(texts.more(order.items.length - shown.length), { x: MARGIN + 6 })
    sheet.down(15)
  }
  sheet.rule()
  sheet.down(18)

  // The totals.
  const totals = order.totals
  const totalRow = (label: string, value: string, bold = false) => {
    sheet.text(label, { x: 330, bold })
    sheet.text(value, { x: RIGHT - 6, bold, align: 'right' })
    sheet.down(bold ? 18 : 15)
  }
  totalRow(texts.subtotal, money(totals.itemTotal))
  if (totals.totalDiscount > 0) totalRow(texts.discounts, `-${money(totals.totalDiscount)}`)
  if ((totals.priceAdjustmentTotal ?? 0) > 0)
    totalRow(texts.adjustments, `-${money(totals.priceAdjustmentTotal ?? 0)}`)
  if (order.shipment)
    totalRow(texts.delivery, (totals.shipping ?? 0) > 0 ? money(totals.shipping ?? 0) : texts.free)
  if (!totals.taxIncluded) totalRow(texts.tax, money(totals.tax ?? 0))
  sheet.lines.push({ x1: 330, y1: sheet.y + 5, x2: RIGHT, y2: sheet.y + 5, width: 1 })
  sheet.down(10)
  totalRow(texts.total, money(totals.total), true)
  if (totals.taxIncluded) {
    sheet.text(texts.vatIncluded(money(totals.tax ?? 0)), { x: RIGHT - 6, size: 9, align: 'right' })
    sheet.down(15)
  }
  sheet.down(10)

  // How it was paid.
  sheet.text(texts.paidWith, { bold: true })
  sheet.down(14)
  const payments: [string, number][] = [
    ...(order.rewardCode ? [[`${texts.rewardCode} ${order.rewardCode.label}`, order.rewardCode.amount]] : []),
    ...(order.giftCards ?? []).map((card): [string, number] => [
      `${texts.giftCard} ${card.label}`,
      card.amount,
    ]),
    ...(order.paymentMethod.code !== 'GIFT_CARD' && order.paymentMethod.amount > 0
      ? [
          [
            order.paymentMethod.code === 'PAY_LATER'
              ? texts.payLater
              : order.paymentMethod.label || texts.card,
            order.paymentMethod.amount,
          ] as [string, number],
        ]
      : []),
  ] as [string, number][]
  for (const [label, amount] of payments) {
    sheet.text(fitText(label, 10, 330))
    sheet.text(money(amount), { x: RIGHT - 6, align: 'right' })
    sheet.down(14)
  }

  sheet.y = MARGIN
  sheet.lines.push({ x1: MARGIN, y1: MARGIN + 16, x2: RIGHT, y2: MARGIN + 16, width: 0.5 })
  sheet.text(texts.thanks(options.shopName), { size: 9 })
  return writePdf(
    { texts: sheet.texts, lines: sheet.lines, boxes: sheet.boxes },
    { title: `${texts.invoice} ${row.order_number}`, created: options.now },
  )
}

/** The return label of a delivered order, as a one-page PDF. */
export function returnLabelPdf(
  row: HistoryRow,
  order: StoredOrder,
  options: { locale?: string; shopName: string; returnId: string; windowEnds: string; now?: Date },
): Uint8Array {
  const texts = textsFor(options.locale)
  const date = dateIn(options.locale)
  const carrier = carrierFor(order.shippingAddress?.countryCode ?? order.billingAddress?.countryCode)
  const sheet = new Sheet()
  sheet.text(texts.returnLabel, { size: 22, bold: true })
  sheet.text(carrier, { x: RIGHT, size: 16, bold: true, align: 'right' })
  sheet.down(36)

  // The label itself: a box to cut out, from the shopper to the returns centre.
  const boxTop = sheet.y + 12
  const from = addressLines(order.shippingAddress ?? order.billingAddress, options.locale)
  sheet.down(8)
  sheet.text(texts.from, { x: MARGIN + 16, size: 9, bold: true })
  sheet.down(14)
  for (const line of from) {
    sheet.text(fitText(line, 10, 240), { x: MARGIN + 16 })
    sheet.down(13)
  }
  sheet.down(16)
  sheet.text(texts.to, { x: 200, size: 9, bold: true })
  sheet.down(18)
  const centre = [texts.returnsCentre(options.shopName), ...(RETURNS_CENTRE[order.currency] ?? [])]
  for (const [index, line] of centre.entries()) {
    sheet.text(line, { x: 200, size: index === 0 ? 16 : 14, bold: index === 0 })
    sheet.down(19)
  }
  sheet.down(14)
  sheet.text(texts.returnId, { x: MARGIN + 16, size: 9, bold: true })
  sheet.down(22)
  sheet.text(options.returnId, { x: MARGIN + 16, size: 24, bold: true })
  sheet.text(`${texts.orderNumber} ${row.order_number}`, { x: RIGHT - 16, size: 10, align: 'right' })
  sheet.down(20)
  sheet.boxes.push({
    x: MARGIN,
    y: sheet.y,
    width: RIGHT - MARGIN,
    height: boxTop - sheet.y,
    lineWidth: 2,
  })
  sheet.down(32)

  sheet.text(fitText(texts.instructions(carrier, date(options.windowEnds)), 10, RIGHT - MARGIN))
  sheet.down(26)
  sheet.text(texts.itemsToReturn, { bold: true, size: 11 })
  sheet.down(16)
  const returnable = order.items.filter(isReturnable)
  for (const item of returnable.slice(0, 20)) {
    const sizeEntry = item.variants?.find((variant) => variant.code === 'size')
    const size = sizeEntry?.label ?? sizeEntry?.value
    sheet.text(fitText(`${item.qty} × ${item.name}${size ? ` (${size})` : ''}`, 10, RIGHT - MARGIN))
    sheet.down(14)
  }
  if (returnable.length > 20) sheet.text(texts.more(returnable.length - 20))

  sheet.y = MARGIN
  sheet.text(`${options.shopName} · ${texts.orderNumber} ${row.order_number} · ${options.returnId}`, {
    size: 8,
  })
  return writePdf(
    { texts: sheet.texts, lines: sheet.lines, boxes: sheet.boxes },
    { title: `${texts.returnLabel} ${options.returnId}`, created: options.now },
  )
}
