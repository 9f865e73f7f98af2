/**
 * The words of the provider's pages in the shop's six languages. A page takes the language of the locale it is
 * given (`en-us`, `fr-CA`, `de_DE`, ...); any other language reads English.
 */

export const PAGE_LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

export interface PageMessages {
  cardTitle: string
  giftCardTitle: string
  cardNumber: string
  expiryDate: string
  expiryHint: string
  securityCode: string
  securityCodeHint3: string
  securityCodeHint4: string
  holderName: string
  optional: string
  giftCardNumber: string
  pin: string
  numberEmpty: string
  numberInvalid: string
  numberUnsupported: string
  expiryInvalid: string
  expiryExpired: string
  securityCode3: string
  securityCode4: string
  giftCardNumberInvalid: string
  pinInvalid: string
  challengeTitle: string
  challengeIntro: string
  challengeDemoHint: string
  oneAttempt: string
  amount: string
  oneTimeCode: string
  submit: string
  cancel: string
  challengeApproved: string
  challengeFailed: string
  challengeCancelled: string
  challengeClosed: string
  payLaterTitle: string
  payLaterIntro: string
  payLaterDemo: string
  order: string
  approve: string
  decline: string
  payLaterClosed: string
  returnToShop: string
  notAvailable: string
}

const en: PageMessages = {
  cardTitle: 'Card details',
  giftCardTitle: 'Gift card',
  cardNumber: 'Card number',
  expiryDate: 'Expiry date',
  expiryHint: 'MM/YY',
  securityCode: 'Security code',
  securityCodeHint3: '3 digits on the back of the card',
  securityCodeHint4: '4 digits on the front of the card',
  holderName: 'Name on card',
  optional: '(optional)',
  giftCardNumber: 'Gift card number',
  pin: 'PIN',
  numberEmpty: 'Enter your card number',
  numberInvalid: 'Check the card number',
  numberUnsupported: 'We accept Visa, Mastercard and American Express',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expiryExpired: 'This card has expired',
  securityCode3: 'Enter the 3-digit security code',
  securityCode4: 'Enter the 4-digit security code',
  giftCardNumberInvalid: 'Enter the gift card number (12 to 19 digits)',
  pinInvalid: 'Enter the PIN (4 to 8 digits)',
  challengeTitle: 'Confirm your payment',
  challengeIntro: 'Enter the one-time code sent to your phone.',
  challengeDemoHint: 'Demo: the code is 1234.',
  oneAttempt: 'You have one attempt.',
  amount: 'Amount',
  oneTimeCode: 'One-time code',
  submit: 'Submit',
  cancel: 'Cancel',
  challengeApproved: 'Payment confirmed. Returning to the shop…',
  challengeFailed: 'The code was not correct. Returning to the shop…',
  challengeCancelled: 'Verification cancelled. Returning to the shop…',
  challengeClosed: 'This verification is no longer open.',
  payLaterTitle: 'Pay later',
  payLaterIntro: 'Pay for your order within 30 days. No interest, no fees.',
  payLaterDemo: 'This is a demo page: nothing is charged.',
  order: 'Order',
  approve: 'Approve',
  decline: 'Decline',
  payLaterClosed: 'This payment has already been decided.',
  returnToShop: 'Return to the shop',
  notAvailable: 'This page can only be opened from the shop.',
}

