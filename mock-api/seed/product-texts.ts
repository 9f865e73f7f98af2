/**
 * The catalogue's product copy in the six site languages, written from phrase tables per product type and per
 * language, so the mock catalogue answers in the shopper's language as a real catalogue service does (decision
 * 054). Each product's texts follow from what the catalogue knows of it (its type, from the name; its activity;
 * the material words of its name; its style code), so the same product always reads the same. The product name
 * stays the brand's model name, as real brands keep it.
 */
import { type ProductType, productTypeOf } from '../art/product-types'
import { type Localised, l } from './categories'
import { hashString } from './random'

export type CopyLanguage = keyof Localised
const COPY_LANGUAGES: readonly CopyLanguage[] = ['en', 'fr', 'de', 'it', 'es', 'nl']

export interface ProductTexts {
  description: string
  features: string[]
  materials: string[]
  care: string[]
}

/** Every seeded colour's name in the six languages, by colour code. */
export const COLOUR_NAMES: Readonly<Record<string, Localised>> = {
  '001': l('Black', 'Noir', 'Schwarz', 'Nero', 'Negro', 'Zwart'),
  '020': l('Graphite', 'Graphite', 'Graphit', 'Grafite', 'Grafito', 'Grafiet'),
  '100': l('Chalk White', 'Blanc craie', 'Kreideweiß', 'Bianco gesso', 'Blanco tiza', 'Krijtwit'),
  '230': l('Sand', 'Sable', 'Sand', 'Sabbia', 'Arena', 'Zand'),
  '310': l('Forest', 'Vert forêt', 'Waldgrün', 'Verde bosco', 'Verde bosque', 'Bosgroen'),
  '330': l('Moss', 'Mousse', 'Moosgrün', 'Muschio', 'Musgo', 'Mosgroen'),
  '420': l('Navy', 'Bleu marine', 'Marineblau', 'Blu navy', 'Azul marino', 'Marineblauw'),
  '450': l('Glacier Blue', 'Bleu glacier', 'Gletscherblau', 'Blu ghiaccio', 'Azul glaciar', 'Gletsjerblauw'),
  '610': l('Ember Red', 'Rouge braise', 'Glutrot', 'Rosso brace', 'Rojo brasa', 'Gloedrood'),
  '680': l('Rust', 'Rouille', 'Rost', 'Ruggine', 'Óxido', 'Roest'),
  '720': l('Sunflower', 'Tournesol', 'Sonnenblume', 'Girasole', 'Girasol', 'Zonnebloem'),
  '810': l('Lilac', 'Lilas', 'Flieder', 'Lilla', 'Lila', 'Lila'),
}

/** A colour's name in a language; the name it was stored with when the table does not know the colour. */
export function colourName(colour: { code: string; name: string }, language: string): string {
  const names = COLOUR_NAMES[colour.code]
  return names?.[language as CopyLanguage] ?? colour.name
}

interface TypeCopy {
  lead: Localised
  features: readonly [Localised, Localised, Localised]
  materials: Localised
}

const FLEECE_FABRIC = l(
  '100% recycled polyester fleece',
  'Polaire 100 % polyester recyclé',
  '100 % recyceltes Polyester-Fleece',
  'Pile 100% poliestere riciclato',
  'Forro polar 100 % poliéster reciclado',
  '100% gerecyclede polyester fleece',
)

