/**
 * The front-end service's components and static pages (`routes/frontend.ts`), with their words per language as
 * the content documents keep them (`localise.ts`): the header's utility links, the footer's social links per
 * brand, the popular searches, the editorial collections, and the static pages by name.
 */
import type { SiteBrand } from '../seed/catalogue'

const t = (en: string, fr: string, de: string, it: string, es: string, nl: string) => ({
  $t: { en, fr, de, it, es, nl },
})

/** Editorial collections, each pointing at a category of the catalogue. */
export const COLLECTIONS = {
  collections: [
    {
      id: 'autumn',
      title: t(
        'Autumn layers',
        'Superpositions d’automne',
        'Herbstlagen',
        'Strati d’autunno',
        'Capas de otoño',
        'Herfstlagen',
      ),
      categoryId: '1200',
    },
    {
      id: 'trail',
      title: t('Trail running', 'Trail', 'Trailrunning', 'Trail running', 'Trail running', 'Trailrunning'),
      categoryId: '4220',
    },
    {
      id: 'camp',
      title: t(
        'Camp in comfort',
        'Camper confortablement',
        'Bequem campen',
        'Campeggio comodo',
        'Acampar con comodidad',
        'Comfortabel kamperen',
      ),
      categoryId: '6100',
    },
  ],
}

/** Paths under the shop's locale. */
export const UTILITY_LINKS = {
  links: [
    {
      id: 'stores',
      text: t(
        'Find a store',
        'Trouver un magasin',
        'Laden finden',
        'Trova un negozio',
        'Buscar una tienda',
        'Vind een winkel',
      ),
      url: '/stores',
    },
    {
      id: 'order-status',
      text: t(
        'Order status',
        'Suivi de commande',
        'Bestellstatus',
        'Stato dell’ordine',
        'Estado del pedido',
        'Bestelstatus',
      ),
      url: '/order-status',
    },
    {
      id: 'help',
      text: t('Help', 'Aide', 'Hilfe', 'Assistenza', 'Ayuda', 'Hulp'),
      url: '/help/contact-us',
    },
  ],
}

export const SOCIAL_LINKS: Readonly<Record<SiteBrand, { network: string; url: string }[]>> = {
  kestrel: [
    { network: 'Instagram', url: 'https://www.instagram.com/kestreloutdoor/' },
    { network: 'YouTube', url: 'https://www.youtube.com/@kestreloutdoor' },
    { network: 'Strava', url: 'https://www.strava.com/clubs/kestrel-outdoor' },
  ],
  tidewater: [
    { network: 'Instagram', url: 'https://www.instagram.com/tidewatercoast/' },
    { network: 'Pinterest', url: 'https://www.pinterest.com/tidewatercoast/' },
  ],
}

const terms = (...list: string[]) => list.map((term) => ({ term }))

/** The searches shoppers make most, per language. */
export const POPULAR_SEARCHES: Readonly<Record<string, { term: string }[]>> = {
  en: terms('trail running shoes', 'rain jacket', 'merino', 'hiking boots', 'backpack', 'down jacket'),
  fr: terms(
    'chaussures de trail',
    'veste de pluie',
    'merino',
    'bottes de randonnée',
    'sac à dos',
    'doudoune',
  ),
  de: terms('Trailschuhe', 'Regenjacke', 'Merino', 'Wanderschuhe', 'Rucksack', 'Daunenjacke'),
  it: terms('scarpe da trail', 'giacca antipioggia', 'merino', 'scarponi', 'zaino', 'piumino'),
  es: terms(
    'zapatillas de trail',
    'chaqueta impermeable',
    'merino',
    'botas de montaña',
    'mochila',
    'plumífero',
  ),
  nl: terms('trailschoenen', 'regenjas', 'merino', 'wandelschoenen', 'rugzak', 'donsjas'),
}

/** The static pages by name. */
export const STATIC_PAGES: Readonly<Record<string, unknown>> = {
  accessibility: {
    name: 'accessibility',
    title: t(
      'Accessibility statement',
      'Déclaration d’accessibilité',
      'Erklärung zur Barrierefreiheit',
      'Dichiarazione di accessibilità',
      'Declaración de accesibilidad',
      'Toegankelijkheidsverklaring',
    ),
    updated: '2026-11-02',
    sections: [
      {
        heading: t(
          'Our aim',
          'Notre objectif',
          'Unser Ziel',
          'Il nostro obiettivo',
          'Nuestro objetivo',
          'Ons doel',
        ),
        paragraphs: [
          t(
            'Everyone should be able to shop with us: by keyboard, with a screen reader, zoomed in or without JavaScript. We build the shop to WCAG 2.2 level AA.',
            'Chacun doit pouvoir acheter chez nous : au clavier, avec un lecteur d’écran, en zoomant ou sans JavaScript. Nous construisons la boutique selon les WCAG 2.2, niveau AA.',
            'Alle sollen bei uns einkaufen können: per Tastatur, mit Screenreader, vergrößert oder ohne JavaScript. Wir bauen den Shop nach WCAG 2.2, Stufe AA.',
            'Tutti devono poter acquistare da noi: da tastiera, con un lettore di schermo, con lo zoom o senza JavaScript. Costruiamo il negozio secondo le WCAG 2.2, livello AA.',
            'Todo el mundo debe poder comprar con nosotros: con teclado, con lector de pantalla, con zoom o sin JavaScript. Construimos la tienda según las WCAG 2.2, nivel AA.',
            'Iedereen moet bij ons kunnen winkelen: met het toetsenbord, met een schermlezer, ingezoomd of zonder JavaScript. We bouwen de winkel volgens WCAG 2.2, niveau AA.',
          ),
        ],
      },
      {
        heading: t(
          'Tell us',
          'Dites-le-nous',
          'Sagen Sie es uns',
          'Segnalacelo',
          'Cuéntenoslo',
          'Laat het ons weten',
        ),
        paragraphs: [
          t(
            'If something on a page stops you, write to us through Contact us and we will answer within two working days.',
            'Si un élément d’une page vous bloque, écrivez-nous via Nous contacter : nous répondons sous deux jours ouvrés.',
            'Wenn Sie etwas auf einer Seite aufhält, schreiben Sie uns über Kontakt. Wir antworten innerhalb von zwei Werktagen.',
            'Se qualcosa in una pagina ti blocca, scrivici da Contattaci: rispondiamo entro due giorni lavorativi.',
            'Si algo de una página le impide avanzar, escríbanos desde Contacto y le responderemos en dos días laborables.',
            'Houdt iets op een pagina u tegen, schrijf ons dan via Contact. We antwoorden binnen twee werkdagen.',
          ),
        ],
      },
    ],
  },
}
