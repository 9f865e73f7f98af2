/**
 * Tidewater's own content (decision 056): its home page, its stories and its "Our story", its promo bar colours
 * and the links of its footer. Coast and sea themes; the editorial art names the brand (`hero-tidewater-coast`),
 * so it is drawn in Tidewater's palette. Text in six languages (`tx`), German with "du".
 */
import { card, media, tx } from './authoring'

const TIDE_LINES_TITLE = tx(
  'Tide lines',
  'Lignes de marée',
  'Gezeitenlinien',
  'Linee di marea',
  'Líneas de marea',
  'Getijdenlijnen',
)
const COLD_WATER_TITLE = tx(
  'Cold water, warm layers',
  'Eau froide, couches chaudes',
  'Kaltes Wasser, warme Lagen',
  'Acqua fredda, strati caldi',
  'Agua fría, capas cálidas',
  'Koud water, warme lagen',
)
const FIND_A_STORE = tx(
  'Find a store',
  'Trouver une boutique',
  'Laden finden',
  'Trova un negozio',
  'Buscar una tienda',
  'Vind een winkel',
)
const OUR_STORY = tx(
  'Our story',
  'Notre histoire',
  'Unsere Geschichte',
  'La nostra storia',
  'Nuestra historia',
  'Ons verhaal',
)