const TYPE_COPY: Readonly<Record<Exclude<ProductType, 'gift-card'>, TypeCopy>> = {
  tee: {
    lead: l(
      'A soft, breathable tee that dries fast and keeps its shape wash after wash.',
      'Un t-shirt doux et respirant qui sèche vite et garde sa forme lavage après lavage.',
      'Ein weiches, atmungsaktives T-Shirt, das schnell trocknet und auch nach vielen Wäschen in Form bleibt.',
      'Una t-shirt morbida e traspirante che asciuga in fretta e mantiene la forma lavaggio dopo lavaggio.',
      'Una camiseta suave y transpirable que se seca rápido y mantiene la forma lavado tras lavado.',
      'Een zacht, ademend T-shirt dat snel droogt en na elke wasbeurt zijn vorm houdt.',
    ),
    features: [
      l(
        'Flat seams that sit smoothly against the skin',
        'Coutures plates qui ne frottent pas sur la peau',
        'Flache Nähte, die nicht auf der Haut scheuern',
        'Cuciture piatte che non sfregano sulla pelle',
        'Costuras planas que no rozan la piel',
        'Platte naden die niet schuren op je huid',
      ),
      l(
        'Treated to stay fresh for longer',
        'Traitement anti-odeurs pour rester frais plus longtemps',
        'Geruchshemmende Ausrüstung, damit es länger frisch bleibt',
        'Trattamento antiodore per restare fresca più a lungo',
        'Tratamiento antiolor para mantenerse fresca más tiempo',
        'Geurremmende afwerking, zodat het langer fris blijft',
      ),
      l(
        'Relaxed fit with a crew neck',
        'Coupe décontractée et col rond',
        'Lockere Passform mit Rundhalsausschnitt',
        'Vestibilità comoda con girocollo',
        'Corte holgado con cuello redondo',
        'Losse pasvorm met ronde hals',
      ),
    ],
    materials: l(
      '60% organic cotton, 40% recycled polyester',
      '60 % coton biologique, 40 % polyester recyclé',
      '60 % Bio-Baumwolle, 40 % recyceltes Polyester',
      '60% cotone biologico, 40% poliestere riciclato',
      '60 % algodón orgánico, 40 % poliéster reciclado',
      '60% biologisch katoen, 40% gerecycled polyester',
    ),
  },
  shirt: {
    lead: l(
      'A button-up shirt with a clean collar and a little stretch, as at home on the trail as in town.',
      'Une chemise boutonnée au col net et légèrement extensible, aussi à l’aise en sentier qu’en ville.',
      'Ein Hemd mit klarem Kragen und etwas Stretch, auf dem Trail genauso zu Hause wie in der Stadt.',
      'Una camicia con colletto pulito e un tocco di elasticità, a suo agio sul sentiero come in città.',
      'Una camisa con cuello limpio y algo de elasticidad, tan cómoda en el sendero como en la ciudad.',
      'Een overhemd met een strakke kraag en een beetje stretch, net zo thuis op het pad als in de stad.',
    ),
    features: [
      l(
        'Two chest pockets with button flaps',
        'Deux poches poitrine à rabat boutonné',
        'Zwei Brusttaschen mit Knopfpatte',
        'Due tasche al petto con patta abbottonata',
        'Dos bolsillos en el pecho con solapa y botón',
        'Twee borstzakken met knoopklep',
      ),
      l(
        'Roll-up sleeves with button tabs',
        'Manches retroussables avec pattes boutonnées',
        'Krempelärmel mit Knopflasche',
        'Maniche arrotolabili con linguetta e bottone',
        'Mangas enrollables con trabilla y botón',
        'Oprolbare mouwen met knooplusje',
      ),
      l(
        'Vented back yoke for airflow',
        'Empiècement dos ventilé pour mieux respirer',
        'Belüftete Rückenpasse für mehr Luftzirkulation',
        'Carré posteriore traforato per far circolare l’aria',
        'Canesú trasero ventilado para que circule el aire',
        'Geventileerd rugpand voor extra luchtcirculatie',
      ),
    ],
    materials: l(
      '68% organic cotton, 30% recycled polyester, 2% elastane',
      '68 % coton biologique, 30 % polyester recyclé, 2 % élasthanne',
      '68 % Bio-Baumwolle, 30 % recyceltes Polyester, 2 % Elasthan',
      '68% cotone biologico, 30% poliestere riciclato, 2% elastan',
      '68 % algodón orgánico, 30 % poliéster reciclado, 2 % elastano',
      '68% biologisch katoen, 30% gerecycled polyester, 2% elastaan',
    ),
  },
  hoodie: {
    lead: l(
      'A brushed-back hoodie with a lined hood: the warm layer you reach for first on a cool morning.',
      'Un sweat à capuche gratté à l’intérieur, à capuche doublée : la couche chaude qu’on attrape en premier les matins frais.',
      'Ein Hoodie mit angerauter Innenseite und gefütterter Kapuze: die warme Schicht, zu der du an kühlen Morgen zuerst greifst.',
      'Una felpa garzata all’interno con cappuccio foderato: lo strato caldo che prendi per primo nelle mattine fresche.',
      'Una sudadera perchada por dentro con capucha forrada: la capa cálida que coges primero en las mañanas frescas.',
      'Een hoodie met geruwde binnenkant en gevoerde capuchon: de warme laag die je op een koele ochtend als eerste pakt.',
    ),
    features: [
      l(
        'Kangaroo pocket',
        'Poche kangourou',
        'Kängurutasche',
        'Tasca a marsupio',
        'Bolsillo canguro',
        'Kangoeroezak',
      ),
      l(
        'Ribbed cuffs and hem that keep the cold out',
        'Poignets et bas côtelés qui gardent le froid dehors',
        'Rippbündchen an Ärmeln und Saum halten die Kälte draußen',
        'Polsini e fondo a coste che tengono fuori il freddo',
        'Puños y bajo de canalé que frenan el frío',
        'Geribde boorden aan mouwen en zoom houden de kou buiten',
      ),
      l(
        'Flat drawcords with recycled tips',
        'Cordons plats aux embouts recyclés',
        'Flache Kordeln mit recycelten Enden',
        'Coulisse piatte con puntali riciclati',
        'Cordones planos con puntas recicladas',
        'Platte koorden met gerecyclede uiteinden',
      ),
    ],
    materials: l(
      '80% organic cotton, 20% recycled polyester',
      '80 % coton biologique, 20 % polyester recyclé',
      '80 % Bio-Baumwolle, 20 % recyceltes Polyester',
      '80% cotone biologico, 20% poliestere riciclato',
      '80 % algodón orgánico, 20 % poliéster reciclado',
      '80% biologisch katoen, 20% gerecycled polyester',
    ),
  },
  fleece: {
    lead: l(
      'A light fleece jacket that traps warmth, breathes on the climb and weighs next to nothing.',
      'Une veste polaire légère qui retient la chaleur, respire dans les montées et ne pèse presque rien.',
      'Eine leichte Fleecejacke, die Wärme speichert, beim Aufstieg atmet und fast nichts wiegt.',
      'Una giacca in pile leggera che trattiene il calore, traspira in salita e non pesa quasi nulla.',
      'Una chaqueta polar ligera que retiene el calor, transpira en las subidas y apenas pesa.',
      'Een lichte fleecejas die warmte vasthoudt, ademt tijdens het klimmen en bijna niets weegt.',
    ),
    features: [
      l(
        'Zip with a chin guard',
        'Zip avec protège-menton',
        'Reißverschluss mit Kinnschutz',
        'Zip con paramento',
        'Cremallera con protector de barbilla',
        'Rits met kinbescherming',
      ),
      l(
        'Two zipped hand pockets',
        'Deux poches zippées',
        'Zwei Handtaschen mit Reißverschluss',
        'Due tasche con zip',
        'Dos bolsillos con cremallera',
        'Twee handzakken met rits',
      ),
      l(
        'Stretch binding at cuffs and hem',
        'Bords élastiques aux poignets et à la taille',
        'Elastische Einfassung an Ärmeln und Saum',
        'Bordi elastici su polsini e fondo',
        'Ribete elástico en puños y bajo',
        'Elastische boorden aan mouwen en zoom',
      ),
    ],
    materials: FLEECE_FABRIC,
  },
  'rain-shell': {
    lead: l(
      'A fully waterproof, breathable shell with taped seams that keeps you dry when the weather turns.',
      'Une veste imperméable et respirante aux coutures étanchées, qui vous garde au sec quand la météo tourne.',
      'Eine komplett wasserdichte, atmungsaktive Jacke mit verschweißten Nähten, die dich trocken hält, wenn das Wetter umschlägt.',
      'Una giacca impermeabile e traspirante con cuciture nastrate, che ti tiene all’asciutto quando il tempo cambia.',
      'Una chaqueta impermeable y transpirable con costuras termoselladas que te mantiene seco cuando cambia el tiempo.',
      'Een volledig waterdichte, ademende jas met getapete naden die je droog houdt als het weer omslaat.',
    ),
    features: [
      l(
        'Adjustable hood with a stiffened peak',
        'Capuche réglable à visière rigide',
        'Verstellbare Kapuze mit verstärktem Schild',
        'Cappuccio regolabile con visiera rinforzata',
        'Capucha ajustable con visera rígida',
        'Verstelbare capuchon met verstevigde klep',
      ),
      l(
        'Underarm zips to let the heat out',
        'Zips d’aération sous les bras',
        'Belüftungsreißverschlüsse unter den Armen',
        'Zip di ventilazione sotto le ascelle',
        'Cremalleras de ventilación en las axilas',
        'Ventilatieritsen onder de armen',
      ),
      l(
        'Water-resistant zips and adjustable cuffs',
        'Zips déperlants et poignets réglables',
        'Wasserabweisende Reißverschlüsse und verstellbare Ärmelbündchen',
        'Zip idrorepellenti e polsini regolabili',
        'Cremalleras hidrófugas y puños ajustables',
        'Waterafstotende ritsen en verstelbare manchetten',
      ),
    ],
    materials: l(
      'Three-layer recycled nylon with a waterproof, breathable membrane; PFC-free water repellent',
      'Nylon recyclé trois couches avec membrane imperméable et respirante ; déperlant sans PFC',
      'Dreilagiges recyceltes Nylon mit wasserdichter, atmungsaktiver Membran; PFC-freie Imprägnierung',
      'Nylon riciclato a tre strati con membrana impermeabile e traspirante; idrorepellente senza PFC',
      'Nailon reciclado de tres capas con membrana impermeable y transpirable; repelente al agua sin PFC',
      'Drielaags gerecycled nylon met waterdicht, ademend membraan; PFC-vrije waterafstotende finish',
    ),
  },
  'insulated-jacket': {
    lead: l(
      'A warm, quilted insulated jacket that holds its loft when the temperature drops.',
      'Une doudoune chaude et matelassée qui garde tout son gonflant quand la température chute.',
      'Eine warme, gesteppte Isolationsjacke, die ihre Bauschkraft behält, wenn die Temperaturen fallen.',
      'Un piumino caldo e trapuntato che mantiene il suo volume quando la temperatura scende.',
      'Una chaqueta acolchada y cálida que mantiene su volumen cuando bajan las temperaturas.',
      'Een warme, doorgestikte geïsoleerde jas die zijn volume houdt als de temperatuur daalt.',
    ),
    features: [
      l(
        'Insulated, adjustable hood',
        'Capuche isolée et réglable',
        'Isolierte, verstellbare Kapuze',
        'Cappuccio imbottito e regolabile',
        'Capucha aislada y ajustable',
        'Geïsoleerde, verstelbare capuchon',
      ),
      l(
        'Zipped hand pockets lined with soft fleece',
        'Poches zippées doublées de polaire douce',
        'Handtaschen mit Reißverschluss und weichem Fleecefutter',
        'Tasche con zip foderate in pile morbido',
        'Bolsillos con cremallera forrados de forro polar suave',
        'Handzakken met rits en zachte fleecevoering',
      ),
      l(
        'Stows into its own pocket',
        'Se range dans sa propre poche',
        'Lässt sich in der eigenen Tasche verstauen',
        'Si ripone nella sua tasca',
        'Se guarda en su propio bolsillo',
        'Op te bergen in de eigen zak',
      ),
    ],
    materials: l(
      'Recycled nylon shell; recycled synthetic insulation',
      'Extérieur en nylon recyclé ; isolation synthétique recyclée',
      'Außenmaterial aus recyceltem Nylon; recycelte synthetische Isolierung',
      'Esterno in nylon riciclato; imbottitura sintetica riciclata',
      'Exterior de nailon reciclado; aislamiento sintético reciclado',
      'Buitenstof van gerecycled nylon; gerecyclede synthetische isolatie',
    ),
  },
  romper: {
    lead: l(
      'A warm, soft one-piece fleece suit for little explorers, with zips that make changes quick.',
      'Une combinaison polaire douillette pour les petits explorateurs, avec des zips pour changer bébé en un clin d’œil.',
      'Ein kuscheliger Fleece-Overall für kleine Entdecker, mit Reißverschlüssen für schnelles Wickeln.',
      'Una tutina in pile morbida per piccoli esploratori, con zip che rendono il cambio veloce.',
      'Un mono polar calentito para pequeños exploradores, con cremalleras para cambiarlo en un momento.',
      'Een knus fleecepakje voor kleine ontdekkers, met ritsen voor snel verschonen.',
    ),
    features: [
      l(
        'Fold-over cuffs for hands and feet',
        'Revers repliables aux mains et aux pieds',
        'Umschlagbündchen für Hände und Füße',
        'Polsini risvoltabili per mani e piedi',
        'Puños abatibles para manos y pies',
        'Omslagboordjes voor handjes en voetjes',
      ),
      l(
        'Two-way zip from neck to ankle',
        'Zip double sens du cou à la cheville',
        'Zwei-Wege-Reißverschluss vom Hals bis zum Knöchel',
        'Zip a doppio cursore dal collo alla caviglia',
        'Cremallera de doble sentido del cuello al tobillo',
        'Tweewegrits van hals tot enkel',
      ),
      l(
        'Snug hood with soft ears',
        'Capuche douillette avec petites oreilles',
        'Kuschelige Kapuze mit Öhrchen',
        'Cappuccio morbido con orecchiette',
        'Capucha calentita con orejitas',
        'Knusse capuchon met oortjes',
      ),
    ],
    materials: FLEECE_FABRIC,
  },
  trousers: {
    lead: l(
      'Hard-wearing and stretchy, they move with you on rough ground and look sharp enough for the drive home.',
      'Un pantalon résistant et extensible qui suit vos mouvements en terrain accidenté et reste assez net pour le retour en ville.',
      'Eine strapazierfähige Stretchhose, die auf rauem Gelände jede Bewegung mitmacht und auch auf dem Heimweg gut aussieht.',
      'Pantaloni resistenti ed elasticizzati che seguono ogni movimento sui terreni difficili e restano in ordine anche al rientro.',
      'Unos pantalones resistentes y elásticos que se mueven contigo en terreno difícil y quedan bien también de vuelta a casa.',
      'Een slijtvaste stretchbroek die met je meebeweegt op ruw terrein en er ook op de terugweg verzorgd uitziet.',
    ),
    features: [
      l(
        'Articulated knees',
        'Genoux préformés',
        'Vorgeformte Knie',
        'Ginocchia preformate',
        'Rodillas articuladas',
        'Voorgevormde knieën',
      ),
      l(
        'Zipped thigh pocket for your phone',
        'Poche cuisse zippée pour le téléphone',
        'Oberschenkeltasche mit Reißverschluss fürs Handy',
        'Tasca sulla coscia con zip per il telefono',
        'Bolsillo con cremallera en el muslo para el móvil',
        'Dijbeenzak met rits voor je telefoon',
      ),
      l(
        'Durable water-repellent finish',
        'Traitement déperlant durable',
        'Langlebige wasserabweisende Ausrüstung',
        'Finitura idrorepellente durevole',
        'Acabado repelente al agua duradero',
        'Duurzame waterafstotende finish',
      ),
    ],
    materials: l(
      '92% recycled nylon, 8% elastane',
      '92 % nylon recyclé, 8 % élasthanne',
      '92 % recyceltes Nylon, 8 % Elasthan',
      '92% nylon riciclato, 8% elastan',
      '92 % nailon reciclado, 8 % elastano',
      '92% gerecycled nylon, 8% elastaan',
    ),
  },
  shorts: {
    lead: l(
      'Light, quick-drying shorts with a comfortable waist and room to stride out.',
      'Un short léger à séchage rapide, avec une taille confortable et de l’aisance pour allonger la foulée.',
      'Leichte, schnell trocknende Shorts mit bequemem Bund und viel Bewegungsfreiheit.',
      'Pantaloncini leggeri ad asciugatura rapida, con vita comoda e tanta libertà di movimento.',
      'Unos pantalones cortos ligeros y de secado rápido, con cintura cómoda y libertad para dar zancadas.',
      'Een lichte, sneldrogende short met een comfortabele tailleband en ruimte om flink door te stappen.',
    ),
    features: [
      l(
        'Elastic waist with an inner drawcord',
        'Taille élastique avec cordon intérieur',
        'Elastischer Bund mit innenliegender Kordel',
        'Vita elastica con coulisse interna',
        'Cintura elástica con cordón interior',
        'Elastische tailleband met koord aan de binnenkant',
      ),
      l(
        'Zipped back pocket',
        'Poche arrière zippée',
        'Gesäßtasche mit Reißverschluss',
        'Tasca posteriore con zip',
        'Bolsillo trasero con cremallera',
        'Achterzak met rits',
      ),
      l(
        'Gusseted crotch for freedom of movement',
        'Entrejambe à soufflet pour une liberté de mouvement totale',
        'Zwickel im Schritt für volle Bewegungsfreiheit',
        'Tassello sul cavallo per la massima libertà di movimento',
        'Entrepierna con refuerzo para moverte con libertad',
        'Kruisinzet voor volledige bewegingsvrijheid',
      ),
    ],
    materials: l(
      '94% recycled polyester, 6% elastane',
      '94 % polyester recyclé, 6 % élasthanne',
      '94 % recyceltes Polyester, 6 % Elasthan',
      '94% poliestere riciclato, 6% elastan',
      '94 % poliéster reciclado, 6 % elastano',
      '94% gerecycled polyester, 6% elastaan',
    ),
  },
  leggings: {
    lead: l(
      'High-rise leggings that stay put, in a soft, opaque fabric that stretches in every direction.',
      'Un legging taille haute qui tient en place, dans une matière douce, opaque et extensible dans tous les sens.',
      'Hoch geschnittene Leggings, die nicht rutschen, aus weichem, blickdichtem Material mit Stretch in alle Richtungen.',
      'Leggings a vita alta che restano al loro posto, in un tessuto morbido, coprente ed elastico in ogni direzione.',
      'Unas mallas de tiro alto que no se mueven, con un tejido suave, opaco y elástico en todas direcciones.',
      'Een legging met hoge taille die blijft zitten, van zachte, ondoorzichtige stof die in alle richtingen rekt.',
    ),
    features: [
      l(
        'Wide waistband with a hidden pocket',
        'Large ceinture avec poche cachée',
        'Breiter Bund mit verstecktem Täschchen',
        'Fascia in vita alta con tasca nascosta',
        'Cinturilla ancha con bolsillo oculto',
        'Brede tailleband met verborgen zakje',
      ),
      l(
        'Side pockets that hold a phone',
        'Poches latérales pour le téléphone',
        'Seitentaschen, in die dein Handy passt',
        'Tasche laterali per il telefono',
        'Bolsillos laterales para el móvil',
        'Zijzakken waar je telefoon in past',
      ),
      l(
        'Flat seams that don’t chafe',
        'Coutures plates anti-frottements',
        'Flachnähte, die nicht scheuern',
        'Cuciture piatte antisfregamento',
        'Costuras planas que no rozan',
        'Platte naden die niet schuren',
      ),
    ],
    materials: l(
      '78% recycled nylon, 22% elastane',
      '78 % nylon recyclé, 22 % élasthanne',
      '78 % recyceltes Nylon, 22 % Elasthan',
      '78% nylon riciclato, 22% elastan',
      '78 % nailon reciclado, 22 % elastano',
      '78% gerecycled nylon, 22% elastaan',
    ),
  },
  'hiking-boot': {
    lead: l(
      'A supportive hiking boot with a grippy lugged sole and a waterproof lining, ready for wet trails and rocky ground.',
      'Une chaussure de randonnée montante et stable, à semelle crantée et doublure imperméable, prête pour les sentiers humides et le terrain rocheux.',
      'Ein stabiler Wanderstiefel mit griffiger Profilsohle und wasserdichtem Futter, bereit für nasse Wege und felsigen Untergrund.',
      'Uno scarpone da escursionismo stabile, con suola scolpita e fodera impermeabile, pronto per sentieri bagnati e terreno roccioso.',
      'Una bota de montaña estable, con suela de tacos adherente y forro impermeable, lista para senderos mojados y terreno rocoso.',
      'Een stevige wandelschoen met grijpende profielzool en waterdichte voering, klaar voor natte paden en rotsige ondergrond.',
    ),
    features: [
      l(
        'Rubber toe cap against knocks',
        'Pare-pierres en caoutchouc',
        'Gummierte Zehenkappe gegen Stöße',
        'Puntale in gomma contro gli urti',
        'Puntera de goma contra los golpes',
        'Rubberen neusbescherming tegen stoten',
      ),
      l(
        'Padded collar and gusseted tongue',
        'Col rembourré et languette à soufflet',
        'Gepolsterter Schaftrand und Zunge mit Faltenbalg',
        'Collarino imbottito e linguetta a soffietto',
        'Collar acolchado y lengüeta de fuelle',
        'Gewatteerde schachtrand en balgtong',
      ),
      l(
        'Lacing hooks for a secure, even fit',
        'Crochets de laçage pour un maintien sûr et homogène',
        'Schnürhaken für sicheren, gleichmäßigen Halt',
        'Ganci di allacciatura per una calzata sicura e uniforme',
        'Ganchos en la cordonera para un ajuste firme y uniforme',
        'Veterhaken voor een stevige, gelijkmatige pasvorm',
      ),
    ],
    materials: l(
      'Suede and recycled textile upper; waterproof membrane; rubber lug sole',
      'Tige en daim et textile recyclé ; membrane imperméable ; semelle crantée en caoutchouc',
      'Obermaterial aus Veloursleder und recyceltem Textil; wasserdichte Membran; Gummi-Profilsohle',
      'Tomaia in scamosciato e tessuto riciclato; membrana impermeabile; suola scolpita in gomma',
      'Empeine de ante y textil reciclado; membrana impermeable; suela de goma con tacos',
      'Bovenwerk van suède en gerecycled textiel; waterdicht membraan; rubberen profielzool',
    ),
  },
  'trail-shoe': {
    lead: l(
      'A nimble trail shoe with a cushioned midsole and an aggressive outsole that bites into mud and loose ground.',
      'Une chaussure de trail agile, à l’amorti généreux et à la semelle agressive qui accroche dans la boue et les terrains meubles.',
      'Ein wendiger Trailschuh mit gedämpfter Zwischensohle und aggressivem Profil, das sich in Matsch und losen Untergrund krallt.',
      'Una scarpa da trail agile, con intersuola ammortizzata e battistrada aggressivo che morde fango e terreno smosso.',
      'Una zapatilla de trail ágil, con mediasuela amortiguada y una suela agresiva que se agarra al barro y al terreno suelto.',
      'Een wendbare trailschoen met gedempte tussenzool en een agressieve buitenzool die grip houdt in modder en los terrein.',
    ),
    features: [
      l(
        'Rock plate under the forefoot',
        'Plaque anti-pierres sous l’avant-pied',
        'Steinschutzplatte unter dem Vorfuß',
        'Piastra parasassi sotto l’avampiede',
        'Placa de protección bajo el antepié',
        'Rotsplaat onder de voorvoet',
      ),
      l(
        'Breathable mesh upper that drains fast',
        'Tige en mesh respirant qui évacue l’eau rapidement',
        'Atmungsaktives Mesh-Obermaterial, das schnell abtrocknet',
        'Tomaia in mesh traspirante che drena in fretta',
        'Empeine de malla transpirable que drena rápido',
        'Ademend mesh bovenwerk dat snel water afvoert',
      ),
      l(
        'Heel loop for quick on and off',
        'Tirant au talon pour l’enfiler facilement',
        'Fersenschlaufe zum schnellen An- und Ausziehen',
        'Linguetta sul tallone per calzarla in un attimo',
        'Tirador en el talón para ponértela en un momento',
        'Hiellusje om hem snel aan te trekken',
      ),
    ],
    materials: l(
      'Recycled mesh upper; EVA foam midsole; rubber outsole with 5 mm lugs',
      'Tige en mesh recyclé ; semelle intermédiaire en mousse EVA ; semelle en caoutchouc à crampons de 5 mm',
      'Obermaterial aus recyceltem Mesh; Zwischensohle aus EVA-Schaum; Gummilaufsohle mit 5-mm-Stollen',
      'Tomaia in mesh riciclato; intersuola in schiuma EVA; suola in gomma con tasselli da 5 mm',
      'Empeine de malla reciclada; mediasuela de espuma EVA; suela de goma con tacos de 5 mm',
      'Bovenwerk van gerecycled mesh; tussenzool van EVA-schuim; rubberen buitenzool met noppen van 5 mm',
    ),
  },
  sneaker: {
    lead: l(
      'An easy-going everyday sneaker with a cushioned footbed and a flexible rubber sole.',
      'Une sneaker du quotidien facile à vivre, avec semelle intérieure amortie et semelle en caoutchouc souple.',
      'Ein lässiger Sneaker für jeden Tag mit gepolstertem Fußbett und flexibler Gummisohle.',
      'Una sneaker per tutti i giorni, comoda, con plantare ammortizzato e suola in gomma flessibile.',
      'Unas zapatillas para el día a día, cómodas, con plantilla amortiguada y suela de goma flexible.',
      'Een relaxte sneaker voor elke dag met een gedempt voetbed en een flexibele rubberen zool.',
    ),
    features: [
      l(
        'Padded collar and tongue',
        'Col et languette rembourrés',
        'Gepolsterter Schaftrand und gepolsterte Zunge',
        'Collarino e linguetta imbottiti',
        'Cuello y lengüeta acolchados',
        'Gewatteerde schachtrand en tong',
      ),
      l(
        'Removable, washable insole',
        'Semelle intérieure amovible et lavable',
        'Herausnehmbare, waschbare Einlegesohle',
        'Soletta estraibile e lavabile',
        'Plantilla extraíble y lavable',
        'Uitneembare, wasbare binnenzool',
      ),
      l(
        'Vulcanised sole for lasting grip',
        'Semelle vulcanisée pour une accroche durable',
        'Vulkanisierte Sohle für dauerhaften Grip',
        'Suola vulcanizzata per un grip duraturo',
        'Suela vulcanizada para un agarre duradero',
        'Gevulkaniseerde zool voor blijvende grip',
      ),
    ],
    materials: l(
      'Organic cotton canvas upper; natural rubber sole',
      'Tige en toile de coton biologique ; semelle en caoutchouc naturel',
      'Obermaterial aus Bio-Baumwoll-Canvas; Sohle aus Naturkautschuk',
      'Tomaia in tela di cotone biologico; suola in gomma naturale',
      'Empeine de lona de algodón orgánico; suela de caucho natural',
      'Bovenwerk van biologisch katoenen canvas; zool van natuurrubber',
    ),
  },
  sandal: {
    lead: l(
      'A contoured sandal with adjustable straps and a grippy sole, from river crossings to a day in town.',
      'Une sandale à l’assise galbée, aux sangles réglables et à la semelle adhérente, des passages de gué aux journées en ville.',
      'Eine Sandale mit anatomischem Fußbett, verstellbaren Riemen und griffiger Sohle, für Flussquerungen genauso wie für die Stadt.',
      'Un sandalo con plantare sagomato, cinghie regolabili e suola aderente, dai guadi alle giornate in città.',
      'Una sandalia con plantilla anatómica, tiras ajustables y suela adherente, para cruzar ríos o pasear por la ciudad.',
      'Een sandaal met gevormd voetbed, verstelbare bandjes en een grijpende zool, van rivieroversteek tot dagje stad.',
    ),
    features: [
      l(
        'Quick-dry straps with hook-and-loop closures',
        'Sangles à séchage rapide avec fermetures auto-agrippantes',
        'Schnell trocknende Riemen mit Klettverschluss',
        'Cinghie ad asciugatura rapida con chiusura a strappo',
        'Tiras de secado rápido con cierre autoadherente',
        'Sneldrogende bandjes met klittenbandsluiting',
      ),
      l(
        'Non-slip rubber outsole',
        'Semelle en caoutchouc antidérapante',
        'Rutschfeste Gummilaufsohle',
        'Suola in gomma antiscivolo',
        'Suela de goma antideslizante',
        'Antislip rubberen zool',
      ),
      l(
        'Soft footbed that shapes itself to your foot',
        'Semelle intérieure souple qui épouse votre pied',
        'Weiches Fußbett, das sich deinem Fuß anpasst',
        'Plantare morbido che si adatta al piede',
        'Plantilla blanda que se adapta a tu pie',
        'Zacht voetbed dat zich naar je voet vormt',
      ),
    ],
    materials: l(
      'Recycled polyester webbing; EVA footbed; rubber outsole',
      'Sangles en polyester recyclé ; semelle intérieure en EVA ; semelle en caoutchouc',
      'Riemen aus recyceltem Polyester; Fußbett aus EVA; Gummilaufsohle',
      'Fettucce in poliestere riciclato; plantare in EVA; suola in gomma',
      'Tiras de poliéster reciclado; plantilla de EVA; suela de goma',
      'Bandjes van gerecycled polyester; voetbed van EVA; rubberen zool',
    ),
  },
  backpack: {
    lead: l(
      'A comfortable daypack with a padded back panel and well-placed pockets, sized for everything a full day out needs.',
      'Un sac à dos confortable au dos rembourré et aux poches bien pensées, taillé pour tout ce qu’une journée dehors demande.',
      'Ein bequemer Tagesrucksack mit gepolstertem Rückenteil und durchdachten Taschen, groß genug für alles, was ein Tag draußen braucht.',
      'Uno zaino da giornata comodo, con schienale imbottito e tasche ben pensate, per tutto ciò che serve in una giornata fuori.',
      'Una mochila de día cómoda, con espalda acolchada y bolsillos bien pensados, con sitio para todo lo que pide un día fuera.',
      'Een comfortabele dagrugzak met gewatteerd rugpand en slimme vakken, groot genoeg voor alles wat een dag buiten vraagt.',
    ),
    features: [
      l(
        'Padded, adjustable shoulder straps with a sternum strap',
        'Bretelles rembourrées et réglables avec sangle de poitrine',
        'Gepolsterte, verstellbare Schultergurte mit Brustgurt',
        'Spallacci imbottiti e regolabili con cinghia pettorale',
        'Tirantes acolchados y ajustables con correa de pecho',
        'Gewatteerde, verstelbare schouderbanden met borstband',
      ),
      l(
        'Sleeve for a laptop or hydration bladder',
        'Compartiment pour ordinateur portable ou poche à eau',
        'Fach für Laptop oder Trinkblase',
        'Tasca per laptop o sacca idrica',
        'Funda para portátil o bolsa de hidratación',
        'Vak voor een laptop of drinkzak',
      ),
      l(
        'Stretch side pockets for a bottle',
        'Poches latérales extensibles pour une gourde',
        'Dehnbare Seitentaschen für eine Trinkflasche',
        'Tasche laterali elastiche per la borraccia',
        'Bolsillos laterales elásticos para una botella',
        'Rekbare zijvakken voor een fles',
      ),
    ],
    materials: l(
      'Recycled polyester ripstop with a water-repellent coating',
      'Ripstop en polyester recyclé avec enduction déperlante',
      'Ripstop aus recyceltem Polyester mit wasserabweisender Beschichtung',
      'Ripstop in poliestere riciclato con spalmatura idrorepellente',
      'Ripstop de poliéster reciclado con recubrimiento repelente al agua',
      'Ripstop van gerecycled polyester met waterafstotende coating',
    ),
  },
  duffel: {
    lead: l(
      'A tough, water-resistant duffel that swallows a weekend’s gear and carries by hand or on your shoulder.',
      'Un sac de voyage robuste et déperlant qui avale l’équipement d’un week-end, à porter à la main ou à l’épaule.',
      'Eine robuste, wasserabweisende Reisetasche, die die Ausrüstung für ein ganzes Wochenende schluckt, in der Hand oder über der Schulter.',
      'Un borsone robusto e idrorepellente che inghiotte l’attrezzatura di un weekend, da portare a mano o a spalla.',
      'Una bolsa de viaje resistente y repelente al agua que se traga el equipo de todo un fin de semana, a mano o al hombro.',
      'Een stoere, waterafstotende duffel waar de spullen voor een heel weekend in passen, in de hand of over je schouder.',
    ),
    features: [
      l(
        'Wide D-shaped opening you can load in seconds',
        'Large ouverture en D pour la remplir en quelques secondes',
        'Breite D-Öffnung, die sich im Handumdrehen beladen lässt',
        'Ampia apertura a D da riempire in pochi secondi',
        'Amplia apertura en D para cargarla en segundos',
        'Brede D-opening die je in een handomdraai vult',
      ),
      l(
        'Detachable padded shoulder strap',
        'Bandoulière rembourrée amovible',
        'Abnehmbarer, gepolsterter Schultergurt',
        'Tracolla imbottita removibile',
        'Correa acolchada desmontable',
        'Afneembare gewatteerde schouderband',
      ),
      l(
        'Zipped end pocket that keeps wet gear apart',
        'Poche latérale zippée pour séparer les affaires mouillées',
        'Seitentasche mit Reißverschluss, die nasse Sachen getrennt hält',
        'Tasca laterale con zip per tenere separate le cose bagnate',
        'Bolsillo lateral con cremallera para separar lo mojado',
        'Zijvak met rits dat natte spullen apart houdt',
      ),
    ],
    materials: l(
      'Recycled polyester with a TPU-laminated finish',
      'Polyester recyclé laminé TPU',
      'Recyceltes Polyester mit TPU-Laminat',
      'Poliestere riciclato laminato in TPU',
      'Poliéster reciclado laminado con TPU',
      'Gerecycled polyester met TPU-laminaat',
    ),
  },
  'hip-pack': {
    lead: l(
      'A compact hip pack that keeps your phone, keys and snacks close without getting in the way.',
      'Une banane compacte qui garde téléphone, clés et en-cas à portée de main sans jamais gêner.',
      'Eine kompakte Hüfttasche, die Handy, Schlüssel und Snacks griffbereit hält, ohne im Weg zu sein.',
      'Un marsupio compatto che tiene a portata di mano telefono, chiavi e snack senza dare fastidio.',
      'Una riñonera compacta que lleva el móvil, las llaves y algo de picar a mano sin estorbar.',
      'Een compacte heuptas die je telefoon, sleutels en snacks dichtbij houdt zonder in de weg te zitten.',
    ),
    features: [
      l(
        'Wear it round the waist or across the body',
        'Se porte à la taille ou en bandoulière',
        'Um die Hüfte oder quer über den Körper zu tragen',
        'Da portare in vita o a tracolla',
        'Se lleva a la cintura o cruzada',
        'Te dragen om je middel of schuin over je lichaam',
      ),
      l(
        'Zipped front pocket and key clip',
        'Poche avant zippée et porte-clés',
        'Vordertasche mit Reißverschluss und Schlüsselclip',
        'Tasca frontale con zip e moschettone portachiavi',
        'Bolsillo delantero con cremallera y clip para llaves',
        'Voorvak met rits en sleutelclip',
      ),
      l(
        'Breathable mesh back',
        'Dos en mesh respirant',
        'Atmungsaktiver Mesh-Rücken',
        'Retro in mesh traspirante',
        'Espalda de malla transpirable',
        'Ademende mesh achterkant',
      ),
    ],
    materials: l(
      'Recycled nylon with a water-repellent finish',
      'Nylon recyclé avec traitement déperlant',
      'Recyceltes Nylon mit wasserabweisender Ausrüstung',
      'Nylon riciclato con finitura idrorepellente',
      'Nailon reciclado con acabado repelente al agua',
      'Gerecycled nylon met waterafstotende finish',
    ),
  },
  tent: {
    lead: l(
      'A freestanding tent that pitches in minutes and stands firm when the wind picks up.',
      'Une tente autoportante qui se monte en quelques minutes et tient bon quand le vent se lève.',
      'Ein freistehendes Zelt, das in wenigen Minuten steht und auch bei auffrischendem Wind stabil bleibt.',
      'Una tenda autoportante che si monta in pochi minuti e resta salda quando il vento si alza.',
      'Una tienda autoportante que se monta en minutos y aguanta firme cuando sube el viento.',
      'Een vrijstaande tent die in een paar minuten staat en stevig blijft als de wind aantrekt.',
    ),
    features: [
      l(
        'Two doors and two porches for your gear',
        'Deux portes et deux absides pour l’équipement',
        'Zwei Eingänge und zwei Apsiden für deine Ausrüstung',
        'Due porte e due absidi per l’attrezzatura',
        'Dos puertas y dos ábsides para el equipo',
        'Twee ingangen en twee absiden voor je spullen',
      ),
      l(
        'Poles and clips marked to match, for a quick pitch',
        'Arceaux et clips à code couleur',
        'Farbcodierte Stangen und Clips',
        'Paleria e clip con codice colore',
        'Varillas y clips con código de colores',
        'Stokken en clips met kleurcode',
      ),
      l(
        'Mesh inner with roof vents against condensation',
        'Chambre en mesh et aérations contre la condensation',
        'Innenzelt aus Mesh mit Dachlüftern gegen Kondenswasser',
        'Camera interna in rete con prese d’aria contro la condensa',
        'Interior de malla con ventilaciones contra la condensación',
        'Binnentent van mesh met dakventilatie tegen condens',
      ),
    ],
    materials: l(
      'Silicone-coated recycled nylon flysheet (3,000 mm); lightweight alloy poles',
      'Double toit en nylon recyclé siliconé (3 000 mm) ; arceaux en aluminium',
      'Außenzelt aus silikonisiertem recyceltem Nylon (3.000 mm); Aluminiumgestänge',
      'Telo esterno in nylon riciclato siliconato (3.000 mm); paleria in alluminio',
      'Doble techo de nailon reciclado siliconado (3000 mm); varillas de aluminio',
      'Buitentent van gesiliconiseerd gerecycled nylon (3.000 mm); aluminium stokken',
    ),
  },
  'sleeping-bag': {
    lead: l(
      'A warm, lightweight sleeping bag with a shaped hood and an insulated collar for cold nights outdoors.',
      'Un sac de couchage chaud et léger, avec capuche ajustée et collerette anti-froid pour les nuits fraîches en plein air.',
      'Ein warmer, leichter Schlafsack mit geformter Kapuze und Wärmekragen für kalte Nächte draußen.',
      'Un sacco a pelo caldo e leggero, con cappuccio sagomato e collare termico per le notti fredde all’aperto.',
      'Un saco de dormir cálido y ligero, con capucha anatómica y collarín térmico para las noches frías al aire libre.',
      'Een warme, lichte slaapzak met gevormde capuchon en warmtekraag voor koude nachten buiten.',
    ),
    features: [
      l(
        'Two-way zip with an anti-snag guard',
        'Zip double sens avec protection anti-accroc',
        'Zwei-Wege-Reißverschluss mit Klemmschutz',
        'Zip a doppio cursore con protezione antincastro',
        'Cremallera de doble sentido con protector antienganches',
        'Tweewegrits met anti-klembescherming',
      ),
      l(
        'Stuff sack and storage sack included',
        'Housse de compression et sac de rangement fournis',
        'Kompressions- und Aufbewahrungsbeutel inklusive',
        'Sacca di compressione e sacca di custodia incluse',
        'Incluye bolsa de compresión y bolsa de almacenaje',
        'Compressiezak en opbergzak inbegrepen',
      ),
      l(
        'Inner pocket for a phone or headlamp',
        'Poche intérieure pour téléphone ou lampe frontale',
        'Innentasche für Handy oder Stirnlampe',
        'Tasca interna per telefono o frontale',
        'Bolsillo interior para el móvil o el frontal',
        'Binnenzak voor telefoon of hoofdlamp',
      ),
    ],
    materials: l(
      'Recycled nylon shell; recycled synthetic fill',
      'Enveloppe en nylon recyclé ; garnissage synthétique recyclé',
      'Außenmaterial aus recyceltem Nylon; recycelte Kunstfaserfüllung',
      'Esterno in nylon riciclato; imbottitura sintetica riciclata',
      'Exterior de nailon reciclado; relleno sintético reciclado',
      'Buitenstof van gerecycled nylon; gerecyclede synthetische vulling',
    ),
  },
  beanie: {
    lead: l(
      'A soft, snug beanie, knitted to keep your ears warm without itching.',
      'Un bonnet doux et ajusté, tricoté pour garder les oreilles au chaud sans gratter.',
      'Eine weiche, gut sitzende Mütze, gestrickt, um deine Ohren zu wärmen, ohne zu kratzen.',
      'Un berretto morbido e aderente, lavorato a maglia per scaldare le orecchie senza pungere.',
      'Un gorro suave y ajustado, de punto, que te abriga las orejas sin picar.',
      'Een zachte, nauwsluitende muts, gebreid om je oren warm te houden zonder te kriebelen.',
    ),
    features: [
      l('Fold-up cuff', 'Revers à replier', 'Breiter Umschlag', 'Risvolto', 'Vuelta doblable', 'Omslagrand'),
      l(
        'Rib knit that holds its shape',
        'Maille côtelée qui garde sa forme',
        'Rippstrick, der in Form bleibt',
        'Maglia a coste che mantiene la forma',
        'Punto elástico que mantiene la forma',
        'Ribbreisel dat zijn vorm houdt',
      ),
      l(
        'Woven brand label',
        'Étiquette tissée de la marque',
        'Gewebtes Markenlabel',
        'Etichetta tessuta del marchio',
        'Etiqueta tejida de la marca',
        'Geweven merklabel',
      ),
    ],
    materials: l(
      '50% merino wool, 50% recycled polyester',
      '50 % laine mérinos, 50 % polyester recyclé',
      '50 % Merinowolle, 50 % recyceltes Polyester',
      '50% lana merino, 50% poliestere riciclato',
      '50 % lana merina, 50 % poliéster reciclado',
      '50% merinowol, 50% gerecycled polyester',
    ),
  },
  cap: {
    lead: l(
      'A lightweight cap with a curved brim and a breathable crown for sunny days.',
      'Une casquette légère à visière incurvée et calotte respirante pour les journées ensoleillées.',
      'Eine leichte Cap mit gebogenem Schirm und atmungsaktivem Oberteil für sonnige Tage.',
      'Un cappellino leggero con visiera curva e calotta traspirante per le giornate di sole.',
      'Una gorra ligera con visera curva y copa transpirable para los días de sol.',
      'Een lichte pet met gebogen klep en ademende bol voor zonnige dagen.',
    ),
    features: [
      l(
        'Adjustable strap at the back',
        'Bride réglable à l’arrière',
        'Verstellbarer Riegel hinten',
        'Chiusura regolabile sul retro',
        'Cierre ajustable en la parte trasera',
        'Verstelbaar bandje aan de achterkant',
      ),
      l(
        'Moisture-wicking sweatband',
        'Bandeau anti-transpiration',
        'Schweißband, das Feuchtigkeit ableitet',
        'Fascia antisudore traspirante',
        'Banda que absorbe el sudor',
        'Vochtafvoerende zweetband',
      ),
      l(
        'Embroidered logo',
        'Logo brodé',
        'Gesticktes Logo',
        'Logo ricamato',
        'Logotipo bordado',
        'Geborduurd logo',
      ),
    ],
    materials: l(
      '100% recycled polyester',
      '100 % polyester recyclé',
      '100 % recyceltes Polyester',
      '100% poliestere riciclato',
      '100 % poliéster reciclado',
      '100% gerecycled polyester',
    ),
  },
  'sun-hat': {
    lead: l(
      'A wide-brimmed sun hat that shades your face and neck and folds flat into a pocket.',
      'Un chapeau de soleil à large bord qui protège le visage et la nuque et se plie à plat dans une poche.',
      'Ein Sonnenhut mit breiter Krempe, der Gesicht und Nacken beschattet und flach gefaltet in jede Tasche passt.',
      'Un cappello da sole a tesa larga che ripara viso e collo e si piega piatto in una tasca.',
      'Un sombrero de ala ancha que te protege la cara y la nuca y se dobla plano en un bolsillo.',
      'Een zonnehoed met brede rand die je gezicht en nek beschermt en plat opgevouwen in een zak past.',
    ),
    features: [
      l(
        'UPF 50+ sun protection',
        'Protection solaire UPF 50+',
        'UV-Schutz UPF 50+',
        'Protezione solare UPF 50+',
        'Protección solar UPF 50+',
        'UV-bescherming UPF 50+',
      ),
      l(
        'Adjustable chin cord',
        'Cordon de menton réglable',
        'Verstellbares Kinnband',
        'Cordino sottogola regolabile',
        'Cordón de barbilla ajustable',
        'Verstelbaar kinkoord',
      ),
      l(
        'Mesh vents at the crown',
        'Aérations en mesh sur la calotte',
        'Mesh-Belüftung am Kopfteil',
        'Aerazioni in rete sulla calotta',
        'Ventilación de malla en la copa',
        'Ventilatie van mesh in de bol',
      ),
    ],
    materials: l(
      '100% recycled nylon',
      '100 % nylon recyclé',
      '100 % recyceltes Nylon',
      '100% nylon riciclato',
      '100 % nailon reciclado',
      '100% gerecycled nylon',
    ),
  },
  gloves: {
    lead: l(
      'Warm, dexterous gloves with a grippy palm, so you can keep them on for zips and buckles.',
      'Des gants chauds et précis, à la paume adhérente, à garder pour manipuler zips et boucles.',
      'Warme, fingerfertige Handschuhe mit griffiger Handfläche, die du für Reißverschlüsse und Schnallen anbehalten kannst.',
      'Guanti caldi e precisi con palmo antiscivolo, da tenere anche per zip e fibbie.',
      'Unos guantes cálidos y precisos, con palma adherente, para no quitártelos al manejar cremalleras y hebillas.',
      'Warme handschoenen met veel gevoel en een grijpende handpalm, zodat je ze aanhoudt voor ritsen en gespen.',
    ),
    features: [
      l(
        'Touchscreen-friendly fingertips',
        'Bouts des doigts compatibles écrans tactiles',
        'Touchscreen-taugliche Fingerkuppen',
        'Polpastrelli compatibili con touchscreen',
        'Yemas compatibles con pantallas táctiles',
        'Vingertoppen die werken op touchscreens',
      ),
      l(
        'Soft fleece lining',
        'Doublure polaire douce',
        'Weiches Fleecefutter',
        'Fodera in pile morbido',
        'Forro polar suave',
        'Zachte fleecevoering',
      ),
      l(
        'A clip keeps the pair together',
        'Un clip pour garder la paire ensemble',
        'Ein Clip hält das Paar zusammen',
        'Una clip tiene uniti i due guanti',
        'Un clip mantiene el par unido',
        'Een clip houdt het paar bij elkaar',
      ),
    ],
    materials: l(
      'Recycled polyester with a synthetic leather palm',
      'Polyester recyclé, paume en cuir synthétique',
      'Recyceltes Polyester mit Handfläche aus Kunstleder',
      'Poliestere riciclato con palmo in pelle sintetica',
      'Poliéster reciclado con palma de piel sintética',
      'Gerecycled polyester met handpalm van kunstleer',
    ),
  },
  socks: {
    lead: l(
      'Cushioned socks that stay put, wick moisture and keep blisters away mile after mile.',
      'Des chaussettes rembourrées qui ne glissent pas, évacuent l’humidité et éloignent les ampoules kilomètre après kilomètre.',
      'Gepolsterte Socken, die nicht rutschen, Feuchtigkeit ableiten und Blasen Kilometer für Kilometer fernhalten.',
      'Calze imbottite che restano al loro posto, allontanano l’umidità e tengono lontane le vesciche chilometro dopo chilometro.',
      'Unos calcetines acolchados que no se mueven, evacuan la humedad y evitan las ampollas kilómetro tras kilómetro.',
      'Gedempte sokken die blijven zitten, vocht afvoeren en blaren kilometer na kilometer voorkomen.',
    ),
    features: [
      l(
        'Seamless toe',
        'Pointe sans couture',
        'Nahtlose Zehenpartie',
        'Punta senza cuciture',
        'Puntera sin costuras',
        'Naadloze teen',
      ),
      l(
        'Arch support that stays in place',
        'Maintien de la voûte plantaire qui ne bouge pas',
        'Fußgewölbestütze, die nicht verrutscht',
        'Sostegno dell’arco plantare che resta al suo posto',
        'Sujeción del arco que no se mueve',
        'Ondersteuning van de voetboog die op zijn plaats blijft',
      ),
      l(
        'Extra cushioning at heel and toe',
        'Renforts amortissants au talon et aux orteils',
        'Extra Polsterung an Ferse und Zehen',
        'Imbottitura extra su tallone e punta',
        'Amortiguación extra en talón y puntera',
        'Extra demping bij hiel en teen',
      ),
    ],
    materials: l(
      '62% merino wool, 35% recycled nylon, 3% elastane',
      '62 % laine mérinos, 35 % nylon recyclé, 3 % élasthanne',
      '62 % Merinowolle, 35 % recyceltes Nylon, 3 % Elasthan',
      '62% lana merino, 35% nylon riciclato, 3% elastan',
      '62 % lana merina, 35 % nailon reciclado, 3 % elastano',
      '62% merinowol, 35% gerecycled nylon, 3% elastaan',
    ),
  },
}

