/**
 * The augmented pages the storefront shows as landing pages of their own (spec 2 §7, decision 102): gift cards,
 * the offers, Basecamp (the stores' free events and repairs) and the West End flagship in Vancouver. Kestrel's:
 * the e-gift card, the offers and the Vancouver store are Kestrel's, so Tidewater's sites have none of these
 * pages. Amounts of money are written per market (`market-text.ts`).
 */
import { GIFT_WITH_PURCHASE, SPEND_AND_SAVE } from '../cart/rules'
import { marketText } from './market-text'

type Localised = { $t: Record<string, string> }

const t = (en: string, fr: string, de: string, it: string, es: string, nl: string): Localised => ({
  $t: { en, fr, de, it, es, nl },
})

const text = (id: string, richText: Localised) => ({ type: 'richText', id, richText })

const landing = (
  page: string,
  seo: { title: Localised; description: Localised },
  components: Record<string, unknown>[],
) => ({ id: page, name: page, seo, components })

export const LANDING_PAGE_DOCS: Readonly<Record<string, ReturnType<typeof landing>>> = {
  'gift-card': landing(
    'gift-card',
    {
      title: t(
        'Gift cards',
        'Cartes cadeaux',
        'Geschenkkarten',
        'Carte regalo',
        'Tarjetas regalo',
        'Cadeaukaarten',
      ),
      description: t(
        'Kestrel e-gift cards, sent by email within minutes with your own message.',
        'Les cartes cadeaux Kestrel, envoyées par e-mail en quelques minutes avec votre message.',
        'Kestrel-E-Geschenkkarten, in wenigen Minuten per E-Mail mit Ihrer eigenen Nachricht verschickt.',
        'Le carte regalo Kestrel, inviate via email in pochi minuti con il tuo messaggio.',
        'Tarjetas regalo Kestrel, enviadas por email en minutos con tu propio mensaje.',
        'Kestrel e-cadeaukaarten, binnen enkele minuten per e-mail verstuurd met je eigen bericht.',
      ),
    },
    [
      text(
        'gift-card-intro',
        t(
          '<h2>Give them the trail</h2><p>An e-gift card arrives by email within minutes, with your message, and spends on anything in the shop.</p>',
          '<h2>Offrez-leur le sentier</h2><p>La carte cadeau arrive par e-mail en quelques minutes, avec votre message, et se dépense sur tout le site.</p>',
          '<h2>Schenken Sie den Trail</h2><p>Die E-Geschenkkarte kommt in wenigen Minuten per E-Mail, mit Ihrer Nachricht, und gilt für alles im Shop.</p>',
          '<h2>Regala il sentiero</h2><p>La carta regalo arriva via email in pochi minuti, con il tuo messaggio, e vale per tutto il negozio.</p>',
          '<h2>Regala el sendero</h2><p>La tarjeta regalo llega por email en minutos, con tu mensaje, y sirve para todo en la tienda.</p>',
          '<h2>Geef ze het pad cadeau</h2><p>De e-cadeaukaart komt binnen enkele minuten per e-mail, met jouw bericht, en is te besteden aan alles in de winkel.</p>',
        ),
      ),
      { type: 'catalogGrid', id: 'gift-card-shelf', categoryId: '6340', count: 4 },
    ],
  ),
  promotions: landing(
    'promotions',
    {
      title: t('Offers', 'Offres', 'Angebote', 'Offerte', 'Ofertas', 'Aanbiedingen'),
      description: t(
        'The offers in the shop now, and how to get them.',
        'Les offres du moment, et comment en profiter.',
        'Die aktuellen Angebote im Shop und wie Sie sie bekommen.',
        'Le offerte del momento, e come ottenerle.',
        'Las ofertas de ahora y cómo conseguirlas.',
        'De aanbiedingen van nu, en hoe je ze krijgt.',
      ),
    },
    [
      text(
        'offer-freeship',
        t(
          '<h2>Free delivery</h2><p>Enter <strong>FREESHIP</strong> in your bag for free standard delivery on any order.</p>',
          '<h2>Livraison offerte</h2><p>Saisissez <strong>FREESHIP</strong> dans votre panier pour la livraison standard offerte sur toute commande.</p>',
          '<h2>Kostenlose Lieferung</h2><p>Geben Sie <strong>FREESHIP</strong> im Warenkorb ein: Standardversand gratis, für jede Bestellung.</p>',
          '<h2>Spedizione gratuita</h2><p>Inserisci <strong>FREESHIP</strong> nel carrello per la spedizione standard gratuita su ogni ordine.</p>',
          '<h2>Envío gratis</h2><p>Escribe <strong>FREESHIP</strong> en tu cesta para el envío estándar gratis en cualquier pedido.</p>',
          '<h2>Gratis bezorging</h2><p>Vul <strong>FREESHIP</strong> in je tas in voor gratis standaardbezorging op elke bestelling.</p>',
        ),
      ),
      text(
        'offer-spend-and-save',
        marketText(SPEND_AND_SAVE.threshold, {
          en: '<p><strong>Spend and save:</strong> an order of {amount} or more takes money off by itself, shown in your bag.</p>',
          fr: '<p><strong>Dépensez plus, payez moins :</strong> dès {amount}, une remise s’applique d’elle-même, visible dans votre panier.</p>',
          de: '<p><strong>Mehr kaufen, sparen:</strong> Ab {amount} gibt es automatisch einen Nachlass, sichtbar im Warenkorb.</p>',
          it: '<p><strong>Spendi e risparmia:</strong> da {amount} lo sconto si applica da solo, e lo vedi nel carrello.</p>',
          es: '<p><strong>Gasta y ahorra:</strong> desde {amount} se descuenta dinero por sí solo, y lo ves en tu cesta.</p>',
          nl: '<p><strong>Besteed en bespaar:</strong> vanaf {amount} gaat er vanzelf geld af, te zien in je tas.</p>',
        }),
      ),
      text(
        'offer-gift-with-purchase',
        marketText(GIFT_WITH_PURCHASE.threshold, {
          en: '<p><strong>A gift with your order:</strong> from {amount}, a pair of Harbor ski socks joins your bag free.</p>',
          fr: '<p><strong>Un cadeau avec votre commande :</strong> dès {amount}, une paire de chaussettes de ski Harbor rejoint votre panier.</p>',
          de: '<p><strong>Ein Geschenk zur Bestellung:</strong> Ab {amount} kommt ein Paar Harbor-Skisocken gratis in den Warenkorb.</p>',
          it: '<p><strong>Un regalo con l’ordine:</strong> da {amount}, un paio di calze da sci Harbor entra gratis nel carrello.</p>',
          es: '<p><strong>Un regalo con tu pedido:</strong> desde {amount}, un par de calcetines de esquí Harbor se suma gratis a tu cesta.</p>',
          nl: '<p><strong>Een cadeau bij je bestelling:</strong> vanaf {amount} komt er gratis een paar Harbor-skisokken in je tas.</p>',
        }),
      ),
    ],
  ),
  basecamp: landing(
    'basecamp',
    {
      title: t('Basecamp', 'Basecamp', 'Basecamp', 'Basecamp', 'Basecamp', 'Basecamp'),
      description: t(
        'Free events, repairs and trail talks in our stores.',
        'Événements, réparations et causeries gratuits dans nos magasins.',
        'Kostenlose Events, Reparaturen und Trail-Talks in unseren Stores.',
        'Eventi, riparazioni e incontri gratuiti nei nostri negozi.',
        'Eventos, reparaciones y charlas gratis en nuestras tiendas.',
        'Gratis evenementen, reparaties en trailpraat in onze winkels.',
      ),
    },
    [
      text(
        'basecamp-intro',
        t(
          '<h2>Basecamp</h2><p>Every Kestrel store is a basecamp: bring a jacket for a free zip or buckle repair, join a group walk on Saturday morning, or come to a trail talk on the first Thursday of the month. Ask in store for this month’s dates.</p>',
          '<h2>Basecamp</h2><p>Chaque magasin Kestrel est un camp de base : apportez une veste pour une réparation gratuite de fermeture ou de boucle, rejoignez une marche le samedi matin, ou venez à une causerie le premier jeudi du mois. Demandez les dates en magasin.</p>',
          '<h2>Basecamp</h2><p>Jeder Kestrel-Store ist ein Basislager: Bringen Sie Ihre Jacke für eine kostenlose Reißverschluss- oder Schnallenreparatur, gehen Sie samstagmorgens mit auf eine Wanderung oder kommen Sie am ersten Donnerstag im Monat zum Trail-Talk. Die Termine erfahren Sie im Store.</p>',
          '<h2>Basecamp</h2><p>Ogni negozio Kestrel è un campo base: porta una giacca per la riparazione gratuita di cerniere e fibbie, unisciti a una camminata il sabato mattina o vieni all’incontro del primo giovedì del mese. Chiedi le date in negozio.</p>',
          '<h2>Basecamp</h2><p>Cada tienda Kestrel es un campamento base: trae tu chaqueta para arreglar gratis cremalleras y hebillas, únete a una caminata el sábado por la mañana o ven a la charla del primer jueves del mes. Pregunta las fechas en tienda.</p>',
          '<h2>Basecamp</h2><p>Elke Kestrel-winkel is een basiskamp: breng je jas voor een gratis reparatie van rits of gesp, loop zaterdagochtend mee met een wandeling of kom naar de trailpraat op de eerste donderdag van de maand. Vraag in de winkel naar de data.</p>',
        ),
      ),
    ],
  ),
  westend: landing(
    'westend',
    {
      title: t(
        'Kestrel West End, Vancouver',
        'Kestrel West End, Vancouver',
        'Kestrel West End, Vancouver',
        'Kestrel West End, Vancouver',
        'Kestrel West End, Vancouver',
        'Kestrel West End, Vancouver',
      ),
      description: t(
        'Our flagship at 1045 Robson St, Vancouver.',
        'Notre magasin phare au 1045 Robson St, Vancouver.',
        'Unser Flagship-Store in der 1045 Robson St, Vancouver.',
        'Il nostro flagship al 1045 di Robson St, Vancouver.',
        'Nuestra tienda insignia en 1045 Robson St, Vancouver.',
        'Onze flagshipstore aan 1045 Robson St, Vancouver.',
      ),
    },
    [
      text(
        'westend-intro',
        t(
          '<h2>Our West End flagship</h2><p>At 1045 Robson St, ten minutes’ walk from Stanley Park: the whole range, boot fitting by appointment, and a repair bench that mends zips and buckles for free.</p>',
          '<h2>Notre magasin phare du West End</h2><p>Au 1045 Robson St, à dix minutes à pied de Stanley Park : toute la gamme, l’ajustement des chaussures sur rendez-vous et un atelier qui répare gratuitement fermetures et boucles.</p>',
          '<h2>Unser Flagship-Store im West End</h2><p>In der 1045 Robson St, zehn Gehminuten vom Stanley Park: das ganze Sortiment, Schuhanpassung nach Termin und eine Werkbank, die Reißverschlüsse und Schnallen kostenlos repariert.</p>',
          '<h2>Il nostro flagship del West End</h2><p>Al 1045 di Robson St, a dieci minuti a piedi da Stanley Park: tutta la gamma, la prova scarponi su appuntamento e un banco che ripara gratis cerniere e fibbie.</p>',
          '<h2>Nuestra tienda insignia del West End</h2><p>En 1045 Robson St, a diez minutos a pie de Stanley Park: toda la gama, ajuste de botas con cita y un taller que arregla gratis cremalleras y hebillas.</p>',
          '<h2>Onze flagshipstore in het West End</h2><p>Aan 1045 Robson St, tien minuten lopen van Stanley Park: het hele assortiment, schoenadvies op afspraak en een werkbank die ritsen en gespen gratis repareert.</p>',
        ),
      ),
      {
        type: 'catalogGrid',
        id: 'westend-boots',
        query: 'boot',
        count: 4,
        title: t(
          'Fitted in store',
          'Ajustées en magasin',
          'Im Store angepasst',
          'Provati in negozio',
          'Ajustadas en tienda',
          'In de winkel aangemeten',
        ),
      },
    ],
  ),
}

/** The footer's links to the landing pages: the offers and gift cards under Shop, Basecamp and West End after them. */
export const LANDING_FOOTER_LINKS = [
  {
    text: t(
      'Gift cards',
      'Cartes cadeaux',
      'Geschenkkarten',
      'Carte regalo',
      'Tarjetas regalo',
      'Cadeaukaarten',
    ),
    url: '/gift-card',
  },
  { text: t('Offers', 'Offres', 'Angebote', 'Offerte', 'Ofertas', 'Aanbiedingen'), url: '/promotions' },
  {
    text: t(
      'Basecamp events',
      'Événements Basecamp',
      'Basecamp-Events',
      'Eventi Basecamp',
      'Eventos Basecamp',
      'Basecamp-evenementen',
    ),
    url: '/basecamp',
  },
  {
    text: t(
      'West End flagship',
      'Magasin phare West End',
      'Flagship West End',
      'Flagship West End',
      'Tienda insignia West End',
      'Flagshipstore West End',
    ),
    url: '/westend',
  },
]
