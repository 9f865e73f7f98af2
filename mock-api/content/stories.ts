/**
 * Editorial pages of the demo shop that use every block of spec 3 and their variants: the trail-season campaign,
 * an article of the journal, and the journal's index. Text is in six languages (`tx`), falling back to English.
 */
import { FREE_SHIPPING_THRESHOLD } from '../cart/rules'
import { card, media, tx } from './authoring'
import { marketText } from './market-text'

const shopWomen = {
  text: tx('Shop women', 'Femme', 'Damen', 'Donna', 'Mujer', 'Dames'),
  url: '/c/women-2000',
}
const shopMen = { text: tx('Shop men', 'Homme', 'Herren', 'Uomo', 'Hombre', 'Heren'), url: '/c/men-1000' }

const TRAIL_SEASON = {
  id: 'stories-trail-season',
  name: 'Trail season',
  seo: {
    title: tx(
      'Trail season',
      'La saison des sentiers',
      'Trail-Saison',
      'Stagione dei sentieri',
      'Temporada de senderos',
      'Trailseizoen',
    ),
    description: tx(
      'Everything for the first long days on the trail: shells, boots, packs and the know-how to use them.',
      'Tout pour les premières longues journées sur les sentiers : vestes, chaussures, sacs et conseils.',
      'Alles für die ersten langen Tage auf dem Trail: Jacken, Schuhe, Rucksäcke und das Wissen dazu.',
      'Tutto per le prime lunghe giornate sui sentieri: gusci, scarponi, zaini e consigli.',
      'Todo para los primeros días largos en el sendero: chaquetas, botas, mochilas y consejos.',
      'Alles voor de eerste lange dagen op het pad: jassen, schoenen, rugzakken en tips.',
    ),
  },
  components: [
    {
      type: 'hero',
      id: 'trail-hero',
      variant: 'product-overlay',
      titleH1: true,
      gradientStyle: 'full',
      title: tx(
        'Trail season is here',
        'La saison des sentiers commence',
        'Die Trail-Saison beginnt',
        'È iniziata la stagione dei sentieri',
        'Empieza la temporada de senderos',
        'Het trailseizoen is begonnen',
      ),
      subtitle: tx(
        'Light layers for long days.',
        'Des couches légères pour les longues journées.',
        'Leichte Layer für lange Tage.',
        'Strati leggeri per giornate lunghe.',
        'Capas ligeras para días largos.',
        'Lichte lagen voor lange dagen.',
      ),
      media: media(
        'trail-hero',
        tx(
          'Runners on a mountain path',
          'Des coureurs sur un sentier de montagne',
          'Läufer auf einem Bergpfad',
          'Corridori su un sentiero di montagna',
          'Corredores en un sendero de montaña',
          'Lopers op een bergpad',
        ),
        1600,
        700,
      ),
      caption: { text: 'Photo: Ana Ruiz, Picos de Europa', position: 'bottom-right' },
      products: [
        {
          title: tx(
            'Rain shells',
            'Vestes de pluie',
            'Regenjacken',
            'Giacche antipioggia',
            'Chaquetas de lluvia',
            'Regenjassen',
          ),
          url: '/c/men/jackets/rain-jackets-1210',
        },
        {
          title: tx(
            'Trail shoes',
            'Chaussures de trail',
            'Trailschuhe',
            'Scarpe da trail',
            'Zapatillas de trail',
            'Trailschoenen',
          ),
          url: '/c/footwear-4000',
        },
      ],
      targets: [shopWomen, { ...shopMen, style: 'secondary' }],
    },
    {
      type: 'benefitBar',
      id: 'trail-benefits',
      closable: true,
      items: [
        {
          icon: 'truck',
          text: marketText(FREE_SHIPPING_THRESHOLD, {
            en: 'Free delivery over {amount}',
            fr: 'Livraison offerte dès {amount}',
            de: 'Kostenloser Versand ab {amount}',
            it: 'Spedizione gratuita oltre {amount}',
            es: 'Envío gratis desde {amount}',
            nl: 'Gratis bezorging vanaf {amount}',
          }),
        },
        {
          icon: 'return',
          text: tx(
            '60-day returns',
            'Retours sous 60 jours',
            '60 Tage Rückgabe',
            'Resi entro 60 giorni',
            'Devoluciones en 60 días',
            '60 dagen retour',
          ),
          url: '/help/returns/how-to-return',
        },
        {
          icon: 'store',
          text: tx(
            'Pick up in store',
            'Retrait en magasin',
            'Abholung im Geschäft',
            'Ritiro in negozio',
            'Recogida en tienda',
            'Afhalen in de winkel',
          ),
          url: '/stores',
        },
      ],
    },
    {
      type: 'secondaryNav',
      id: 'trail-nav',
      title: tx(
        'In this story',
        'Dans ce dossier',
        'In dieser Story',
        'In questa storia',
        'En esta historia',
        'In dit verhaal',
      ),
      divider: true,
      alignment: 'left',
      links: [
        { text: tx('Layering', 'Superposition', 'Schichten', 'Strati', 'Capas', 'Lagen'), url: '#layering' },
        {
          text: tx('Footwear', 'Chaussures', 'Schuhe', 'Calzature', 'Calzado', 'Schoenen'),
          url: '#footwear',
        },
        { text: tx('Questions', 'Questions', 'Fragen', 'Domande', 'Preguntas', 'Vragen'), url: '#questions' },
      ],
    },
    {
      type: 'segmentation',
      id: 'trail-welcome',
      segments: [
        {
          id: 'members',
          condition: 'loyalty-loggedin',
          blocks: [
            {
              type: 'banner',
              id: 'trail-welcome-members',
              variant: 'thin',
              title: tx(
                'Members: double points on trail gear this week',
                'Membres : points doublés cette semaine',
                'Mitglieder: doppelte Punkte diese Woche',
                'Soci: punti doppi questa settimana',
                'Socios: puntos dobles esta semana',
                'Leden: dubbele punten deze week',
              ),
            },
          ],
        },
        {
          id: 'cart-ready',
          condition: 'cart-not-empty',
          blocks: [
            {
              type: 'banner',
              id: 'trail-welcome-cart',
              variant: 'thin',
              title: marketText(FREE_SHIPPING_THRESHOLD, {
                en: 'Your bag is waiting: delivery is free over {amount}',
                fr: 'Votre panier vous attend : livraison offerte dès {amount}',
                de: 'Dein Warenkorb wartet: Versand ab {amount} gratis',
                it: 'Il carrello ti aspetta: spedizione gratuita oltre {amount}',
                es: 'Tu cesta te espera: envío gratis desde {amount}',
                nl: 'Je winkelmand wacht: gratis bezorging vanaf {amount}',
              }),
              targets: [
                {
                  text: tx(
                    'Go to bag',
                    'Voir le panier',
                    'Zum Warenkorb',
                    'Vai al carrello',
                    'Ir a la cesta',
                    'Naar winkelmand',
                  ),
                  url: '/cart',
                },
              ],
            },
          ],
        },
        {
          // Decision 048: a prosumer of the IPA, from the identity in their profile.
          id: 'ipa',
          condition: 'ipa-loggedin',
          blocks: [
            {
              type: 'banner',
              id: 'trail-welcome-ipa',
              variant: 'thin',
              title: tx(
                'IPA members: your pro discount applies to trail gear',
                'Membres IPA : votre remise pro s’applique à l’équipement trail',
                'IPA-Mitglieder: Dein Pro-Rabatt gilt für Trail-Ausrüstung',
                'Soci IPA: il tuo sconto pro vale per l’attrezzatura trail',
                'Miembros de IPA: tu descuento pro se aplica al equipo de trail',
                'IPA-leden: je pro-korting geldt voor trailuitrusting',
              ),
            },
          ],
        },
      ],
      baselines: [
        {
          type: 'banner',
          id: 'trail-welcome-everyone',
          variant: 'thin',
          title: tx(
            'New here? Join and get 10% off your first order',
            'Nouveau ? Inscrivez-vous et profitez de 10 % sur votre première commande',
            'Neu hier? Anmelden und 10 % auf die erste Bestellung',
            'Nuovo? Iscriviti e ottieni il 10% sul primo ordine',
            '¿Eres nuevo? Únete y consigue un 10 % en tu primer pedido',
            'Nieuw? Meld je aan en krijg 10% op je eerste bestelling',
          ),
        },
      ],
    },
    {
      // Decision 048: for either professional profile (IPA or WRANX); nothing for anyone else.
      type: 'segmentation',
      id: 'trail-pros',
      segments: [
        {
          id: 'pros',
          condition: 'ipa-wranx-loggedin',
          blocks: [
            {
              type: 'banner',
              id: 'trail-pros-banner',
              variant: 'thin',
              title: tx(
                'Pros: ask for our trail team’s fitting at any store',
                'Pros : demandez l’essayage de notre équipe trail en magasin',
                'Profis: Frag in jedem Store nach der Anpassung durch unser Trail-Team',
                'Professionisti: chiedi la prova con il nostro team trail in negozio',
                'Profesionales: pide la prueba con nuestro equipo de trail en tienda',
                'Pro’s: vraag in elke winkel om een passing door ons trailteam',
              ),
            },
          ],
        },
      ],
      baselines: [],
    },
    { type: 'anchor', id: 'trail-anchor-layering', name: 'Layering' },
    {
      type: 'banner',
      id: 'trail-split',
      variant: 'split',
      splitWidth: 40,
      mediaPosition: 'right',
      backgroundColor: '#eef3ee',
      title: tx(
        'Three layers, every weather',
        'Trois couches, tous les temps',
        'Drei Schichten für jedes Wetter',
        'Tre strati, ogni tempo',
        'Tres capas, cualquier tiempo',
        'Drie lagen, elk weer',
      ),
      richText:
        '<p>A <strong>base</strong> that wicks, a <strong>mid</strong> that warms and a <strong>shell</strong> that keeps the rain out. <a href="/c/men-1000">Build your system</a>.</p>',
      media: media(
        'trail-layers',
        tx(
          'Three jackets laid out on rock',
          'Trois vestes posées sur un rocher',
          'Drei Jacken auf einem Felsen',
          'Tre giacche su una roccia',
          'Tres chaquetas sobre una roca',
          'Drie jassen op een rots',
        ),
      ),
      targets: [{ ...shopWomen, style: 'secondary' }],
    },
    {
      type: 'collection',
      id: 'trail-departments',
      title: tx(
        'Shop the season',
        'La saison en boutique',
        'Die Saison im Shop',
        'La stagione in negozio',
        'Compra la temporada',
        'Shop het seizoen',
      ),
      breakpoints: {
        sm: { type: 'carousel', showIndicators: true },
        md: { type: 'grid' },
        lg: { type: 'grid' },
      },
      items: [
        card(
          tx(
            'Rain jackets',
            'Vestes de pluie',
            'Regenjacken',
            'Giacche antipioggia',
            'Chaquetas de lluvia',
            'Regenjassen',
          ),
          '/c/men/jackets/rain-jackets-1210',
          'card-rain',
        ),
        card(
          tx('Fleece', 'Polaires', 'Fleece', 'Pile', 'Forros polares', 'Fleece'),
          '/c/women-2000',
          'card-fleece',
        ),
        card(
          tx(
            'Trail shoes',
            'Chaussures de trail',
            'Trailschuhe',
            'Scarpe da trail',
            'Zapatillas de trail',
            'Trailschoenen',
          ),
          '/c/footwear-4000',
          'card-shoes',
        ),
      ],
    },
    {
      type: 'collection',
      id: 'trail-highlight',
      variant: 'highlightCenter',
      title: tx(
        'Staff picks',
        'Coups de cœur',
        'Team-Favoriten',
        'Scelti dallo staff',
        'Favoritos del equipo',
        'Favorieten van het team',
      ),
      breakpoints: {
        sm: { type: 'carousel', showArrows: false, showIndicators: true },
        md: { type: 'carousel', showProgress: true },
        lg: {
          type: 'carousel',
          showArrows: true,
          showIndicators: true,
          showProgress: true,
          autoplay: true,
          autorotateTime: 4,
          loop: true,
        },
      },
      items: [
        card(
          tx('Packs', 'Sacs', 'Rucksäcke', 'Zaini', 'Mochilas', 'Rugzakken'),
          '/c/bags-5000',
          'card-packs',
          { eyebrow: tx('New', 'Nouveau', 'Neu', 'Novità', 'Nuevo', 'Nieuw') },
        ),
        card(tx('Kids', 'Enfants', 'Kinder', 'Bambini', 'Niños', 'Kinderen'), '/c/kids-3000', 'card-kids'),
        card(
          tx('Camp', 'Camping', 'Camping', 'Campeggio', 'Acampada', 'Kamperen'),
          '/c/equipment-6000',
          'card-camp',
        ),
        card(
          tx('Rain', 'Pluie', 'Regen', 'Pioggia', 'Lluvia', 'Regen'),
          '/c/men/jackets/rain-jackets-1210',
          'card-rain',
        ),
        card(
          tx('Boots', 'Chaussures', 'Schuhe', 'Scarponi', 'Botas', 'Schoenen'),
          '/c/footwear-4000',
          'card-shoes',
        ),
      ],
    },
    {
      type: 'collection',
      id: 'trail-three',
      variant: 'threeCardGrid',
      items: [
        card(
          tx('Repairs', 'Réparations', 'Reparaturen', 'Riparazioni', 'Reparaciones', 'Reparaties'),
          '/about',
          'card-repair',
          {
            text: tx(
              'We fix what we sell.',
              'Nous réparons ce que nous vendons.',
              'Wir reparieren, was wir verkaufen.',
              'Ripariamo ciò che vendiamo.',
              'Reparamos lo que vendemos.',
              'We repareren wat we verkopen.',
            ),
          },
        ),
        card(tx('Stores', 'Magasins', 'Geschäfte', 'Negozi', 'Tiendas', 'Winkels'), '/stores', 'card-store'),
        card(
          tx(
            'Gift cards',
            'Cartes cadeaux',
            'Geschenkkarten',
            'Carte regalo',
            'Tarjetas regalo',
            'Cadeaukaarten',
          ),
          '/help/contact-us',
          'card-gift',
        ),
      ],
    },
    {
      type: 'collection',
      id: 'trail-stacked',
      variant: 'stacked',
      title: tx('Guides', 'Guides', 'Ratgeber', 'Guide', 'Guías', 'Gidsen'),
      items: [
        card(
          tx(
            'How to pack for rain',
            'Faire son sac pour la pluie',
            'Packen für Regen',
            'Lo zaino per la pioggia',
            'Preparar la mochila para la lluvia',
            'Inpakken voor regen',
          ),
          '/journal/packing-for-rain',
          'card-rain',
          {
            text: tx(
              'Five minutes, ten years of wet weekends.',
              'Cinq minutes, dix ans de week-ends pluvieux.',
              'Fünf Minuten, zehn Jahre nasse Wochenenden.',
              'Cinque minuti, dieci anni di weekend bagnati.',
              'Cinco minutos, diez años de fines de semana mojados.',
              'Vijf minuten, tien jaar natte weekends.',
            ),
          },
        ),
        card(
          tx(
            'Fit your boots',
            'Bien choisir ses chaussures',
            'Schuhe richtig anpassen',
            'Scegliere gli scarponi',
            'Ajusta tus botas',
            'Je schoenen passen',
          ),
          '/foot-sizes',
          'card-shoes',
        ),
      ],
    },
    {
      type: 'collection',
      id: 'trail-list',
      variant: 'vertical-list',
      title: tx('Where to go', 'Où aller', 'Wohin', 'Dove andare', 'Adónde ir', 'Waar naartoe'),
      items: [
        card(
          tx(
            'Coast paths',
            'Sentiers côtiers',
            'Küstenpfade',
            'Sentieri costieri',
            'Sendas costeras',
            'Kustpaden',
          ),
          '/journal/packing-for-rain',
          'card-coast',
          { hoverMedia: media('card-coast-hover', '', 600, 750) },
        ),
        card(
          tx('High passes', 'Hauts cols', 'Hohe Pässe', 'Passi alti', 'Puertos altos', 'Hoge passen'),
          '/journal/packing-for-rain',
          'card-pass',
          { hoverMedia: media('card-pass-hover', '', 600, 750) },
        ),
      ],
    },
    { type: 'anchor', id: 'trail-anchor-footwear', name: 'Footwear' },
    {
      type: 'catalogGrid',
      id: 'trail-shoes-grid',
      title: tx(
        'Trail shoes to start with',
        'Des chaussures de trail pour commencer',
        'Trailschuhe für den Anfang',
        'Scarpe da trail per iniziare',
        'Zapatillas de trail para empezar',
        'Trailschoenen om mee te beginnen',
      ),
      categoryId: '4000',
      count: 4,
      sort: 'rating',
      targets: [
        {
          text: tx(
            'All footwear',
            'Toutes les chaussures',
            'Alle Schuhe',
            'Tutte le calzature',
            'Todo el calzado',
            'Alle schoenen',
          ),
          url: '/c/footwear-4000',
          style: 'link',
        },
      ],
    },
    {
      type: 'upsell',
      id: 'trail-complete-the-look',
      title: tx(
        'Complete the look',
        'Complétez la tenue',
        'Das Outfit komplett machen',
        'Completa il look',
        'Completa el look',
        'Maak de look compleet',
      ),
      layout: 'stacked',
      stackedCount: 3,
      productIds: ['KS100048', 'KS100013', 'KS102407', 'KS101665'],
    },
    {
      type: 'recommendations',
      id: 'trail-recommended',
      title: tx(
        'Recommended for you',
        'Recommandé pour vous',
        'Für dich empfohlen',
        'Consigliati per te',
        'Recomendado para ti',
        'Aanbevolen voor jou',
      ),
      source: 'personalization',
      widget: 'home-recommended',
      count: 8,
    },
    {
      type: 'recommendations',
      id: 'trail-search-picks',
      title: tx(
        'Rain-ready picks',
        'Prêts pour la pluie',
        'Bereit für Regen',
        'Pronti per la pioggia',
        'Listos para la lluvia',
        'Klaar voor regen',
      ),
      source: 'search',
      query: 'rain',
      count: 6,
    },
    {
      type: 'iconText',
      id: 'trail-why',
      title: tx(
        'Why buy here',
        'Pourquoi acheter ici',
        'Warum hier kaufen',
        'Perché comprare qui',
        'Por qué comprar aquí',
        'Waarom hier kopen',
      ),
      items: [
        {
          icon: 'leaf',
          title: tx(
            'Recycled fabrics',
            'Tissus recyclés',
            'Recycelte Stoffe',
            'Tessuti riciclati',
            'Tejidos reciclados',
            'Gerecyclede stoffen',
          ),
          text: tx(
            'Most of our shells are made from recycled nylon.',
            'La plupart de nos vestes sont en nylon recyclé.',
            'Die meisten Jacken sind aus recyceltem Nylon.',
            'La maggior parte dei gusci è in nylon riciclato.',
            'La mayoría de chaquetas son de nailon reciclado.',
            'De meeste jassen zijn van gerecycled nylon.',
          ),
        },
        {
          icon: 'ruler',
          title: tx(
            'Fit advice',
            'Conseils de taille',
            'Passformberatung',
            'Consigli sulla taglia',
            'Consejos de talla',
            'Pasvormadvies',
          ),
          url: '/foot-sizes',
        },
        {
          icon: 'chat',
          title: tx(
            'Real people',
            'De vraies personnes',
            'Echte Menschen',
            'Persone vere',
            'Personas reales',
            'Echte mensen',
          ),
          url: '/help/contact-us',
        },
      ],
    },
    {
      type: 'buttonCollection',
      id: 'trail-buttons',
      title: tx(
        'Jump to a department',
        'Aller à un rayon',
        'Zur Abteilung',
        'Vai a un reparto',
        'Ir a un departamento',
        'Naar een afdeling',
      ),
      alignment: 'center',
      targets: [
        { ...shopWomen, style: 'secondary', size: 'sm' },
        { ...shopMen, style: 'secondary', size: 'sm' },
        {
          text: tx('Kids', 'Enfants', 'Kinder', 'Bambini', 'Niños', 'Kinderen'),
          url: '/c/kids-3000',
          style: 'secondary',
          size: 'sm',
        },
      ],
    },
    { type: 'spacer', id: 'trail-space', bottomMargins: { sm: 1, md: 2, lg: 3 } },
    {
      type: 'section',
      id: 'trail-large-only',
      visibility: { sm: false, md: true, lg: true },
      blocks: [
        {
          type: 'banner',
          id: 'trail-overlay',
          variant: 'overlay',
          gradientStyle: 'focused',
          title: tx(
            'Test it in store',
            'Essayez en magasin',
            'Im Geschäft testen',
            'Provalo in negozio',
            'Pruébalo en tienda',
            'Test het in de winkel',
          ),
          media: media(
            'trail-store',
            tx(
              'A shop with a climbing wall',
              'Un magasin avec un mur d’escalade',
              'Ein Geschäft mit Kletterwand',
              'Un negozio con parete da arrampicata',
              'Una tienda con rocódromo',
              'Een winkel met klimmuur',
            ),
            1600,
            600,
          ),
          targets: [
            {
              text: tx(
                'Find a store',
                'Trouver un magasin',
                'Geschäft finden',
                'Trova un negozio',
                'Buscar tienda',
                'Winkel zoeken',
              ),
              url: '/stores',
            },
          ],
        },
      ],
    },
    {
      type: 'filterBy',
      id: 'trail-not-rain',
      kind: 'category',
      operator: 'NOT IN',
      values: ['1210'],
      blocks: [
        {
          type: 'banner',
          id: 'trail-espot',
          variant: 'espot',
          title: tx(
            'Rain jackets for the wettest trails',
            'Des vestes de pluie pour les sentiers les plus humides',
            'Regenjacken für die nassesten Trails',
            'Giacche antipioggia per i sentieri più bagnati',
            'Chaquetas de lluvia para los senderos más húmedos',
            'Regenjassen voor de natste paden',
          ),
          targets: [
            {
              text: tx(
                'Shop rain jackets',
                'Voir les vestes de pluie',
                'Regenjacken ansehen',
                'Vedi le giacche',
                'Ver chaquetas',
                'Bekijk regenjassen',
              ),
              url: '/c/men/jackets/rain-jackets-1210',
            },
          ],
        },
      ],
    },
    {
      type: 'experience',
      id: 'trail-experience',
      experienceId: 'exp-trail-cta',
      baselines: [
        {
          type: 'ctaButton',
          id: 'trail-cta-baseline',
          alignment: 'center',
          targets: [
            {
              text: tx(
                'See all new arrivals',
                'Voir toutes les nouveautés',
                'Alle Neuheiten ansehen',
                'Vedi tutte le novità',
                'Ver todas las novedades',
                'Bekijk alle nieuwe items',
              ),
              url: '/search?q=new',
              size: 'lg',
            },
          ],
        },
      ],
      variants: [
        {
          variantId: 'v1',
          name: 'Bold',
          blocks: [
            {
              type: 'ctaButton',
              id: 'trail-cta-variant',
              alignment: 'center',
              targets: [{ text: 'New in: shop now', url: '/search?q=new', size: 'lg' }],
            },
          ],
        },
      ],
    },
    {
      type: 'multiLinkCard',
      id: 'trail-links',
      alignment: 'center',
      title: tx(
        'Help for the trail',
        'De l’aide pour le sentier',
        'Hilfe für den Trail',
        'Aiuto per il sentiero',
        'Ayuda para el sendero',
        'Hulp voor onderweg',
      ),
      titleTarget: '/help/contact-us',
      media: media('trail-help', '', 1200, 500),
      links: [
        {
          text: tx(
            'Size guide',
            'Guide des tailles',
            'Größentabelle',
            'Guida alle taglie',
            'Guía de tallas',
            'Maattabel',
          ),
          url: '/foot-sizes',
        },
        {
          text: tx('Returns', 'Retours', 'Rückgabe', 'Resi', 'Devoluciones', 'Retourneren'),
          url: '/help/returns/how-to-return',
        },
        {
          text: tx('Shipping', 'Livraison', 'Versand', 'Spedizione', 'Envío', 'Verzending'),
          url: '/policies/shipping-terms',
        },
      ],
    },
    { type: 'anchor', id: 'trail-anchor-questions', name: 'Questions' },
    {
      type: 'accordion',
      id: 'trail-faq',
      title: tx('Questions', 'Questions', 'Fragen', 'Domande', 'Preguntas', 'Vragen'),
      openFirst: true,
      items: [
        {
          id: 'faq-waterproof',
          title: tx(
            'How waterproof is waterproof?',
            'Imperméable, à quel point ?',
            'Wie wasserdicht ist wasserdicht?',
            'Quanto è impermeabile?',
            '¿Cómo de impermeable?',
            'Hoe waterdicht is waterdicht?',
          ),
          richText:
            '<p>Our shells hold a <strong>20,000 mm</strong> column of water. Re-proof them once a season.</p>',
        },
        {
          id: 'faq-sizing',
          title: tx(
            'Do trail shoes run small?',
            'Les chaussures de trail taillent-elles petit ?',
            'Fallen Trailschuhe klein aus?',
            'Le scarpe da trail calzano piccole?',
            '¿Las zapatillas de trail tallan pequeño?',
            'Vallen trailschoenen klein?',
          ),
          richText:
            '<p>Go half a size up for long descents. See the <a href="/foot-sizes">foot size guide</a>.</p><script>alert(1)</script>',
        },
      ],
    },
    {
      type: 'dialog',
      id: 'trail-terms',
      title: tx(
        'Offer terms',
        'Conditions de l’offre',
        'Angebotsbedingungen',
        'Termini dell’offerta',
        'Condiciones de la oferta',
        'Actievoorwaarden',
      ),
      triggerText: tx(
        'Offer terms',
        'Conditions de l’offre',
        'Angebotsbedingungen',
        'Termini dell’offerta',
        'Condiciones de la oferta',
        'Actievoorwaarden',
      ),
      blocks: [
        {
          type: 'richText',
          id: 'trail-terms-text',
          richText:
            '<p>10% off a first order over $50 for new members. One use per customer. Ends 31 December.</p>',
        },
      ],
    },
    {
      type: 'picture',
      id: 'trail-map',
      media: media(
        'trail-map',
        tx(
          'A map of the coast path',
          'Une carte du sentier côtier',
          'Eine Karte des Küstenpfads',
          'Una mappa del sentiero costiero',
          'Un mapa de la senda costera',
          'Een kaart van het kustpad',
        ),
        1200,
        600,
      ),
      mediaTarget: '/stores',
    },
    {
      type: 'banner',
      id: 'trail-category-card',
      variant: 'category-card',
      title: tx(
        'Kids’ rain gear',
        'Pluie enfants',
        'Regenkleidung für Kinder',
        'Pioggia bambini',
        'Lluvia para niños',
        'Regenkleding voor kinderen',
      ),
      media: media('card-kids', '', 600, 750),
      mediaTarget: '/c/kids-3000',
      targets: [
        {
          text: tx('Shop kids', 'Enfants', 'Kinder', 'Bambini', 'Niños', 'Kinderen'),
          url: '/c/kids-3000',
          style: 'link',
        },
      ],
    },
    {
      type: 'banner',
      id: 'trail-menu-banner',
      variant: 'menu',
      title: tx(
        'Members save more',
        'Les membres économisent plus',
        'Mitglieder sparen mehr',
        'I soci risparmiano di più',
        'Los socios ahorran más',
        'Leden besparen meer',
      ),
      media: media('card-members', '', 600, 400),
      targets: [
        { text: tx('Join', 'Adhérer', 'Beitreten', 'Iscriviti', 'Únete', 'Word lid'), url: '/account' },
      ],
    },
    {
      type: 'banner',
      id: 'trail-image',
      variant: 'image',
      media: media(
        'trail-summit',
        tx(
          'A summit cairn',
          'Un cairn au sommet',
          'Ein Gipfel-Steinmann',
          'Un ometto in vetta',
          'Un hito en la cumbre',
          'Een steenmannetje op de top',
        ),
        1600,
        500,
      ),
      mediaTarget: '/c/equipment-6000',
    },
    {
      type: 'banner',
      id: 'trail-block-below',
      variant: 'block-below',
      title: tx(
        'Repair, don’t replace',
        'Réparer plutôt que remplacer',
        'Reparieren statt ersetzen',
        'Ripara, non sostituire',
        'Repara, no sustituyas',
        'Repareren, niet vervangen',
      ),
      richText: '<p>Bring any jacket to a store for a free check.</p>',
      media: media('card-repair', '', 1200, 600),
    },
    {
      type: 'articleGrid',
      id: 'trail-journal',
      title: tx(
        'More from the journal',
        'À lire aussi dans le journal',
        'Mehr aus dem Journal',
        'Altro dal journal',
        'Más del diario',
        'Meer uit het journaal',
      ),
      rowsToLoad: 1,
      gridSize: { sm: 1, md: 2, lg: 3 },
      initialQuery: { tags: ['hiking', 'trail-running'] },
    },
    {
      type: 'eventSignup',
      id: 'trail-weekend',
      // The open event of the mock API's consumer service (`mock-api/routes/utilities.ts`).
      eventId: 'trail-weekend-2026',
      startDate: '2027-11-05',
      endDate: '2027-11-07',
      enablePlusOne: true,
      title: tx(
        'Trail weekend in the Picos',
        'Week-end trail dans les Picos',
        'Trail-Wochenende in den Picos',
        'Weekend trail nei Picos',
        'Fin de semana de trail en los Picos',
        'Trailweekend in de Picos',
      ),
      richText: tx(
        '<p>Three days of guided runs for every pace, with gear to try and a repair tent. Come for one day or all three.</p>',
        '<p>Trois jours de sorties guidées à tous les rythmes, du matériel à essayer et un atelier de réparation. Venez un jour ou les trois.</p>',
        '<p>Drei Tage geführte Läufe in jedem Tempo, Ausrüstung zum Testen und ein Reparaturzelt. Komm einen Tag oder alle drei.</p>',
        '<p>Tre giorni di uscite guidate per ogni ritmo, attrezzatura da provare e una tenda per le riparazioni. Vieni un giorno o tutti e tre.</p>',
        '<p>Tres días de salidas guiadas para todos los ritmos, material para probar y una carpa de reparaciones. Ven un día o los tres.</p>',
        '<p>Drie dagen begeleide loopjes voor elk tempo, uitrusting om te testen en een reparatietent. Kom één dag of alle drie.</p>',
      ),
      submitCtaLabel: tx(
        'Save my place',
        'Réserver ma place',
        'Platz sichern',
        'Prenota il mio posto',
        'Reservar mi plaza',
        'Reserveer mijn plek',
      ),
      confirmationTitle: tx(
        'See you on the trail',
        'Rendez-vous sur le sentier',
        'Wir sehen uns auf dem Trail',
        'Ci vediamo sul sentiero',
        'Nos vemos en el sendero',
        'Tot op het pad',
      ),
      confirmationSubtitle: tx(
        'Your place is saved. We will e-mail you the meeting point a week before.',
        'Votre place est réservée. Nous vous enverrons le point de rendez-vous une semaine avant.',
        'Dein Platz ist gesichert. Den Treffpunkt schicken wir dir eine Woche vorher per E-Mail.',
        'Il tuo posto è prenotato. Ti invieremo il punto di ritrovo una settimana prima.',
        'Tu plaza está reservada. Te enviaremos el punto de encuentro una semana antes.',
        'Je plek is gereserveerd. We mailen je het verzamelpunt een week van tevoren.',
      ),
    },
    {
      type: 'eventSignup',
      id: 'gear-swap',
      // An event whose days have passed: the block says it is over and offers no sign-up.
      eventId: 'gear-swap-2026',
      startDate: '2026-10-10',
      endDate: '2026-10-10',
      title: tx(
        'Autumn gear swap',
        'Troc de matériel d’automne',
        'Herbst-Ausrüstungstausch',
        'Scambio di attrezzatura d’autunno',
        'Intercambio de material de otoño',
        'Herfstruilbeurs voor uitrusting',
      ),
    },
    {
      type: 'newsletter',
      id: 'trail-newsletter',
      title: tx(
        'Letters from the workshop',
        'Des nouvelles de l’atelier',
        'Post aus der Werkstatt',
        'Lettere dal laboratorio',
        'Cartas desde el taller',
        'Post uit de werkplaats',
      ),
      text: tx(
        'Once a month: new gear, repair tips and early access to the sale.',
        'Une fois par mois : les nouveautés, des conseils de réparation et un accès anticipé aux soldes.',
        'Einmal im Monat: neue Ausrüstung, Reparaturtipps und früher Zugang zum Sale.',
        'Una volta al mese: nuova attrezzatura, consigli di riparazione e accesso anticipato ai saldi.',
        'Una vez al mes: equipo nuevo, consejos de reparación y acceso anticipado a las rebajas.',
        'Eén keer per maand: nieuwe uitrusting, reparatietips en vroege toegang tot de sale.',
      ),
      emailHint: tx(
        'We never share your address. Every letter has a one-click unsubscribe link.',
        'Nous ne partageons jamais votre adresse. Chaque lettre contient un lien de désinscription.',
        'Wir geben deine Adresse nie weiter. Jeder Newsletter enthält einen Abmeldelink.',
        'Non condividiamo mai il tuo indirizzo. Ogni lettera ha un link per annullare l’iscrizione.',
        'Nunca compartimos tu dirección. Cada boletín incluye un enlace para darte de baja.',
        'We delen je adres nooit. Elke nieuwsbrief heeft een afmeldlink.',
      ),
      richText: tx(
        'I would like the newsletter and accept the <a href="/privacy">privacy policy</a>.',
        'Je souhaite recevoir la newsletter et j’accepte la <a href="/privacy">politique de confidentialité</a>.',
        'Ich möchte den Newsletter erhalten und akzeptiere die <a href="/privacy">Datenschutzerklärung</a>.',
        'Desidero ricevere la newsletter e accetto l’<a href="/privacy">informativa sulla privacy</a>.',
        'Quiero recibir el boletín y acepto la <a href="/privacy">política de privacidad</a>.',
        'Ik wil de nieuwsbrief ontvangen en ga akkoord met het <a href="/privacy">privacybeleid</a>.',
      ),
      successText: tx(
        'You are on the list: the next letter is on its way.',
        'C’est noté : la prochaine lettre arrive bientôt.',
        'Du stehst auf der Liste: Der nächste Newsletter ist unterwegs.',
        'Sei in lista: la prossima lettera è in arrivo.',
        'Ya estás en la lista: el próximo boletín va de camino.',
        'Je staat op de lijst: de volgende nieuwsbrief is onderweg.',
      ),
    },
    // Video and galleries have their own page (stories/on-film); one of each keeps this page holding every block.
    {
      type: 'video',
      id: 'trail-film',
      title: tx(
        'Trail season, on film',
        'La saison des sentiers en images',
        'Die Trail-Saison im Film',
        'La stagione dei sentieri in video',
        'La temporada de senderos en vídeo',
        'Het trailseizoen op film',
      ),
      source: 'youtube',
      youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      media: { poster: { url: '/media/content/trail-film.svg', width: 960, height: 640 } },
    },
    {
      type: 'gallery',
      id: 'trail-gallery',
      kind: 'legacy',
      title: tx(
        'From the trail',
        'Depuis les sentiers',
        'Vom Trail',
        'Dal sentiero',
        'Desde el sendero',
        'Van het pad',
      ),
      subtitle: tx(
        'Photos from our community.',
        'Les photos de notre communauté.',
        'Fotos aus unserer Community.',
        'Le foto della nostra comunità.',
        'Fotos de nuestra comunidad.',
        'Foto’s uit onze community.',
      ),
      containerId: 'trail-gallery-legacy',
    },
    // An editor's mistake: this block is skipped and logged, the page renders without it.
    { type: 'hero', id: 'trail-broken-hero', title: 'No image' },
  ],
}