export const TIDEWATER_HOME = {
  id: 'home',
  name: 'Home',
  seo: {
    title: tx(
      'Coastal clothing, footwear and gear',
      'Vêtements, chaussures et équipement pour le littoral',
      'Kleidung, Schuhe und Ausrüstung für die Küste',
      'Abbigliamento, calzature e attrezzatura per la costa',
      'Ropa, calzado y equipo para la costa',
      'Kleding, schoenen en uitrusting voor de kust',
    ),
    description: tx(
      'Salt-proof shells, quick-dry layers and shoes that grip wet rock, from the harbour to the headland.',
      'Vestes résistantes au sel, couches à séchage rapide et chaussures qui tiennent sur la roche mouillée.',
      'Salzfeste Jacken, schnell trocknende Lagen und Schuhe, die auf nassem Fels greifen.',
      'Gusci resistenti al sale, strati ad asciugatura rapida e scarpe che tengono sulla roccia bagnata.',
      'Chaquetas resistentes a la sal, capas de secado rápido y calzado que agarra en la roca mojada.',
      'Zoutbestendige jassen, sneldrogende lagen en schoenen met grip op natte rotsen.',
    ),
  },
  components: [
    {
      type: 'hero',
      id: 'tidewater-home-hero',
      variant: 'standard',
      titleH1: true,
      gradientStyle: 'focused',
      title: tx(
        'Dressed for the turn of the tide',
        'Habillés pour le retour de la marée',
        'Angezogen für den Wechsel der Gezeiten',
        'Vestiti per il cambio di marea',
        'Vestidos para el cambio de marea',
        'Gekleed voor het kenteren van het tij',
      ),
      subtitle: tx(
        'The shore collection: salt-proof shells, quick-dry layers and soles that grip wet rock.',
        'La collection rivage : vestes résistantes au sel, couches à séchage rapide et semelles qui tiennent sur la roche mouillée.',
        'Die Küstenkollektion: salzfeste Jacken, schnell trocknende Lagen und Sohlen mit Grip auf nassem Fels.',
        'La collezione costa: gusci resistenti al sale, strati ad asciugatura rapida e suole che tengono sulla roccia bagnata.',
        'La colección costa: chaquetas resistentes a la sal, capas de secado rápido y suelas que agarran en la roca mojada.',
        'De kustcollectie: zoutbestendige jassen, sneldrogende lagen en zolen met grip op natte rotsen.',
      ),
      media: media(
        'hero-tidewater-coast',
        tx(
          'A walker on a headland above a grey-green sea',
          'Une promeneuse sur un cap au-dessus d’une mer gris-vert',
          'Eine Wanderin auf einer Landzunge über grüngrauem Meer',
          'Una camminatrice su un promontorio sopra un mare grigio-verde',
          'Una caminante en un cabo sobre un mar gris verdoso',
          'Een wandelaar op een kaap boven een grijsgroene zee',
        ),
        1600,
        700,
      ),
      targets: [
        { text: tx('Shop women', 'Femme', 'Damen', 'Donna', 'Mujer', 'Dames'), url: '/c/women-2000' },
        { text: tx('Shop men', 'Homme', 'Herren', 'Uomo', 'Hombre', 'Heren'), url: '/c/men-1000' },
      ],
    },
    {
      type: 'collection',
      id: 'tidewater-home-shore',
      title: tx(
        'Shop the shore',
        'Le rivage en boutique',
        'Für die Küste einkaufen',
        'Acquista per la costa',
        'Compra para la costa',
        'Winkel voor de kust',
      ),
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
          'tile-tidewater-rain-coast',
        ),
        card(
          tx('Sandals', 'Sandales', 'Sandalen', 'Sandali', 'Sandalias', 'Sandalen'),
          '/c/footwear/sandals-4400',
          'tile-tidewater-sandals-trail',
        ),
        card(
          tx('Fleece', 'Polaires', 'Fleece', 'Pile', 'Forros polares', 'Fleece'),
          '/c/women-2000',
          'tile-tidewater-fleece-night',
        ),
        card(
          tx('Bags', 'Sacs', 'Taschen', 'Borse', 'Bolsas', 'Tassen'),
          '/c/bags/backpacks-5100',
          'tile-tidewater-bags-city',
        ),
      ],
    },
    {
      type: 'banner',
      id: 'tidewater-home-story',
      variant: 'split',
      splitWidth: 60,
      title: TIDE_LINES_TITLE,
      media: media(
        'banner-tidewater-tide-lines-coast',
        tx(
          'Low tide on a wide, empty beach',
          'Marée basse sur une grande plage déserte',
          'Ebbe an einem weiten, leeren Strand',
          'Bassa marea su una spiaggia ampia e deserta',
          'Marea baja en una playa amplia y vacía',
          'Eb op een breed, leeg strand',
        ),
        960,
        640,
      ),
      richText: tx(
        'A season on the coast path with the people who test our shells: six tides, four storms, one good flask.',
        'Une saison sur le sentier côtier avec celles et ceux qui testent nos vestes : six marées, quatre tempêtes, un bon thermos.',
        'Eine Saison auf dem Küstenpfad mit den Leuten, die unsere Jacken testen: sechs Tiden, vier Stürme, eine gute Thermoskanne.',
        'Una stagione sul sentiero costiero con chi prova i nostri gusci: sei maree, quattro tempeste, un buon thermos.',
        'Una temporada en la senda costera con quienes prueban nuestras chaquetas: seis mareas, cuatro temporales, un buen termo.',
        'Een seizoen op het kustpad met de mensen die onze jassen testen: zes getijden, vier stormen, één goede thermosfles.',
      ),
      targets: [
        {
          text: tx(
            'Read the story',
            'Lire le récit',
            'Geschichte lesen',
            'Leggi la storia',
            'Leer la historia',
            'Lees het verhaal',
          ),
          url: '/stories/tide-lines',
        },
      ],
    },
    {
      type: 'banner',
      id: 'tidewater-home-stores',
      variant: 'block-below',
      title: tx(
        'Harbour stores',
        'Nos boutiques du port',
        'Unsere Hafenläden',
        'I nostri negozi sul porto',
        'Nuestras tiendas del puerto',
        'Onze havenwinkels',
      ),
      media: media('banner-store-tidewater', '', 1200, 500),
      richText: tx(
        'From Brighton to San Sebastián, ten stores by the water, with free pickup on online orders.',
        'De Brighton à Saint-Sébastien, dix boutiques au bord de l’eau, avec retrait gratuit des commandes en ligne.',
        'Von Brighton bis San Sebastián: zehn Läden am Wasser, mit kostenloser Abholung von Online-Bestellungen.',
        'Da Brighton a San Sebastián, dieci negozi sull’acqua, con ritiro gratuito degli ordini online.',
        'De Brighton a San Sebastián, diez tiendas junto al agua, con recogida gratuita de pedidos online.',
        'Van Brighton tot San Sebastián: tien winkels aan het water, met gratis afhalen van online bestellingen.',
      ),
      targets: [
        {
          text: FIND_A_STORE,
          url: '/stores',
        },
      ],
    },
  ],
}