const fr: PageMessages = {
  cardTitle: 'Coordonnées de la carte',
  giftCardTitle: 'Carte cadeau',
  cardNumber: 'Numéro de carte',
  expiryDate: "Date d'expiration",
  expiryHint: 'MM/AA',
  securityCode: 'Code de sécurité',
  securityCodeHint3: '3 chiffres au dos de la carte',
  securityCodeHint4: '4 chiffres au recto de la carte',
  holderName: 'Nom sur la carte',
  optional: '(facultatif)',
  giftCardNumber: 'Numéro de la carte cadeau',
  pin: 'Code PIN',
  numberEmpty: 'Saisissez le numéro de votre carte',
  numberInvalid: 'Vérifiez le numéro de carte',
  numberUnsupported: 'Nous acceptons Visa, Mastercard et American Express',
  expiryInvalid: "Saisissez la date d'expiration au format MM/AA",
  expiryExpired: 'Cette carte a expiré',
  securityCode3: 'Saisissez le code de sécurité à 3 chiffres',
  securityCode4: 'Saisissez le code de sécurité à 4 chiffres',
  giftCardNumberInvalid: 'Saisissez le numéro de la carte cadeau (12 à 19 chiffres)',
  pinInvalid: 'Saisissez le code PIN (4 à 8 chiffres)',
  challengeTitle: 'Confirmez votre paiement',
  challengeIntro: 'Saisissez le code à usage unique envoyé sur votre téléphone.',
  challengeDemoHint: 'Démo : le code est 1234.',
  oneAttempt: 'Vous avez un seul essai.',
  amount: 'Montant',
  oneTimeCode: 'Code à usage unique',
  submit: 'Valider',
  cancel: 'Annuler',
  challengeApproved: 'Paiement confirmé. Retour à la boutique…',
  challengeFailed: "Le code n'était pas correct. Retour à la boutique…",
  challengeCancelled: 'Vérification annulée. Retour à la boutique…',
  challengeClosed: "Cette vérification n'est plus ouverte.",
  payLaterTitle: 'Payer plus tard',
  payLaterIntro: 'Payez votre commande sous 30 jours. Sans intérêts ni frais.',
  payLaterDemo: "Ceci est une page de démonstration : rien n'est débité.",
  order: 'Commande',
  approve: 'Approuver',
  decline: 'Refuser',
  payLaterClosed: 'Ce paiement a déjà été traité.',
  returnToShop: 'Retour à la boutique',
  notAvailable: 'Cette page ne peut être ouverte que depuis la boutique.',
}

const de: PageMessages = {
  cardTitle: 'Kartendaten',
  giftCardTitle: 'Geschenkkarte',
  cardNumber: 'Kartennummer',
  expiryDate: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  securityCode: 'Sicherheitscode',
  securityCodeHint3: '3 Ziffern auf der Kartenrückseite',
  securityCodeHint4: '4 Ziffern auf der Kartenvorderseite',
  holderName: 'Name auf der Karte',
  optional: '(optional)',
  giftCardNumber: 'Geschenkkartennummer',
  pin: 'PIN',
  numberEmpty: 'Geben Sie Ihre Kartennummer ein',
  numberInvalid: 'Überprüfen Sie die Kartennummer',
  numberUnsupported: 'Wir akzeptieren Visa, Mastercard und American Express',
  expiryInvalid: 'Geben Sie das Ablaufdatum als MM/JJ ein',
  expiryExpired: 'Diese Karte ist abgelaufen',
  securityCode3: 'Geben Sie den 3-stelligen Sicherheitscode ein',
  securityCode4: 'Geben Sie den 4-stelligen Sicherheitscode ein',
  giftCardNumberInvalid: 'Geben Sie die Geschenkkartennummer ein (12 bis 19 Ziffern)',
  pinInvalid: 'Geben Sie die PIN ein (4 bis 8 Ziffern)',
  challengeTitle: 'Bestätigen Sie Ihre Zahlung',
  challengeIntro: 'Geben Sie den Einmalcode ein, der an Ihr Telefon gesendet wurde.',
  challengeDemoHint: 'Demo: Der Code lautet 1234.',
  oneAttempt: 'Sie haben einen Versuch.',
  amount: 'Betrag',
  oneTimeCode: 'Einmalcode',
  submit: 'Bestätigen',
  cancel: 'Abbrechen',
  challengeApproved: 'Zahlung bestätigt. Zurück zum Shop …',
  challengeFailed: 'Der Code war nicht korrekt. Zurück zum Shop …',
  challengeCancelled: 'Bestätigung abgebrochen. Zurück zum Shop …',
  challengeClosed: 'Diese Bestätigung ist nicht mehr offen.',
  payLaterTitle: 'Später bezahlen',
  payLaterIntro: 'Bezahlen Sie Ihre Bestellung innerhalb von 30 Tagen. Ohne Zinsen und Gebühren.',
  payLaterDemo: 'Dies ist eine Demoseite: Es wird nichts belastet.',
  order: 'Bestellung',
  approve: 'Genehmigen',
  decline: 'Ablehnen',
  payLaterClosed: 'Über diese Zahlung wurde bereits entschieden.',
  returnToShop: 'Zurück zum Shop',
  notAvailable: 'Diese Seite kann nur aus dem Shop geöffnet werden.',
}