const PACKING_FOR_RAIN = {
  id: 'journal-packing-for-rain',
  name: 'Packing for rain',
  seo: {
    title: tx(
      'How to pack for rain',
      'Faire son sac pour la pluie',
      'Packen für Regen',
      'Lo zaino per la pioggia',
      'Preparar la mochila para la lluvia',
      'Inpakken voor regen',
    ),
    description: tx(
      'Five habits that keep your gear dry on a wet weekend.',
      'Cinq habitudes pour garder votre matériel au sec.',
      'Fünf Gewohnheiten, die deine Ausrüstung trocken halten.',
      'Cinque abitudini per tenere asciutta l’attrezzatura.',
      'Cinco hábitos para mantener tu equipo seco.',
      'Vijf gewoontes die je spullen droog houden.',
    ),
  },
  components: [
    {
      type: 'article',
      id: 'packing-article',
      title: tx(
        'How to pack for rain',
        'Faire son sac pour la pluie',
        'Packen für Regen',
        'Lo zaino per la pioggia',
        'Preparar la mochila para la lluvia',
        'Inpakken voor regen',
      ),
      subtitle: tx(
        'Five habits from ten years of wet weekends',
        'Cinq habitudes tirées de dix ans de week-ends pluvieux',
        'Fünf Gewohnheiten aus zehn Jahren nasser Wochenenden',
        'Cinque abitudini da dieci anni di weekend bagnati',
        'Cinco hábitos de diez años de fines de semana mojados',
        'Vijf gewoontes uit tien jaar natte weekends',
      ),
      date: '2026-10-14',
      media: media(
        'journal-rain',
        tx(
          'A rucksack on a wet bench',
          'Un sac à dos sur un banc mouillé',
          'Ein Rucksack auf einer nassen Bank',
          'Uno zaino su una panchina bagnata',
          'Una mochila en un banco mojado',
          'Een rugzak op een natte bank',
        ),
        1600,
        800,
      ),
      richText:
        '<p>Line your pack with a <strong>dry bag</strong>, keep a spare base layer sealed, and put the shell on <em>before</em> you need it.</p><ul><li>Dry bag inside the pack</li><li>Spare socks in a zip bag</li><li>Shell on top</li></ul>',
      related: [
        {
          title: tx(
            'Trail season',
            'La saison des sentiers',
            'Trail-Saison',
            'Stagione dei sentieri',
            'Temporada de senderos',
            'Trailseizoen',
          ),
          url: '/stories/trail-season',
          media: media('trail-hero', '', 600, 400),
        },
        {
          title: tx(
            'Our story',
            'Notre histoire',
            'Unsere Geschichte',
            'La nostra storia',
            'Nuestra historia',
            'Ons verhaal',
          ),
          url: '/about',
        },
        {
          title: tx('Returns', 'Retours', 'Rückgabe', 'Resi', 'Devoluciones', 'Retourneren'),
          url: '/help/returns/how-to-return',
        },
        {
          title: tx('Shipping', 'Livraison', 'Versand', 'Spedizione', 'Envío', 'Verzending'),
          url: '/policies/shipping-terms',
        },
        {
          title: tx('Privacy', 'Confidentialité', 'Datenschutz', 'Privacy', 'Privacidad', 'Privacy'),
          url: '/privacy',
        },
      ],
    },
  ],
}