const TIDE_LINES = {
  id: 'stories-tide-lines',
  name: 'Tide lines',
  seo: {
    title: TIDE_LINES_TITLE,
    description: tx(
      'A season on the coast path with the people who test Tidewater shells.',
      'Une saison sur le sentier côtier avec celles et ceux qui testent les vestes Tidewater.',
      'Eine Saison auf dem Küstenpfad mit den Leuten, die Tidewater-Jacken testen.',
      'Una stagione sul sentiero costiero con chi prova i gusci Tidewater.',
      'Una temporada en la senda costera con quienes prueban las chaquetas Tidewater.',
      'Een seizoen op het kustpad met de mensen die Tidewater-jassen testen.',
    ),
  },
  components: [
    {
      type: 'hero',
      id: 'tide-lines-hero',
      variant: 'standard',
      titleH1: true,
      gradientStyle: 'full',
      title: TIDE_LINES_TITLE,
      subtitle: tx(
        'Six tides, four storms, one good flask.',
        'Six marées, quatre tempêtes, un bon thermos.',
        'Sechs Tiden, vier Stürme, eine gute Thermoskanne.',
        'Sei maree, quattro tempeste, un buon thermos.',
        'Seis mareas, cuatro temporales, un buen termo.',
        'Zes getijden, vier stormen, één goede thermosfles.',
      ),
      media: media(
        'hero-tidewater-tide-lines-coast',
        tx(
          'Waves breaking below a coast path',
          'Des vagues qui se brisent sous un sentier côtier',
          'Wellen, die unter einem Küstenpfad brechen',
          'Onde che si infrangono sotto un sentiero costiero',
          'Olas que rompen bajo una senda costera',
          'Golven die breken onder een kustpad',
        ),
        1600,
        700,
      ),
      targets: [
        {
          text: tx(
            'Shop rain jackets',
            'Voir les vestes de pluie',
            'Regenjacken ansehen',
            'Scopri le giacche antipioggia',
            'Ver chaquetas de lluvia',
            'Bekijk regenjassen',
          ),
          url: '/c/men/jackets/rain-jackets-1210',
        },
      ],
    },
    {
      type: 'banner',
      id: 'tide-lines-spring',
      variant: 'split',
      splitWidth: 50,
      title: tx(
        'Spring tides',
        'Grandes marées',
        'Springfluten',
        'Maree sizigiali',
        'Mareas vivas',
        'Springtij',
      ),
      media: media('banner-tidewater-spring-tide-coast', '', 960, 640),
      richText: tx(
        'When the moon pulls hardest, the sea climbs the shingle and the wind comes sideways. Our testers walk it in shells sealed at every seam, with hoods that turn with the head.',
        'Quand la lune tire le plus fort, la mer monte sur les galets et le vent arrive de côté. Nos testeurs marchent en vestes thermosoudées à chaque couture, avec des capuches qui tournent avec la tête.',
        'Wenn der Mond am stärksten zieht, steigt das Meer über den Kies und der Wind kommt von der Seite. Unsere Tester gehen in Jacken mit versiegelten Nähten und Kapuzen, die sich mit dem Kopf drehen.',
        'Quando la luna tira più forte, il mare risale i ciottoli e il vento arriva di lato. I nostri tester camminano con gusci nastrati in ogni cucitura e cappucci che seguono la testa.',
        'Cuando la luna tira con más fuerza, el mar sube por los guijarros y el viento llega de lado. Nuestros probadores caminan con chaquetas selladas en cada costura y capuchas que giran con la cabeza.',
        'Als de maan het hardst trekt, klimt de zee over de kiezels en komt de wind van opzij. Onze testers lopen in jassen met getapete naden en capuchons die met je hoofd meedraaien.',
      ),
      targets: [],
    },
    {
      type: 'banner',
      id: 'tide-lines-night',
      variant: 'split',
      splitWidth: 50,
      title: tx(
        'After dark on the harbour wall',
        'À la nuit tombée sur la digue',
        'Nach Einbruch der Dunkelheit auf der Hafenmauer',
        'Dopo il tramonto sul molo',
        'De noche en el espigón',
        'Na het donker op de havenmuur',
      ),
      media: media('banner-tidewater-harbour-night', '', 960, 640),
      richText: tx(
        'Fishing boats come in on the evening tide. A fleece under the shell, a beanie, and gloves you can still tie a knot in.',
        'Les bateaux de pêche rentrent avec la marée du soir. Une polaire sous la veste, un bonnet et des gants qui laissent faire un nœud.',
        'Die Fischerboote kommen mit der Abendflut herein. Ein Fleece unter der Jacke, eine Mütze und Handschuhe, mit denen du noch einen Knoten machst.',
        'I pescherecci rientrano con la marea della sera. Un pile sotto il guscio, un berretto e guanti con cui fare ancora un nodo.',
        'Los pesqueros entran con la marea de la tarde. Un forro polar bajo la chaqueta, un gorro y guantes con los que aún puedes hacer un nudo.',
        'De vissersboten komen binnen met het avondtij. Een fleece onder de jas, een muts en handschoenen waarmee je nog een knoop legt.',
      ),
      targets: [],
    },
    {
      type: 'recommendations',
      id: 'tide-lines-picks',
      title: tx(
        'Packed for the coast path',
        'Dans le sac pour le sentier côtier',
        'Eingepackt für den Küstenpfad',
        'Nello zaino per il sentiero costiero',
        'En la mochila para la senda costera',
        'Ingepakt voor het kustpad',
      ),
      source: 'search',
      categoryId: '1210',
      count: 6,
    },
    {
      type: 'banner',
      id: 'tide-lines-next',
      variant: 'thin',
      title: COLD_WATER_TITLE,
      richText: tx(
        'Next: what our sea swimmers wear before and after the water.',
        'À suivre : ce que portent nos nageuses et nageurs avant et après l’eau.',
        'Als Nächstes: was unsere Meeresschwimmer vor und nach dem Wasser tragen.',
        'Prossimamente: cosa indossano i nostri nuotatori prima e dopo l’acqua.',
        'A continuación: lo que llevan nuestros nadadores antes y después del agua.',
        'Hierna: wat onze zeezwemmers dragen voor en na het water.',
      ),
      targets: [
        {
          text: tx(
            'Read on',
            'Lire la suite',
            'Weiterlesen',
            'Continua a leggere',
            'Seguir leyendo',
            'Verder lezen',
          ),
          url: '/stories/cold-water',
        },
      ],
    },
  ],
}