const it: PageMessages = {
  cardTitle: 'Dati della carta',
  giftCardTitle: 'Carta regalo',
  cardNumber: 'Numero della carta',
  expiryDate: 'Data di scadenza',
  expiryHint: 'MM/AA',
  securityCode: 'Codice di sicurezza',
  securityCodeHint3: '3 cifre sul retro della carta',
  securityCodeHint4: '4 cifre sul fronte della carta',
  holderName: 'Nome sulla carta',
  optional: '(facoltativo)',
  giftCardNumber: 'Numero della carta regalo',
  pin: 'PIN',
  numberEmpty: 'Inserisci il numero della carta',
  numberInvalid: 'Controlla il numero della carta',
  numberUnsupported: 'Accettiamo Visa, Mastercard e American Express',
  expiryInvalid: 'Inserisci la data di scadenza nel formato MM/AA',
  expiryExpired: 'Questa carta è scaduta',
  securityCode3: 'Inserisci il codice di sicurezza di 3 cifre',
  securityCode4: 'Inserisci il codice di sicurezza di 4 cifre',
  giftCardNumberInvalid: 'Inserisci il numero della carta regalo (da 12 a 19 cifre)',
  pinInvalid: 'Inserisci il PIN (da 4 a 8 cifre)',
  challengeTitle: 'Conferma il pagamento',
  challengeIntro: 'Inserisci il codice monouso inviato al tuo telefono.',
  challengeDemoHint: 'Demo: il codice è 1234.',
  oneAttempt: 'Hai un solo tentativo.',
  amount: 'Importo',
  oneTimeCode: 'Codice monouso',
  submit: 'Invia',
  cancel: 'Annulla',
  challengeApproved: 'Pagamento confermato. Ritorno al negozio…',
  challengeFailed: 'Il codice non era corretto. Ritorno al negozio…',
  challengeCancelled: 'Verifica annullata. Ritorno al negozio…',
  challengeClosed: 'Questa verifica non è più aperta.',
  payLaterTitle: 'Paga dopo',
  payLaterIntro: 'Paga il tuo ordine entro 30 giorni. Senza interessi né commissioni.',
  payLaterDemo: 'Questa è una pagina demo: non viene addebitato nulla.',
  order: 'Ordine',
  approve: 'Approva',
  decline: 'Rifiuta',
  payLaterClosed: 'Questo pagamento è già stato deciso.',
  returnToShop: 'Torna al negozio',
  notAvailable: 'Questa pagina può essere aperta solo dal negozio.',
}

const es: PageMessages = {
  cardTitle: 'Datos de la tarjeta',
  giftCardTitle: 'Tarjeta regalo',
  cardNumber: 'Número de tarjeta',
  expiryDate: 'Fecha de caducidad',
  expiryHint: 'MM/AA',
  securityCode: 'Código de seguridad',
  securityCodeHint3: '3 dígitos en el reverso de la tarjeta',
  securityCodeHint4: '4 dígitos en el anverso de la tarjeta',
  holderName: 'Nombre en la tarjeta',
  optional: '(opcional)',
  giftCardNumber: 'Número de la tarjeta regalo',
  pin: 'PIN',
  numberEmpty: 'Introduce el número de tu tarjeta',
  numberInvalid: 'Comprueba el número de tarjeta',
  numberUnsupported: 'Aceptamos Visa, Mastercard y American Express',
  expiryInvalid: 'Introduce la fecha de caducidad como MM/AA',
  expiryExpired: 'Esta tarjeta ha caducado',
  securityCode3: 'Introduce el código de seguridad de 3 dígitos',
  securityCode4: 'Introduce el código de seguridad de 4 dígitos',
  giftCardNumberInvalid: 'Introduce el número de la tarjeta regalo (de 12 a 19 dígitos)',
  pinInvalid: 'Introduce el PIN (de 4 a 8 dígitos)',
  challengeTitle: 'Confirma tu pago',
  challengeIntro: 'Introduce el código de un solo uso enviado a tu teléfono.',
  challengeDemoHint: 'Demo: el código es 1234.',
  oneAttempt: 'Tienes un solo intento.',
  amount: 'Importe',
  oneTimeCode: 'Código de un solo uso',
  submit: 'Enviar',
  cancel: 'Cancelar',
  challengeApproved: 'Pago confirmado. Volviendo a la tienda…',
  challengeFailed: 'El código no era correcto. Volviendo a la tienda…',
  challengeCancelled: 'Verificación cancelada. Volviendo a la tienda…',
  challengeClosed: 'Esta verificación ya no está abierta.',
  payLaterTitle: 'Paga más tarde',
  payLaterIntro: 'Paga tu pedido en un plazo de 30 días. Sin intereses ni comisiones.',
  payLaterDemo: 'Esta es una página de demostración: no se cobra nada.',
  order: 'Pedido',
  approve: 'Aprobar',
  decline: 'Rechazar',
  payLaterClosed: 'Este pago ya se ha decidido.',
  returnToShop: 'Volver a la tienda',
  notAvailable: 'Esta página solo se puede abrir desde la tienda.',
}