/** The journal's index: every article, newest first, filtered by tag, six at a time. */
const JOURNAL = {
  id: 'journal',
  name: 'Journal',
  seo: {
    title: tx('Journal', 'Journal', 'Journal', 'Journal', 'Diario', 'Journaal'),
    description: tx(
      'Stories, guides and repairs from the trail.',
      'Récits, guides et réparations, du sentier à l’atelier.',
      'Geschichten, Ratgeber und Reparaturen vom Trail.',
      'Storie, guide e riparazioni dal sentiero.',
      'Historias, guías y reparaciones desde el sendero.',
      'Verhalen, gidsen en reparaties van onderweg.',
    ),
  },
  components: [
    {
      type: 'articleGrid',
      id: 'journal-grid',
      // The page's own heading names the journal; the cards are its second level.
      subtitle: tx(
        'Stories, guides and repairs from the trail.',
        'Récits, guides et réparations, du sentier à l’atelier.',
        'Geschichten, Ratgeber und Reparaturen vom Trail.',
        'Storie, guide e riparazioni dal sentiero.',
        'Historias, guías y reparaciones desde el sendero.',
        'Verhalen, gidsen en reparaties van onderweg.',
      ),
      rowsToLoad: 2,
      gridSize: { sm: 1, md: 2, lg: 3 },
      initialQuery: { tags: [] },
      showFilterBar: true,
      loadMore: true,
    },
  ],
}