const COLD_WATER = {
  id: 'stories-cold-water',
  name: 'Cold water, warm layers',
  seo: {
    title: COLD_WATER_TITLE,
    description: tx(
      'What Tidewater’s sea swimmers wear before and after the water.',
      'Ce que portent les nageurs de Tidewater avant et après l’eau.',
      'Was die Meeresschwimmer von Tidewater vor und nach dem Wasser tragen.',
      'Cosa indossano i nuotatori di Tidewater prima e dopo l’acqua.',
      'Lo que llevan los nadadores de Tidewater antes y después del agua.',
      'Wat de zeezwemmers van Tidewater dragen voor en na het water.',
    ),
  },
  components: [
    {
      type: 'article',
      id: 'cold-water-article',
      title: COLD_WATER_TITLE,
      subtitle: tx(
        'A winter of morning swims, and the layers that made them bearable',
        'Un hiver de baignades matinales, et les couches qui les ont rendues supportables',
        'Ein Winter voller Morgenschwimmen und die Lagen, die sie erträglich machten',
        'Un inverno di nuotate all’alba, e gli strati che le hanno rese sopportabili',
        'Un invierno de baños al amanecer, y las capas que los hicieron llevaderos',
        'Een winter vol ochtendzwemmen, en de lagen die het draaglijk maakten',
      ),
      date: '2026-11-02',
      media: media(
        'journal-tidewater-cold-water-coast',
        tx(
          'A swimmer walking out of a calm grey sea',
          'Une nageuse sortant d’une mer grise et calme',
          'Eine Schwimmerin, die aus einem ruhigen grauen Meer kommt',
          'Una nuotatrice che esce da un mare grigio e calmo',
          'Una nadadora saliendo de un mar gris y en calma',
          'Een zwemster die uit een kalme grijze zee loopt',
        ),
        1600,
        800,
      ),
      richText: tx(
        '<p>Lay your clothes out in the order you will put them on, <strong>warmest first</strong>. A fleece that pulls on over damp skin, a hooded shell against the wind, and sandals you can step into without looking.</p><ul><li>Fleece on first</li><li>Shell over the top</li><li>A hot drink before the walk home</li></ul>',
        '<p>Disposez vos vêtements dans l’ordre où vous les enfilerez, <strong>le plus chaud d’abord</strong>. Une polaire qui passe sur une peau humide, une veste à capuche contre le vent et des sandales qu’on enfile sans regarder.</p><ul><li>La polaire d’abord</li><li>La veste par-dessus</li><li>Une boisson chaude avant de rentrer</li></ul>',
        '<p>Leg deine Kleidung in der Reihenfolge hin, in der du sie anziehst, <strong>das Wärmste zuerst</strong>. Ein Fleece, das über feuchte Haut rutscht, eine Kapuzenjacke gegen den Wind und Sandalen, in die du ohne Hinsehen schlüpfst.</p><ul><li>Zuerst das Fleece</li><li>Die Jacke darüber</li><li>Ein heißes Getränk vor dem Heimweg</li></ul>',
        '<p>Disponi i vestiti nell’ordine in cui li indosserai, <strong>prima il più caldo</strong>. Un pile che scivola sulla pelle umida, un guscio con cappuccio contro il vento e sandali da infilare senza guardare.</p><ul><li>Prima il pile</li><li>Il guscio sopra</li><li>Una bevanda calda prima di tornare</li></ul>',
        '<p>Coloca la ropa en el orden en que te la pondrás, <strong>lo más cálido primero</strong>. Un forro polar que entre sobre la piel húmeda, una chaqueta con capucha contra el viento y sandalias que te calzas sin mirar.</p><ul><li>Primero el forro polar</li><li>La chaqueta encima</li><li>Una bebida caliente antes de volver</li></ul>',
        '<p>Leg je kleren klaar in de volgorde waarin je ze aantrekt, <strong>het warmste eerst</strong>. Een fleece die over vochtige huid glijdt, een jas met capuchon tegen de wind en sandalen waar je zonder kijken in stapt.</p><ul><li>Eerst de fleece</li><li>De jas eroverheen</li><li>Iets warms te drinken voor de weg naar huis</li></ul>',
      ),
      related: [
        {
          title: TIDE_LINES_TITLE,
          url: '/stories/tide-lines',
          media: media('hero-tidewater-tide-lines-coast', '', 600, 400),
        },
        { title: OUR_STORY, url: '/about' },
        {
          title: FIND_A_STORE,
          url: '/stores',
        },
      ],
    },
  ],
}