/** What the words of a product's name say it is made of, over its type's usual fabric. */
const MATERIALS_BY_NAME: ReadonlyArray<readonly [RegExp, Localised]> = [
  [
    /\bmerino\b/i,
    l(
      '87% merino wool, 13% nylon',
      '87 % laine mérinos, 13 % nylon',
      '87 % Merinowolle, 13 % Nylon',
      '87% lana merino, 13% nylon',
      '87 % lana merina, 13 % nailon',
      '87% merinowol, 13% nylon',
    ),
  ],
  [
    /\bflannel\b/i,
    l(
      '100% brushed organic cotton flannel',
      'Flanelle 100 % coton biologique gratté',
      'Flanell aus 100 % angerauter Bio-Baumwolle',
      'Flanella 100% cotone biologico garzato',
      'Franela 100 % algodón orgánico perchado',
      'Flanel van 100% geruwd biologisch katoen',
    ),
  ],
  [
    /\bgtx\b/i,
    l(
      'Leather and textile upper; GORE-TEX waterproof membrane; rubber lug sole',
      'Tige en cuir et textile ; membrane imperméable GORE-TEX ; semelle crantée en caoutchouc',
      'Obermaterial aus Leder und Textil; wasserdichte GORE-TEX-Membran; Gummi-Profilsohle',
      'Tomaia in pelle e tessuto; membrana impermeabile GORE-TEX; suola scolpita in gomma',
      'Empeine de piel y textil; membrana impermeable GORE-TEX; suela de goma con tacos',
      'Bovenwerk van leer en textiel; waterdicht GORE-TEX-membraan; rubberen profielzool',
    ),
  ],
  [
    /\bdown\b/i,
    l(
      'Recycled nylon shell; 700-fill-power responsibly sourced down (RDS)',
      'Extérieur en nylon recyclé ; duvet 700 cuin certifié RDS',
      'Außenmaterial aus recyceltem Nylon; verantwortungsvoll gewonnene Daunen (RDS), Bauschkraft 700 cuin',
      'Esterno in nylon riciclato; piuma certificata RDS, potere di gonfiaggio 700 cuin',
      'Exterior de nailon reciclado; plumón de origen responsable (RDS), 700 cuin',
      'Buitenstof van gerecycled nylon; verantwoord gewonnen dons (RDS), vulkracht 700 cuin',
    ),
  ],
]