/**
 * Video and galleries (spec 3 §2.12, §2.13): a YouTube film behind its facade, an uploaded film, a hosted film
 * that autoplays when scrolled into view (with the `HOSTED_VIDEO` flag; its uploaded file otherwise) and the
 * social gallery. The mock media route serves only images, so the uploaded films load nothing (`preload="none"`,
 * no autoplay) unless a shopper plays them; the hosted film is the service's public demo asset.
 */
const poster = (file: string) => ({ url: `/media/content/${file}.svg`, width: 960, height: 640 })

const ON_FILM = {
  id: 'stories-on-film',
  name: 'On film',
  seo: {
    title: tx('On film', 'En images', 'Im Film', 'In video', 'En vídeo', 'Op film'),
    description: tx(
      'Three short films from the trail, and your photos from it.',
      'Trois courts films tournés sur les sentiers, et vos photos.',
      'Drei kurze Filme vom Trail und eure Fotos davon.',
      'Tre brevi film dal sentiero e le vostre foto.',
      'Tres cortos del sendero y vuestras fotos.',
      'Drie korte films van het pad, en jullie foto’s.',
    ),
  },
  components: [
    {
      type: 'hero',
      id: 'film-hero',
      variant: 'block-below',
      titleH1: true,
      title: tx('On film', 'En images', 'Im Film', 'In video', 'En vídeo', 'Op film'),
      subtitle: tx(
        'Three short films from the trail, and your photos from it.',
        'Trois courts films tournés sur les sentiers, et vos photos.',
        'Drei kurze Filme vom Trail und eure Fotos davon.',
        'Tre brevi film dal sentiero e le vostre foto.',
        'Tres cortos del sendero y vuestras fotos.',
        'Drie korte films van het pad, en jullie foto’s.',
      ),
      media: media('film-hero', '', 1600, 600),
      // Spec 3 §4: the hero's video plays muted in a loop over its picture.
      video: { sm: { url: '/media/film/hero-sm.webm' }, lg: { url: '/media/film/hero-lg.webm' } },
    },
    {
      type: 'video',
      id: 'film-traverse',
      titleH1: false,
      title: tx(
        'On film: the Picos traverse',
        'En images : la traversée des Picos',
        'Im Film: die Picos-Überschreitung',
        'In video: la traversata dei Picos',
        'En vídeo: la travesía de los Picos',
        'Op film: de Picos-oversteek',
      ),
      subtitle: tx(
        'Four days, one pack, no cable cars.',
        'Quatre jours, un sac, pas de téléphérique.',
        'Vier Tage, ein Rucksack, keine Seilbahn.',
        'Quattro giorni, uno zaino, nessuna funivia.',
        'Cuatro días, una mochila, sin teleféricos.',
        'Vier dagen, één rugzak, geen kabelbaan.',
      ),
      source: 'youtube',
      youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ',
      media: { poster: poster('film-traverse') },
      isFullWidth: true,
      paddings: { sm: 0, lg: 2 },
    },
    {
      type: 'video',
      id: 'film-kitchen',
      title: tx(
        'A camp kitchen in ten minutes',
        'Une cuisine de bivouac en dix minutes',
        'Eine Campingküche in zehn Minuten',
        'Una cucina da campo in dieci minuti',
        'Una cocina de acampada en diez minutos',
        'Een kampkeuken in tien minuten',
      ),
      source: 'uploaded',
      media: {
        sm: { url: '/media/film/kitchen-sm.webm' },
        lg: { url: '/media/film/kitchen-lg.webm' },
        poster: poster('film-kitchen'),
      },
      playerSettings: { autoplay: false, loop: false },
      backgroundColor: '#f3f2ef',
      paddings: { sm: 1, md: 2 },
    },
    {
      type: 'banner',
      id: 'film-night-walk',
      variant: 'split',
      splitWidth: 60,
      title: tx(
        'After dark',
        'À la nuit tombée',
        'Nach Einbruch der Dunkelheit',
        'Dopo il tramonto',
        'Al caer la noche',
        'Na het donker',
      ),
      richText: tx(
        '<p>A headtorch, a warm layer and the trail to yourself.</p>',
        '<p>Une frontale, une couche chaude et le sentier rien que pour vous.</p>',
        '<p>Eine Stirnlampe, eine warme Schicht und der Trail für dich allein.</p>',
        '<p>Una frontale, uno strato caldo e il sentiero tutto per te.</p>',
        '<p>Un frontal, una capa de abrigo y el sendero para ti solo.</p>',
        '<p>Een hoofdlamp, een warme laag en het pad voor jezelf.</p>',
      ),
      media: media('film-night-walk', '', 1200, 800),
      video: { md: { url: '/media/film/night-walk.webm' } },
      targets: [
        {
          text: tx(
            'Shop equipment',
            'Équipement',
            'Ausrüstung',
            'Attrezzatura',
            'Equipamiento',
            'Uitrusting',
          ),
          url: '/c/equipment-6000',
          style: 'secondary',
        },
      ],
    },
    {
      type: 'video',
      id: 'film-ridge',
      title: tx(
        'Morning on the ridge',
        'Le matin sur la crête',
        'Morgen auf dem Grat',
        'Mattina sulla cresta',
        'Mañana en la cresta',
        'Ochtend op de graat',
      ),
      seoTitle: 'Morning on the ridge',
      seoDescription: 'First light over the ridge, filmed on the second day of the traverse.',
      source: 'uploaded',
      cloudinaryAsset: { cloudName: 'demo', publicId: 'outdoors' },
      width: 1280,
      height: 720,
      tracks: [
        {
          src: 'https://res.cloudinary.com/demo/raw/upload/outdoors.vtt',
          label: 'English',
          srclang: 'en',
          kind: 'transcripts',
        },
      ],
      media: { md: { url: '/media/film/ridge.webm' }, poster: poster('film-ridge') },
    },
    {
      type: 'gallery',
      id: 'film-gallery',
      kind: 'social',
      title: tx(
        'Your trail, on film',
        'Vos sentiers en images',
        'Euer Trail im Bild',
        'I vostri sentieri in foto',
        'Vuestros senderos en fotos',
        'Jullie paden in beeld',
      ),
      containerId: 'on-film-ugc',
      // On a product page the product joins the filter as a tag; here the campaign alone is left.
      filter: 'campaign:on-film,tag:{productId}',
    },
  ],
}