const nl: PageMessages = {
  cardTitle: 'Kaartgegevens',
  giftCardTitle: 'Cadeaukaart',
  cardNumber: 'Kaartnummer',
  expiryDate: 'Vervaldatum',
  expiryHint: 'MM/JJ',
  securityCode: 'Beveiligingscode',
  securityCodeHint3: '3 cijfers op de achterkant van de kaart',
  securityCodeHint4: '4 cijfers op de voorkant van de kaart',
  holderName: 'Naam op de kaart',
  optional: '(optioneel)',
  giftCardNumber: 'Cadeaukaartnummer',
  pin: 'Pincode',
  numberEmpty: 'Vul je kaartnummer in',
  numberInvalid: 'Controleer het kaartnummer',
  numberUnsupported: 'We accepteren Visa, Mastercard en American Express',
  expiryInvalid: 'Vul de vervaldatum in als MM/JJ',
  expiryExpired: 'Deze kaart is verlopen',
  securityCode3: 'Vul de beveiligingscode van 3 cijfers in',
  securityCode4: 'Vul de beveiligingscode van 4 cijfers in',
  giftCardNumberInvalid: 'Vul het cadeaukaartnummer in (12 tot 19 cijfers)',
  pinInvalid: 'Vul de pincode in (4 tot 8 cijfers)',
  challengeTitle: 'Bevestig je betaling',
  challengeIntro: 'Vul de eenmalige code in die naar je telefoon is gestuurd.',
  challengeDemoHint: 'Demo: de code is 1234.',
  oneAttempt: 'Je hebt één poging.',
  amount: 'Bedrag',
  oneTimeCode: 'Eenmalige code',
  submit: 'Verzenden',
  cancel: 'Annuleren',
  challengeApproved: 'Betaling bevestigd. Terug naar de winkel…',
  challengeFailed: 'De code was niet juist. Terug naar de winkel…',
  challengeCancelled: 'Verificatie geannuleerd. Terug naar de winkel…',
  challengeClosed: 'Deze verificatie is niet meer open.',
  payLaterTitle: 'Later betalen',
  payLaterIntro: 'Betaal je bestelling binnen 30 dagen. Zonder rente of kosten.',
  payLaterDemo: 'Dit is een demopagina: er wordt niets afgeschreven.',
  order: 'Bestelling',
  approve: 'Goedkeuren',
  decline: 'Weigeren',
  payLaterClosed: 'Over deze betaling is al beslist.',
  returnToShop: 'Terug naar de winkel',
  notAvailable: 'Deze pagina kan alleen vanuit de winkel worden geopend.',
}

const MESSAGES: Readonly<Record<PageLanguage, PageMessages>> = { en, fr, de, it, es, nl }

/** The language of a locale (`en-us`, `fr-CA`, `de_DE`), English when it is not one of the six. */
export function languageOf(locale: string | null | undefined): PageLanguage {
  const language = (locale ?? '').slice(0, 2).toLowerCase()
  return (PAGE_LANGUAGES as readonly string[]).includes(language) ? (language as PageLanguage) : 'en'
}

export function messagesFor(language: PageLanguage): PageMessages {
  return MESSAGES[language]
}

/** A BCP 47 tag for Intl from a locale as the shop writes it (`en-us`, `en_US`), or the language alone. */
export function intlLocaleOf(locale: string | null | undefined): string {
  const match = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i.exec(locale ?? '')
  if (!match?.[1]) return 'en'
  return match[2] ? `${match[1].toLowerCase()}-${match[2].toUpperCase()}` : match[1].toLowerCase()
}

/** An amount in minor units, formatted for the locale (`$19.99`, `19,99 €`). */
export function formatAmount(value: number, currency: string, locale: string | null | undefined): string {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(value / 10 ** digits)
}