type CareFamily = 'garment' | 'shell' | 'insulated' | 'footwear' | 'bag' | 'tent' | 'sleeping' | 'small'

const CARE_FAMILY: Readonly<Record<Exclude<ProductType, 'gift-card'>, CareFamily>> = {
  tee: 'garment',
  shirt: 'garment',
  hoodie: 'garment',
  fleece: 'garment',
  romper: 'garment',
  trousers: 'garment',
  shorts: 'garment',
  leggings: 'garment',
  'rain-shell': 'shell',
  'insulated-jacket': 'insulated',
  'hiking-boot': 'footwear',
  'trail-shoe': 'footwear',
  sneaker: 'footwear',
  sandal: 'footwear',
  backpack: 'bag',
  duffel: 'bag',
  'hip-pack': 'bag',
  tent: 'tent',
  'sleeping-bag': 'sleeping',
  beanie: 'small',
  cap: 'small',
  'sun-hat': 'small',
  gloves: 'small',
  socks: 'small',
}

const WASH_COLD = l(
  'Machine wash cold, inside out',
  'Lavage en machine à froid, sur l’envers',
  'Maschinenwäsche kalt, auf links gedreht',
  'Lavare in lavatrice a freddo, al rovescio',
  'Lavar a máquina en frío, del revés',
  'Machinewas koud, binnenstebuiten',
)

