/**
 * The contact-us categories and their subjects (spec 1 §3 "Contact-us case"), with names in every shipped
 * language (`{ $t: { en, fr, ... } }`, answered in one language by `localise`). Subject ids are unique across
 * categories, so a subject names its category unambiguously.
 */
type Names = { $t: Record<'en' | 'fr' | 'de' | 'it' | 'es' | 'nl', string> }

interface Category {
  id: string
  name: Names
  subjects: { id: string; name: Names }[]
}

const names = (en: string, fr: string, de: string, it: string, es: string, nl: string): Names => ({
  $t: { en, fr, de, it, es, nl },
})

export const CONTACT_CATEGORIES: readonly Category[] = [
  {
    id: 'orders',
    name: names('Orders', 'Commandes', 'Bestellungen', 'Ordini', 'Pedidos', 'Bestellingen'),
    subjects: [
      {
        id: 'order-status',
        name: names(
          'Where is my order?',
          'Où est ma commande ?',
          'Wo ist meine Bestellung?',
          'Dov’è il mio ordine?',
          '¿Dónde está mi pedido?',
          'Waar is mijn bestelling?',
        ),
      },
      {
        id: 'order-change',
        name: names(
          'Change or cancel an order',
          'Modifier ou annuler une commande',
          'Bestellung ändern oder stornieren',
          'Modificare o annullare un ordine',
          'Cambiar o cancelar un pedido',
          'Bestelling wijzigen of annuleren',
        ),
      },
      {
        id: 'order-wrong-item',
        name: names(
          'An item is missing or wrong',
          'Un article manque ou ne correspond pas',
          'Ein Artikel fehlt oder ist falsch',
          'Un articolo manca o è sbagliato',
          'Falta un artículo o no es el correcto',
          'Een artikel ontbreekt of klopt niet',
        ),
      },
      {
        id: 'order-payment',
        name: names(
          'Payment and invoices',
          'Paiement et factures',
          'Zahlung und Rechnungen',
          'Pagamento e fatture',
          'Pago y facturas',
          'Betaling en facturen',
        ),
      },
    ],
  },
  {
    id: 'returns',
    name: names(
      'Returns and refunds',
      'Retours et remboursements',
      'Rücksendungen und Erstattungen',
      'Resi e rimborsi',
      'Devoluciones y reembolsos',
      'Retouren en terugbetalingen',
    ),
    subjects: [
      {
        id: 'return-start',
        name: names(
          'Start a return',
          'Faire un retour',
          'Rücksendung starten',
          'Avviare un reso',
          'Iniciar una devolución',
          'Een retour starten',
        ),
      },
      {
        id: 'return-refund',
        name: names(
          'Where is my refund?',
          'Où en est mon remboursement ?',
          'Wo bleibt meine Erstattung?',
          'A che punto è il mio rimborso?',
          '¿Dónde está mi reembolso?',
          'Waar blijft mijn terugbetaling?',
        ),
      },
      {
        id: 'return-exchange',
        name: names(
          'Exchange an item',
          'Échanger un article',
          'Artikel umtauschen',
          'Cambiare un articolo',
          'Cambiar un artículo',
          'Een artikel ruilen',
        ),
      },
    ],
  },
  {
    id: 'products',
    name: names('Products', 'Produits', 'Produkte', 'Prodotti', 'Productos', 'Producten'),
    subjects: [
      {
        id: 'product-fit',
        name: names(
          'Size and fit',
          'Taille et coupe',
          'Größe und Passform',
          'Taglia e vestibilità',
          'Talla y ajuste',
          'Maat en pasvorm',
        ),
      },
      {
        id: 'product-care',
        name: names(
          'Materials and care',
          'Matières et entretien',
          'Material und Pflege',
          'Materiali e manutenzione',
          'Materiales y cuidado',
          'Materialen en onderhoud',
        ),
      },
      {
        id: 'product-stock',
        name: names(
          'Stock and availability',
          'Stock et disponibilité',
          'Bestand und Verfügbarkeit',
          'Disponibilità',
          'Existencias y disponibilidad',
          'Voorraad en beschikbaarheid',
        ),
      },
      {
        id: 'product-repair',
        name: names('Repairs', 'Réparations', 'Reparaturen', 'Riparazioni', 'Reparaciones', 'Reparaties'),
      },
    ],
  },
  {
    id: 'account',
    name: names('Your account', 'Votre compte', 'Dein Konto', 'Il tuo account', 'Tu cuenta', 'Je account'),
    subjects: [
      {
        id: 'account-sign-in',
        name: names(
          'Signing in and passwords',
          'Connexion et mot de passe',
          'Anmeldung und Passwort',
          'Accesso e password',
          'Inicio de sesión y contraseña',
          'Inloggen en wachtwoord',
        ),
      },
      {
        id: 'account-details',
        name: names(
          'Personal details',
          'Informations personnelles',
          'Persönliche Daten',
          'Dati personali',
          'Datos personales',
          'Persoonlijke gegevens',
        ),
      },
      {
        id: 'account-privacy',
        name: names(
          'My data and privacy',
          'Mes données et ma vie privée',
          'Meine Daten und Datenschutz',
          'I miei dati e la privacy',
          'Mis datos y privacidad',
          'Mijn gegevens en privacy',
        ),
      },
    ],
  },
  {
    id: 'loyalty',
    name: names('XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass', 'XPLR Pass'),
    subjects: [
      {
        id: 'loyalty-join',
        name: names(
          'Joining XPLR Pass',
          'Adhérer au XPLR Pass',
          'Bei XPLR Pass mitmachen',
          'Iscriversi a XPLR Pass',
          'Unirse a XPLR Pass',
          'Lid worden van XPLR Pass',
        ),
      },
      {
        id: 'loyalty-points',
        name: names(
          'Points and vouchers',
          'Points et bons d’achat',
          'Punkte und Gutscheine',
          'Punti e buoni',
          'Puntos y vales',
          'Punten en tegoedbonnen',
        ),
      },
      {
        id: 'loyalty-missing-points',
        name: names(
          'Missing points',
          'Points manquants',
          'Fehlende Punkte',
          'Punti mancanti',
          'Puntos que faltan',
          'Ontbrekende punten',
        ),
      },
    ],
  },
  {
    id: 'stores',
    name: names('Stores', 'Magasins', 'Geschäfte', 'Negozi', 'Tiendas', 'Winkels'),
    subjects: [
      {
        id: 'store-pickup',
        name: names(
          'Pick up in store',
          'Retrait en magasin',
          'Abholung im Geschäft',
          'Ritiro in negozio',
          'Recogida en tienda',
          'Afhalen in de winkel',
        ),
      },
      {
        id: 'store-visit',
        name: names(
          'Feedback on a store visit',
          'Avis sur une visite en magasin',
          'Feedback zu einem Besuch im Geschäft',
          'Opinioni su una visita in negozio',
          'Opinión sobre una visita a la tienda',
          'Feedback over een winkelbezoek',
        ),
      },
      {
        id: 'store-events',
        name: names(
          'Store events and workshops',
          'Événements et ateliers en magasin',
          'Events und Workshops im Geschäft',
          'Eventi e laboratori in negozio',
          'Eventos y talleres en tienda',
          'Evenementen en workshops in de winkel',
        ),
      },
    ],
  },
]
