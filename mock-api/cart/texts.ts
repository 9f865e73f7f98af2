/**
 * What the cart service says to shoppers, in each language it answers in (the request's `locale`), as a commerce
 * platform keeps its promotion callouts and delivery method names per locale. Amounts are formatted for the
 * locale. Approaching-promotion callouts have the three pipe-separated parts of spec 2 §8: below the threshold,
 * above it, reached.
 */
import { languageOf } from '../localise'

type Language = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl'

export interface CartTexts {
  methods: Record<
    'standard' | 'express' | 'pudo' | 'sts' | 'pickup' | 'digital' | 'customs',
    [label: string, time: string]
  >
  freeShippingCallout: (distance: string) => string
  spendAndSaveCallout: (distance: string, amount: string) => string
  /** The gift with purchase's callout; above the threshold means the shopper declined the gift. */
  freeSocksCallout: (distance: string) => string
  /** The members' welcome offer (a REGISTERED promotion, decision 109), as a guest's bag is told it. */
  membersWelcomeCallout: string
  freeShippingName: string
  spendAndSaveName: (amount: string, threshold: string) => string
  percentOffName: (percent: number) => string
  /** The footwear promotion (a product promotion: a share off each pair). */
  footwearOffName: (percent: number) => string
  /** A line's variation attributes, as its options are named (spec 2 §3's `attributes`). */
  attributeNames: Record<'color' | 'size', string>
  /** The associate discount (decision 049) as the order's promotion. */
  employeeDiscountName: (percent: number) => string
  /** The associate discount's banner: its cap used up | applied, with what is left of the cap after this order. */
  employeeDiscountCallout: (percent: number, left: string, cap: string) => string
  /** A store associate's price adjustment, by its reason (decision 031). */
  adjustmentReasons: Record<'PRICE_MATCH' | 'DAMAGED_ITEM' | 'SERVICE_RECOVERY', string>
}