const CARE: Readonly<Record<CareFamily, readonly Localised[]>> = {
  garment: [
    WASH_COLD,
    l(
      'Do not tumble dry; hang to dry',
      'Pas de sèche-linge ; séchage suspendu',
      'Nicht im Trockner trocknen; zum Trocknen aufhängen',
      'Non usare l’asciugatrice; asciugare appeso',
      'No usar secadora; secar colgado',
      'Niet in de droger; ophangen om te drogen',
    ),
  ],
  shell: [
    l(
      'Machine wash cold on a gentle cycle with all zips closed',
      'Lavage en machine à froid, cycle délicat, zips fermés',
      'Im Schonwaschgang kalt waschen, alle Reißverschlüsse geschlossen',
      'Lavare a freddo con ciclo delicato, con tutte le zip chiuse',
      'Lavar en frío con programa delicado y todas las cremalleras cerradas',
      'Koud wassen op een fijnwasprogramma met alle ritsen dicht',
    ),
    l(
      'Tumble dry low to restore the water repellency',
      'Sèche-linge à basse température pour réactiver le déperlant',
      'Bei niedriger Temperatur im Trockner trocknen, um die Imprägnierung zu reaktivieren',
      'Asciugatrice a bassa temperatura per riattivare l’idrorepellenza',
      'Secadora a baja temperatura para reactivar el repelente al agua',
      'Op lage temperatuur in de droger om de waterafstotendheid te herstellen',
    ),
  ],
  insulated: [
    l(
      'Machine wash cold on a gentle cycle with a technical wash',
      'Lavage à froid en cycle délicat avec une lessive technique',
      'Kalt im Schonwaschgang mit Spezialwaschmittel waschen',
      'Lavare a freddo con ciclo delicato e un detersivo tecnico',
      'Lavar en frío con programa delicado y un detergente técnico',
      'Koud wassen op een fijnwasprogramma met een technisch wasmiddel',
    ),
    l(
      'Tumble dry low with two clean tennis balls to restore the loft',
      'Sèche-linge à basse température avec deux balles de tennis propres pour retrouver le gonflant',
      'Bei niedriger Temperatur mit zwei sauberen Tennisbällen trocknen, damit die Füllung wieder aufbauscht',
      'Asciugatrice a bassa temperatura con due palline da tennis pulite per ridare volume',
      'Secadora a baja temperatura con dos pelotas de tenis limpias para recuperar el volumen',
      'Op lage temperatuur drogen met twee schone tennisballen voor het volume',
    ),
  ],
  footwear: [
    l(
      'Brush off dirt and rinse with clean water',
      'Brossez la saleté et rincez à l’eau claire',
      'Schmutz abbürsten und mit klarem Wasser abspülen',
      'Spazzolare via lo sporco e sciacquare con acqua pulita',
      'Cepilla la suciedad y aclara con agua limpia',
      'Borstel vuil weg en spoel af met schoon water',
    ),
    l(
      'Let dry naturally, away from direct heat',
      'Laissez sécher naturellement, loin d’une source de chaleur',
      'An der Luft trocknen lassen, nicht auf der Heizung',
      'Lasciare asciugare all’aria, lontano da fonti di calore',
      'Deja secar al aire, lejos de fuentes de calor',
      'Laat aan de lucht drogen, niet bij de verwarming',
    ),
  ],
  bag: [
    l(
      'Wipe clean with a damp cloth',
      'Nettoyez avec un chiffon humide',
      'Mit einem feuchten Tuch abwischen',
      'Pulire con un panno umido',
      'Limpiar con un paño húmedo',
      'Afnemen met een vochtige doek',
    ),
    l(
      'Empty and air dry before storing',
      'Videz-le et laissez-le sécher avant de le ranger',
      'Vor dem Verstauen leeren und trocknen lassen',
      'Svuotare e lasciare asciugare prima di riporlo',
      'Vaciar y dejar secar antes de guardar',
      'Leegmaken en laten drogen voor je het opbergt',
    ),
  ],
  tent: [
    l(
      'Never store it damp: dry it fully after every trip',
      'Ne la rangez jamais humide : faites-la sécher entièrement après chaque sortie',
      'Nie feucht lagern: nach jeder Tour vollständig trocknen lassen',
      'Non riporla mai umida: falla asciugare del tutto dopo ogni uscita',
      'No la guardes nunca húmeda: sécala del todo después de cada salida',
      'Nooit vochtig opbergen: laat hem na elke tocht helemaal drogen',
    ),
    l(
      'Clean with lukewarm water, no detergent',
      'Nettoyez à l’eau tiède, sans détergent',
      'Mit lauwarmem Wasser reinigen, ohne Waschmittel',
      'Pulire con acqua tiepida, senza detersivo',
      'Limpiar con agua tibia, sin detergente',
      'Schoonmaken met lauw water, zonder zeep',
    ),
  ],
  sleeping: [
    l(
      'Store loose in the storage sack, not compressed',
      'Rangez-le à plat dans son sac de rangement, jamais comprimé',
      'Locker im Aufbewahrungsbeutel lagern, nicht komprimiert',
      'Conservarlo sciolto nella sacca di custodia, non compresso',
      'Guárdalo suelto en la bolsa de almacenaje, sin comprimir',
      'Los bewaren in de opbergzak, niet samengedrukt',
    ),
    l(
      'Wash in a front-loading machine with a technical wash',
      'Lavage en machine à hublot avec une lessive technique',
      'In einem Frontlader mit Spezialwaschmittel waschen',
      'Lavare in una lavatrice a carica frontale con un detersivo tecnico',
      'Lavar en una lavadora de carga frontal con un detergente técnico',
      'Wassen in een voorlader met een technisch wasmiddel',
    ),
  ],
  small: [
    WASH_COLD,
    l(
      'Lay flat to dry',
      'Séchage à plat',
      'Liegend trocknen',
      'Asciugare in piano',
      'Secar en horizontal',
      'Liggend drogen',
    ),
  ],
}