/**
 * The content every product page gets below its details: a complete-the-look upsell for the product (but the
 * e-gift card's, which has no look to complete), and a note that only the Meadow Crew Tee shows (filter-by wrappers
 * on the product).
 */
export const PRODUCT_CONTENT = {
  components: [
    {
      type: 'filterBy',
      id: 'pdp-extended-sizes',
      kind: 'product',
      operator: 'IN',
      values: ['KS100048'],
      blocks: [
        {
          type: 'banner',
          id: 'pdp-extended-sizes-note',
          variant: 'thin',
          title: tx(
            'XXL takes more fabric, so it costs a little more.',
            'Le XXL demande plus de tissu : il coûte un peu plus cher.',
            'XXL braucht mehr Stoff und kostet deshalb etwas mehr.',
            'La XXL richiede più tessuto, quindi costa un po’ di più.',
            'La XXL lleva más tejido, por eso cuesta un poco más.',
            'XXL vraagt meer stof en kost daarom iets meer.',
          ),
        },
      ],
    },
    {
      type: 'filterBy',
      id: 'pdp-complete-the-look-filter',
      kind: 'product',
      operator: 'NOT IN',
      values: ['KS900001'],
      blocks: [
        {
          type: 'upsell',
          id: 'pdp-complete-the-look',
          title: tx(
            'Complete the look',
            'Complétez la tenue',
            'Das Outfit komplett machen',
            'Completa il look',
            'Completa el look',
            'Maak de look compleet',
          ),
          layout: 'carousel',
          source: 'personalization',
          widget: 'complete-the-look',
        },
      ],
    },
    // Shoppers' photos of this product (its master id is the tag); a product nobody has photographed shows none.
    {
      type: 'gallery',
      id: 'pdp-photos',
      kind: 'social',
      title: tx(
        'Out there with you',
        'Sur le terrain avec vous',
        'Mit euch unterwegs',
        'In giro con voi',
        'Ahí fuera con vosotros',
        'Onderweg met jullie',
      ),
      containerId: 'pdp-photos',
      filter: 'tag:{productId}',
    },
  ],
}

/** Editorial pages by slug. */
export const STORY_PAGES: Readonly<Record<string, Record<string, unknown>>> = {
  'stories/trail-season': TRAIL_SEASON,
  'journal/packing-for-rain': PACKING_FOR_RAIN,
  journal: JOURNAL,
  'stories/on-film': ON_FILM,
}