const TEXTS: Record<Language, CartTexts> = {
  en: {
    methods: {
      standard: ['Standard delivery', '3-5 business days'],
      express: ['Express delivery', '1-2 business days'],
      pudo: ['Collection point', '2-4 business days'],
      sts: ['Ship to store', '4-6 business days'],
      pickup: ['Pick up in store', 'Same day'],
      digital: ['By email', 'Within minutes'],
      customs: ['Made to order', 'Ships in 10–14 days'],
    },
    freeShippingCallout: (distance) =>
      `Spend ${distance} more for free standard delivery|Free standard delivery is unlocked|You get free standard delivery`,
    spendAndSaveCallout: (distance, amount) =>
      `Spend ${distance} more to save ${amount}|You save ${amount} on this order|${amount} off your order`,
    freeSocksCallout: (distance) =>
      `Spend ${distance} more for free socks|Your order qualifies for free socks|Free socks added to your bag`,
    membersWelcomeCallout:
      'Members save 10% with code WELCOME10|Members save 10% with code WELCOME10|Your members’ 10% is applied',
    freeShippingName: 'Free standard delivery',
    spendAndSaveName: (amount, threshold) => `Spend ${threshold}, save ${amount}`,
    percentOffName: (percent) => `${percent}% off your order`,
    footwearOffName: (percent) => `${percent}% off footwear`,
    attributeNames: { color: 'Color', size: 'Size' },
    employeeDiscountName: (percent) => `${percent}% associate discount`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|You have used this year’s associate discount allowance of ${cap}. Promotion codes apply again.|Your ${percent}% associate discount is applied. ${left} of your ${cap} yearly allowance is left after this order. It does not combine with promotion codes.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Price match',
      DAMAGED_ITEM: 'Damaged item',
      SERVICE_RECOVERY: 'Service recovery',
    },
  },
  de: {
    methods: {
      standard: ['Standardversand', '3–5 Werktage'],
      express: ['Expressversand', '1–2 Werktage'],
      pudo: ['Abholstation', '2–4 Werktage'],
      sts: ['Lieferung ins Geschäft', '4–6 Werktage'],
      pickup: ['Abholung im Geschäft', 'Am selben Tag'],
      digital: ['Per E-Mail', 'In wenigen Minuten'],
      customs: ['Auf Bestellung gefertigt', 'Versand in 10–14 Tagen'],
    },
    freeShippingCallout: (distance) =>
      `Noch ${distance} bis zum kostenlosen Standardversand|Kostenloser Standardversand freigeschaltet|Dein Standardversand ist kostenlos`,
    spendAndSaveCallout: (distance, amount) =>
      `Noch ${distance}, dann sparst du ${amount}|Du sparst ${amount} bei dieser Bestellung|${amount} Rabatt auf deine Bestellung`,
    freeSocksCallout: (distance) =>
      `Noch ${distance} bis zu deinen kostenlosen Socken|Deine Bestellung erhält kostenlose Socken|Kostenlose Socken liegen in deinem Warenkorb`,
    membersWelcomeCallout:
      'Mitglieder sparen 10 % mit dem Code WELCOME10|Mitglieder sparen 10 % mit dem Code WELCOME10|Deine 10 % Mitgliederrabatt sind abgezogen',
    freeShippingName: 'Kostenloser Standardversand',
    spendAndSaveName: (amount, threshold) => `Ab ${threshold} Bestellwert ${amount} sparen`,
    percentOffName: (percent) => `${percent} % Rabatt auf deine Bestellung`,
    footwearOffName: (percent) => `${percent} % Rabatt auf Schuhe`,
    attributeNames: { color: 'Farbe', size: 'Größe' },
    employeeDiscountName: (percent) => `${percent} % Mitarbeiterrabatt`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|Du hast deinen Mitarbeiterrabatt für dieses Jahr (${cap}) ausgeschöpft. Aktionscodes gelten wieder.|Dein Mitarbeiterrabatt von ${percent} % ist abgezogen. Nach dieser Bestellung bleiben dir ${left} von ${cap} für dieses Jahr. Er lässt sich nicht mit Aktionscodes kombinieren.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Preisangleichung',
      DAMAGED_ITEM: 'Beschädigter Artikel',
      SERVICE_RECOVERY: 'Kulanz',
    },
  },
  es: {
    methods: {
      standard: ['Envío estándar', '3-5 días laborables'],
      express: ['Envío exprés', '1-2 días laborables'],
      pudo: ['Punto de recogida', '2-4 días laborables'],
      sts: ['Envío a tienda', '4-6 días laborables'],
      pickup: ['Recogida en tienda', 'El mismo día'],
      digital: ['Por correo electrónico', 'En unos minutos'],
      customs: ['Hecho por encargo', 'Se envía en 10–14 días'],
    },
    freeShippingCallout: (distance) =>
      `Añade ${distance} más para el envío estándar gratis|Envío estándar gratis desbloqueado|Tu envío estándar es gratis`,
    spendAndSaveCallout: (distance, amount) =>
      `Añade ${distance} más y ahorra ${amount}|Ahorras ${amount} en este pedido|${amount} de descuento en tu pedido`,
    freeSocksCallout: (distance) =>
      `Añade ${distance} más y llévate unos calcetines gratis|Tu pedido tiene derecho a unos calcetines gratis|Calcetines gratis añadidos a tu cesta`,
    membersWelcomeCallout:
      'Los miembros ahorran un 10 % con el código WELCOME10|Los miembros ahorran un 10 % con el código WELCOME10|Tu 10 % de miembro está aplicado',
    freeShippingName: 'Envío estándar gratis',
    spendAndSaveName: (amount, threshold) => `Gasta ${threshold} y ahorra ${amount}`,
    percentOffName: (percent) => `${percent} % de descuento en tu pedido`,
    footwearOffName: (percent) => `${percent} % de descuento en calzado`,
    attributeNames: { color: 'Color', size: 'Talla' },
    employeeDiscountName: (percent) => `${percent} % de descuento para empleados`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|Has agotado tu descuento para empleados de este año (${cap}). Los códigos promocionales vuelven a aplicarse.|Se ha aplicado tu descuento para empleados del ${percent} %. Tras este pedido te quedan ${left} de tu límite anual de ${cap}. No se combina con códigos promocionales.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Igualación de precio',
      DAMAGED_ITEM: 'Artículo dañado',
      SERVICE_RECOVERY: 'Compensación por el servicio',
    },
  },
  fr: {
    methods: {
      standard: ['Livraison standard', '3 à 5 jours ouvrés'],
      express: ['Livraison express', '1 à 2 jours ouvrés'],
      pudo: ['Point relais', '2 à 4 jours ouvrés'],
      sts: ['Livraison en magasin', '4 à 6 jours ouvrés'],
      pickup: ['Retrait en magasin', 'Le jour même'],
      digital: ['Par e-mail', 'En quelques minutes'],
      customs: ['Fabriqué sur commande', 'Expédié sous 10 à 14 jours'],
    },
    freeShippingCallout: (distance) =>
      `Plus que ${distance} pour la livraison standard offerte|Livraison standard offerte débloquée|Votre livraison standard est offerte`,
    spendAndSaveCallout: (distance, amount) =>
      `Plus que ${distance} pour économiser ${amount}|Vous économisez ${amount} sur cette commande|${amount} de remise sur votre commande`,
    freeSocksCallout: (distance) =>
      `Plus que ${distance} pour des chaussettes offertes|Votre commande donne droit à des chaussettes offertes|Chaussettes offertes ajoutées à votre panier`,
    membersWelcomeCallout:
      'Les membres économisent 10 % avec le code WELCOME10|Les membres économisent 10 % avec le code WELCOME10|Vos 10 % de membre sont appliqués',
    freeShippingName: 'Livraison standard offerte',
    spendAndSaveName: (amount, threshold) => `${amount} offerts dès ${threshold} d’achat`,
    percentOffName: (percent) => `${percent} % de remise sur votre commande`,
    footwearOffName: (percent) => `${percent} % de remise sur les chaussures`,
    attributeNames: { color: 'Couleur', size: 'Taille' },
    employeeDiscountName: (percent) => `Remise collaborateur de ${percent} %`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|Vous avez utilisé votre remise collaborateur de l’année (${cap}). Les codes promotionnels s’appliquent de nouveau.|Votre remise collaborateur de ${percent} % est appliquée. Après cette commande, il vous reste ${left} sur votre plafond annuel de ${cap}. Elle n’est pas cumulable avec les codes promotionnels.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Alignement de prix',
      DAMAGED_ITEM: 'Article endommagé',
      SERVICE_RECOVERY: 'Geste commercial',
    },
  },
  it: {
    methods: {
      standard: ['Spedizione standard', '3-5 giorni lavorativi'],
      express: ['Spedizione express', '1-2 giorni lavorativi'],
      pudo: ['Punto di ritiro', '2-4 giorni lavorativi'],
      sts: ['Spedizione in negozio', '4-6 giorni lavorativi'],
      pickup: ['Ritiro in negozio', 'In giornata'],
      digital: ['Via e-mail', 'In pochi minuti'],
      customs: ['Realizzato su ordinazione', 'Spedito in 10–14 giorni'],
    },
    freeShippingCallout: (distance) =>
      `Ancora ${distance} per la spedizione standard gratuita|Spedizione standard gratuita sbloccata|La spedizione standard è gratuita`,
    spendAndSaveCallout: (distance, amount) =>
      `Ancora ${distance} per risparmiare ${amount}|Risparmi ${amount} su questo ordine|${amount} di sconto sul tuo ordine`,
    freeSocksCallout: (distance) =>
      `Ancora ${distance} per avere calze in omaggio|Il tuo ordine ha diritto a calze in omaggio|Calze in omaggio aggiunte al carrello`,
    membersWelcomeCallout:
      'I membri risparmiano il 10% con il codice WELCOME10|I membri risparmiano il 10% con il codice WELCOME10|Il tuo 10% da membro è applicato',
    freeShippingName: 'Spedizione standard gratuita',
    spendAndSaveName: (amount, threshold) => `Spendi ${threshold}, risparmi ${amount}`,
    percentOffName: (percent) => `${percent}% di sconto sul tuo ordine`,
    footwearOffName: (percent) => `${percent}% di sconto sulle calzature`,
    attributeNames: { color: 'Colore', size: 'Taglia' },
    employeeDiscountName: (percent) => `Sconto dipendenti del ${percent}%`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|Hai esaurito lo sconto dipendenti di quest’anno (${cap}). I codici promozionali valgono di nuovo.|Il tuo sconto dipendenti del ${percent}% è applicato. Dopo questo ordine ti restano ${left} del tuo limite annuale di ${cap}. Non è cumulabile con i codici promozionali.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Allineamento del prezzo',
      DAMAGED_ITEM: 'Articolo danneggiato',
      SERVICE_RECOVERY: 'Gesto commerciale',
    },
  },
  nl: {
    methods: {
      standard: ['Standaardverzending', '3-5 werkdagen'],
      express: ['Expresverzending', '1-2 werkdagen'],
      pudo: ['Afhaalpunt', '2-4 werkdagen'],
      sts: ['Verzending naar winkel', '4-6 werkdagen'],
      pickup: ['Afhalen in de winkel', 'Dezelfde dag'],
      digital: ['Per e-mail', 'Binnen enkele minuten'],
      customs: ['Op bestelling gemaakt', 'Verzonden binnen 10–14 dagen'],
    },
    freeShippingCallout: (distance) =>
      `Nog ${distance} voor gratis standaardverzending|Gratis standaardverzending ontgrendeld|Je standaardverzending is gratis`,
    spendAndSaveCallout: (distance, amount) =>
      `Nog ${distance} en je bespaart ${amount}|Je bespaart ${amount} op deze bestelling|${amount} korting op je bestelling`,
    freeSocksCallout: (distance) =>
      `Nog ${distance} voor gratis sokken|Je bestelling komt in aanmerking voor gratis sokken|Gratis sokken toegevoegd aan je winkelmand`,
    membersWelcomeCallout:
      'Leden besparen 10% met de code WELCOME10|Leden besparen 10% met de code WELCOME10|Je ledenkorting van 10% is toegepast',
    freeShippingName: 'Gratis standaardverzending',
    spendAndSaveName: (amount, threshold) => `Besteed ${threshold}, bespaar ${amount}`,
    percentOffName: (percent) => `${percent}% korting op je bestelling`,
    footwearOffName: (percent) => `${percent}% korting op schoenen`,
    attributeNames: { color: 'Kleur', size: 'Maat' },
    employeeDiscountName: (percent) => `${percent}% personeelskorting`,
    employeeDiscountCallout: (percent, left, cap) =>
      `|Je hebt je personeelskorting voor dit jaar (${cap}) opgebruikt. Kortingscodes gelden weer.|Je personeelskorting van ${percent}% is verrekend. Na deze bestelling heb je nog ${left} van je jaarlimiet van ${cap}. Ze is niet te combineren met kortingscodes.`,
    adjustmentReasons: {
      PRICE_MATCH: 'Prijsmatch',
      DAMAGED_ITEM: 'Beschadigd artikel',
      SERVICE_RECOVERY: 'Compensatie voor de service',
    },
  },
}

/** The cart texts for a request's locale (`en-us`, `de_DE`), English when the language is not served. */
export function cartTextsFor(locale: string | undefined): CartTexts {
  const language = languageOf(locale)
  return TEXTS[(language in TEXTS ? language : 'en') as Language]
}

/** Formats an amount in a currency for a request's locale. */
export function moneyIn(locale: string | undefined, currency: string): (amount: number) => string {
  const tag = localeTag(locale)
  const format = new Intl.NumberFormat(tag, { style: 'currency', currency })
  return (amount) => format.format(amount)
}

/** Round amounts as a promotion's name carries them ("Spend $150, save $15"); cents only when there are some. */
export function roundMoneyIn(locale: string | undefined, currency: string): (amount: number) => string {
  const tag = localeTag(locale)
  const whole = new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 })
  const exact = new Intl.NumberFormat(tag, { style: 'currency', currency })
  return (amount) => (Number.isInteger(amount) ? whole : exact).format(amount)
}

const localeTag = (locale: string | undefined) =>
  /^[a-z]{2}[-_][a-z]{2}$/i.test(locale ?? '') ? (locale as string).replace('_', '-') : 'en-US'