const ACTIVITY: Readonly<Record<string, Localised>> = {
  hiking: l(
    'From our hiking collection: made for long days on foot.',
    'Collection Randonnée : pour les longues journées à pied.',
    'Aus unserer Wander-Kollektion: für lange Tage zu Fuß.',
    'Dalla collezione Escursionismo: per le lunghe giornate a piedi.',
    'De la colección Senderismo: para largas jornadas a pie.',
    'Uit onze wandelcollectie: voor lange dagen te voet.',
  ),
  running: l(
    'From our running collection: made to keep up when the pace picks up.',
    'Collection Running : pour suivre le rythme quand l’allure s’accélère.',
    'Aus unserer Lauf-Kollektion: hält mit, wenn das Tempo anzieht.',
    'Dalla collezione Running: per tenere il passo quando il ritmo sale.',
    'De la colección Running: para seguir el ritmo cuando se acelera.',
    'Uit onze hardloopcollectie: houdt het bij als het tempo omhooggaat.',
  ),
  everyday: l(
    'From our everyday collection: made for the city as much as the outdoors.',
    'Collection Quotidien : autant pour la ville que pour le grand air.',
    'Aus unserer Alltags-Kollektion: für die Stadt genauso wie für draußen.',
    'Dalla collezione Quotidiano: per la città come per l’aria aperta.',
    'De la colección Día a día: tanto para la ciudad como para el aire libre.',
    'Uit onze collectie voor elke dag: voor de stad net zo goed als voor buiten.',
  ),
  climbing: l(
    'From our climbing collection: made for crags, boulders and the walk-in.',
    'Collection Escalade : pour les falaises, les blocs et la marche d’approche.',
    'Aus unserer Kletter-Kollektion: für Fels, Boulder und den Zustieg.',
    'Dalla collezione Arrampicata: per falesie, massi e avvicinamenti.',
    'De la colección Escalada: para paredes, bloques y aproximaciones.',
    'Uit onze klimcollectie: voor rotswanden, boulders en de aanloop.',
  ),
  snow: l(
    'From our snow collection: made for cold, bright days in the mountains.',
    'Collection Neige : pour les journées froides et lumineuses en montagne.',
    'Aus unserer Schnee-Kollektion: für kalte, klare Tage in den Bergen.',
    'Dalla collezione Neve: per le giornate fredde e luminose in montagna.',
    'De la colección Nieve: para días fríos y luminosos en la montaña.',
    'Uit onze sneeuwcollectie: voor koude, heldere dagen in de bergen.',
  ),
  travel: l(
    'From our travel collection: made to go wherever the trip takes you.',
    'Collection Voyage : pour aller partout où le voyage vous mène.',
    'Aus unserer Reise-Kollektion: für überall, wohin die Reise dich führt.',
    'Dalla collezione Viaggio: per andare ovunque ti porti il viaggio.',
    'De la colección Viaje: para ir allá donde te lleve el viaje.',
    'Uit onze reiscollectie: voor overal waar de reis je brengt.',
  ),
  camping: l(
    'From our camping collection: made for nights under the stars.',
    'Collection Camping : pour les nuits à la belle étoile.',
    'Aus unserer Camping-Kollektion: für Nächte unter freiem Himmel.',
    'Dalla collezione Campeggio: per le notti sotto le stelle.',
    'De la colección Camping: para noches bajo las estrellas.',
    'Uit onze kampeercollectie: voor nachten onder de sterren.',
  ),
}