/** Tidewater's story pages by slug; Kestrel's stories and journal are not on its sites. */
export const TIDEWATER_STORY_PAGES: Readonly<Record<string, Record<string, unknown>>> = {
  'stories/tide-lines': TIDE_LINES,
  'stories/cold-water': COLD_WATER,
}

/** Tidewater's "Our story": its own information page in place of Kestrel's. */
export const TIDEWATER_PAGES: Readonly<Record<string, { title: unknown; text: unknown }>> = {
  about: {
    title: OUR_STORY,
    text: tx(
      'Tidewater began in a boathouse on the south coast, waxing cotton jackets for the crews of the lifeboat station. Today we design clothing, footwear and gear for the shore: tested on the coast path in every tide, made to be repaired, and sold in harbour towns from Brighton to San Sebastián.',
      'Tidewater est né dans un hangar à bateaux de la côte sud, où l’on cirait des vestes en coton pour les équipages de la station de sauvetage. Aujourd’hui, nous concevons des vêtements, des chaussures et de l’équipement pour le littoral : testés sur le sentier côtier à chaque marée, faits pour être réparés et vendus dans les ports, de Brighton à Saint-Sébastien.',
      'Tidewater begann in einem Bootshaus an der Südküste, wo Baumwolljacken für die Crews der Seenotrettung gewachst wurden. Heute entwerfen wir Kleidung, Schuhe und Ausrüstung für die Küste: bei jeder Tide auf dem Küstenpfad getestet, zum Reparieren gemacht und in Hafenstädten von Brighton bis San Sebastián verkauft.',
      'Tidewater è nata in una rimessa per barche sulla costa meridionale, cerando giacche di cotone per gli equipaggi della stazione di salvataggio. Oggi progettiamo abbigliamento, calzature e attrezzatura per la costa: provati sul sentiero costiero con ogni marea, fatti per essere riparati e venduti nei porti da Brighton a San Sebastián.',
      'Tidewater nació en un cobertizo de barcas de la costa sur, encerando chaquetas de algodón para las tripulaciones de la estación de salvamento. Hoy diseñamos ropa, calzado y equipo para la costa: probados en la senda costera con cada marea, hechos para repararse y vendidos en puertos desde Brighton hasta San Sebastián.',
      'Tidewater begon in een botenhuis aan de zuidkust, waar katoenen jassen werden gewaxt voor de bemanning van het reddingsstation. Nu ontwerpen we kleding, schoenen en uitrusting voor de kust: getest op het kustpad bij elk tij, gemaakt om te repareren en verkocht in havenplaatsen van Brighton tot San Sebastián.',
    ),
  },
}

/** Tidewater's footer adds its stories to the About column. */
export const TIDEWATER_FOOTER_STORIES = {
  text: tx('Stories', 'Récits', 'Geschichten', 'Storie', 'Historias', 'Verhalen'),
  url: '/stories/tide-lines',
}

/** The promo bar's colours on Tidewater's sites: its navy and a deep sea green, with its sand for links. */
export const TIDEWATER_PROMO_COLOURS: readonly {
  textColor: string
  background: string
  hoverLinkColor: string
}[] = [
  { textColor: '#ffffff', background: '#123c69', hoverLinkColor: '#f2a541' },
  { textColor: '#ffffff', background: '#0e5a5a', hoverLinkColor: '#f2a541' },
]