/** Closing lines, one a product by its style code, so products of one type do not all read alike. */
const CLOSERS: readonly Localised[] = [
  l(
    'Made with recycled materials wherever we can.',
    'Fabriqué avec des matières recyclées partout où c’est possible.',
    'Wo immer es geht, aus recycelten Materialien gefertigt.',
    'Realizzato con materiali riciclati ovunque possibile.',
    'Fabricado con materiales reciclados siempre que es posible.',
    'Waar het kan gemaakt van gerecyclede materialen.',
  ),
  l(
    'Tested by our team in all weathers.',
    'Testé par notre équipe par tous les temps.',
    'Von unserem Team bei jedem Wetter getestet.',
    'Testato dal nostro team con ogni tempo.',
    'Probado por nuestro equipo con cualquier tiempo.',
    'Door ons team getest in weer en wind.',
  ),
  l(
    'Built to last for years, not a season.',
    'Conçu pour durer des années, pas une saison.',
    'Gemacht, um Jahre zu halten, nicht nur eine Saison.',
    'Pensato per durare anni, non una stagione.',
    'Pensado para durar años, no una temporada.',
    'Gemaakt om jaren mee te gaan, niet één seizoen.',
  ),
]

const GIFT_CARD_COPY = {
  description: l(
    'The Kestrel e-gift card: sent by email within minutes with your own message, to spend on anything in the shop.',
    'La carte cadeau électronique Kestrel : envoyée par e-mail en quelques minutes avec votre message, à utiliser sur tout le magasin.',
    'Die Kestrel E-Geschenkkarte: in wenigen Minuten per E-Mail verschickt, mit deiner eigenen Nachricht, einlösbar für alles im Shop.',
    'La gift card digitale Kestrel: inviata via e-mail in pochi minuti con il tuo messaggio, da spendere su tutto il negozio.',
    'La tarjeta regalo electrónica Kestrel: se envía por e-mail en minutos con tu mensaje, para gastar en todo el catálogo.',
    'De Kestrel e-cadeaukaart: binnen een paar minuten per e-mail verstuurd met je eigen bericht, te besteden aan alles in de winkel.',
  ),
  features: [
    l(
      'Sent by email within minutes',
      'Envoyée par e-mail en quelques minutes',
      'In wenigen Minuten per E-Mail verschickt',
      'Inviata via e-mail in pochi minuti',
      'Se envía por e-mail en minutos',
      'Binnen een paar minuten per e-mail verstuurd',
    ),
    l(
      'With your own message to the recipient',
      'Avec votre message personnel',
      'Mit deiner persönlichen Nachricht',
      'Con il tuo messaggio personale',
      'Con tu mensaje personal',
      'Met je eigen bericht aan de ontvanger',
    ),
    l(
      'To spend online on anything in the shop',
      'À utiliser en ligne sur tout le magasin',
      'Online für alles im Shop einlösbar',
      'Da spendere online su tutto il negozio',
      'Para gastar en línea en todo el catálogo',
      'Online te besteden aan alles in de winkel',
    ),
  ],
} as const

/**
 * A product's description, features, materials and care text in a language (English for a language the tables
 * do not have). The type comes from the name as the pictures' does; the closing line from the style code.
 *
 * @example productTexts({ styleCode: 'KS100013', name: 'Ridge Rain Jacket', kind: 'apparel', activity: 'hiking' }, 'de')
 */
export function productTexts(
  product: { styleCode: string; name: string; kind: string; activity: string },
  language: string,
): ProductTexts {
  const lang: CopyLanguage = (COPY_LANGUAGES as readonly string[]).includes(language)
    ? (language as CopyLanguage)
    : 'en'
  const type = productTypeOf(product.name, product.kind)
  if (type === 'gift-card')
    return {
      description: GIFT_CARD_COPY.description[lang],
      features: GIFT_CARD_COPY.features.map((feature) => feature[lang]),
      materials: [],
      care: [],
    }
  const copy = TYPE_COPY[type]
  const activity = ACTIVITY[product.activity]
  const closer = CLOSERS[hashString(`copy:${product.styleCode}`) % CLOSERS.length] as Localised
  const material = MATERIALS_BY_NAME.find(([pattern]) => pattern.test(product.name))?.[1] ?? copy.materials
  return {
    description: [copy.lead[lang], activity?.[lang], closer[lang]].filter(Boolean).join(' '),
    features: copy.features.map((feature) => feature[lang]),
    materials: [material[lang]],
    care: CARE[CARE_FAMILY[type]].map((line) => line[lang]),
  }
}
