/**
 * The demo category tree: six departments, their sections and leaf categories. Products hang off the leaves.
 * Names are given per language so the menu and breadcrumbs read naturally in every locale.
 */
export type Localised = Readonly<Record<'en' | 'fr' | 'de' | 'it' | 'es' | 'nl', string>>

export type ProductKind =
  | 'apparel'
  | 'shoes'
  | 'kids-apparel'
  | 'kids-shoes'
  | 'bag'
  | 'gear'
  | 'accessory'
  | 'gift-card'

export interface SeedCategory {
  id: string
  name: Localised
  kind: ProductKind
  gender: 'men' | 'women' | 'kids' | 'unisex'
  /** Nouns used to name products of this category. */
  nouns: readonly string[]
  children: readonly SeedCategory[]
}

/** Text in the six languages, in the order en, fr, de, it, es, nl. */
export const l = (en: string, fr: string, de: string, it: string, es: string, nl: string): Localised => ({
  en,
  fr,
  de,
  it,
  es,
  nl,
})

const leaf = (
  id: string,
  name: Localised,
  kind: ProductKind,
  gender: SeedCategory['gender'],
  nouns: string[],
): SeedCategory => ({
  id,
  name,
  kind,
  gender,
  nouns,
  children: [],
})

const apparelSections = (base: number, gender: 'men' | 'women'): SeedCategory[] => [
  {
    id: String(base + 100),
    name: l('Tops', 'Hauts', 'Oberteile', 'Top', 'Partes de arriba', 'Tops'),
    kind: 'apparel',
    gender,
    nouns: [],
    children: [
      leaf(
        String(base + 110),
        l('T-shirts', 'T-shirts', 'T-Shirts', 'T-shirt', 'Camisetas', 'T-shirts'),
        'apparel',
        gender,
        ['Tee', 'Crew Tee', 'Trail Tee', 'Merino Tee'],
      ),
      leaf(
        String(base + 120),
        l('Shirts', 'Chemises', 'Hemden', 'Camicie', 'Camisas', 'Overhemden'),
        'apparel',
        gender,
        ['Shirt', 'Flannel Shirt', 'Trek Shirt'],
      ),
      leaf(
        String(base + 130),
        l('Hoodies', 'Sweats à capuche', 'Hoodies', 'Felpe', 'Sudaderas', 'Hoodies'),
        'apparel',
        gender,
        ['Hoodie', 'Zip Hoodie', 'Pullover'],
      ),
    ],
  },
  {
    id: String(base + 200),
    name: l('Jackets', 'Vestes', 'Jacken', 'Giacche', 'Chaquetas', 'Jassen'),
    kind: 'apparel',
    gender,
    nouns: [],
    children: [
      leaf(
        String(base + 210),
        l(
          'Rain jackets',
          'Vestes de pluie',
          'Regenjacken',
          'Giacche antipioggia',
          'Chaquetas impermeables',
          'Regenjassen',
        ),
        'apparel',
        gender,
        ['Rain Jacket', 'Shell', 'Storm Jacket'],
      ),
      leaf(
        String(base + 220),
        l(
          'Insulated jackets',
          'Doudounes',
          'Isolationsjacken',
          'Piumini',
          'Chaquetas aislantes',
          'Geïsoleerde jassen',
        ),
        'apparel',
        gender,
        ['Down Jacket', 'Puffer', 'Parka'],
      ),
      leaf(
        String(base + 230),
        l('Fleece', 'Polaires', 'Fleece', 'Pile', 'Forros polares', 'Fleece'),
        'apparel',
        gender,
        ['Fleece', 'Grid Fleece', 'Half-Zip Fleece'],
      ),
    ],
  },
  {
    id: String(base + 300),
    name: l('Bottoms', 'Bas', 'Hosen', 'Pantaloni', 'Pantalones', 'Broeken'),
    kind: 'apparel',
    gender,
    nouns: [],
    children: [
      leaf(
        String(base + 310),
        l('Trousers', 'Pantalons', 'Hosen', 'Pantaloni lunghi', 'Pantalones largos', 'Lange broeken'),
        'apparel',
        gender,
        ['Trousers', 'Hiking Pants', 'Cargo Pants'],
      ),
      leaf(
        String(base + 320),
        l('Shorts', 'Shorts', 'Shorts', 'Pantaloncini', 'Pantalones cortos', 'Korte broeken'),
        'apparel',
        gender,
        ['Shorts', 'Trail Shorts', 'Climbing Shorts'],
      ),
    ],
  },
]

const shoeSection = (base: number, name: Localised, gender: 'men' | 'women'): SeedCategory => ({
  id: String(base),
  name,
  kind: 'shoes',
  gender,
  nouns: [],
  children: [
    leaf(
      String(base + 10),
      l(
        'Hiking boots',
        'Chaussures de randonnée',
        'Wanderschuhe',
        'Scarponi da trekking',
        'Botas de montaña',
        'Wandelschoenen',
      ),
      'shoes',
      gender,
      ['Hiking Boot', 'Mid GTX Boot', 'Approach Shoe'],
    ),
    leaf(
      String(base + 20),
      l('Trail running', 'Trail', 'Trailrunning', 'Trail running', 'Trail running', 'Trailrunning'),
      'shoes',
      gender,
      ['Trail Runner', 'Ultra Trail Shoe', 'Fell Runner'],
    ),
    leaf(
      String(base + 30),
      l('Sneakers', 'Baskets', 'Sneaker', 'Sneaker', 'Zapatillas', 'Sneakers'),
      'shoes',
      gender,
      ['Sneaker', 'Court Sneaker', 'Canvas Low'],
    ),
  ],
})

export const CATEGORY_TREE: readonly SeedCategory[] = [
  {
    id: '1000',
    name: l('Men', 'Homme', 'Herren', 'Uomo', 'Hombre', 'Heren'),
    kind: 'apparel',
    gender: 'men',
    nouns: [],
    children: apparelSections(1000, 'men'),
  },
  {
    id: '2000',
    name: l('Women', 'Femme', 'Damen', 'Donna', 'Mujer', 'Dames'),
    kind: 'apparel',
    gender: 'women',
    nouns: [],
    children: apparelSections(2000, 'women'),
  },
  {
    id: '3000',
    name: l('Kids', 'Enfant', 'Kinder', 'Bambini', 'Niños', 'Kinderen'),
    kind: 'kids-apparel',
    gender: 'kids',
    nouns: [],
    children: [
      leaf('3100', l('Boys', 'Garçons', 'Jungen', 'Bambino', 'Niño', 'Jongens'), 'kids-apparel', 'kids', [
        'Kids Tee',
        'Kids Fleece',
        'Kids Rain Jacket',
      ]),
      leaf('3200', l('Girls', 'Filles', 'Mädchen', 'Bambina', 'Niña', 'Meisjes'), 'kids-apparel', 'kids', [
        'Kids Hoodie',
        'Kids Puffer',
        'Kids Leggings',
      ]),
      leaf('3300', l('Baby', 'Bébé', 'Baby', 'Neonato', 'Bebé', 'Baby'), 'kids-apparel', 'kids', [
        'Baby Bunting',
        'Baby Romper',
        'Baby Fleece Suit',
      ]),
    ],
  },
  {
    id: '4000',
    name: l('Footwear', 'Chaussures', 'Schuhe', 'Calzature', 'Calzado', 'Schoenen'),
    kind: 'shoes',
    gender: 'unisex',
    nouns: [],
    children: [
      shoeSection(
        4100,
        l(
          "Men's shoes",
          'Chaussures homme',
          'Herrenschuhe',
          'Scarpe uomo',
          'Zapatos hombre',
          'Herenschoenen',
        ),
        'men',
      ),
      shoeSection(
        4200,
        l(
          "Women's shoes",
          'Chaussures femme',
          'Damenschuhe',
          'Scarpe donna',
          'Zapatos mujer',
          'Damesschoenen',
        ),
        'women',
      ),
      leaf(
        '4300',
        l(
          "Kids' shoes",
          'Chaussures enfant',
          'Kinderschuhe',
          'Scarpe bambino',
          'Zapatos niños',
          'Kinderschoenen',
        ),
        'kids-shoes',
        'kids',
        ['Kids Hiker', 'Kids Runner', 'Kids Sneaker'],
      ),
      leaf(
        '4400',
        l('Sandals', 'Sandales', 'Sandalen', 'Sandali', 'Sandalias', 'Sandalen'),
        'shoes',
        'unisex',
        ['Sandal', 'Slide', 'Hiking Sandal'],
      ),
    ],
  },
  {
    id: '5000',
    name: l('Bags', 'Sacs', 'Taschen', 'Borse', 'Bolsas', 'Tassen'),
    kind: 'bag',
    gender: 'unisex',
    nouns: [],
    children: [
      leaf(
        '5100',
        l('Backpacks', 'Sacs à dos', 'Rucksäcke', 'Zaini', 'Mochilas', 'Rugzakken'),
        'bag',
        'unisex',
        ['Daypack', 'Backpack 28L', 'Trekking Pack 45L'],
      ),
      leaf(
        '5200',
        l('Duffels', 'Sacs de voyage', 'Reisetaschen', 'Borsoni', 'Bolsas de viaje', 'Duffels'),
        'bag',
        'unisex',
        ['Duffel 50L', 'Duffel 90L', 'Roller Duffel'],
      ),
      leaf(
        '5300',
        l('Hip packs', 'Sacs banane', 'Hüfttaschen', 'Marsupi', 'Riñoneras', 'Heuptassen'),
        'bag',
        'unisex',
        ['Hip Pack', 'Sling Bag', 'Running Belt'],
      ),
    ],
  },
  {
    id: '6000',
    name: l('Equipment', 'Équipement', 'Ausrüstung', 'Attrezzatura', 'Equipamiento', 'Uitrusting'),
    kind: 'gear',
    gender: 'unisex',
    nouns: [],
    children: [
      leaf('6100', l('Tents', 'Tentes', 'Zelte', 'Tende', 'Tiendas de campaña', 'Tenten'), 'gear', 'unisex', [
        '2P Tent',
        '3P Tent',
        'Bivy Shelter',
      ]),
      leaf(
        '6200',
        l(
          'Sleeping bags',
          'Sacs de couchage',
          'Schlafsäcke',
          'Sacchi a pelo',
          'Sacos de dormir',
          'Slaapzakken',
        ),
        'gear',
        'unisex',
        ['Down Bag -5°', 'Synthetic Bag 0°', 'Summer Quilt'],
      ),
      {
        id: '6300',
        name: l('Accessories', 'Accessoires', 'Accessoires', 'Accessori', 'Accesorios', 'Accessoires'),
        kind: 'accessory',
        gender: 'unisex',
        nouns: [],
        children: [
          leaf(
            '6310',
            l('Hats', 'Bonnets et casquettes', 'Mützen', 'Cappelli', 'Gorros', 'Mutsen'),
            'accessory',
            'unisex',
            ['Beanie', 'Trucker Cap', 'Sun Hat'],
          ),
          leaf(
            '6320',
            l('Gloves', 'Gants', 'Handschuhe', 'Guanti', 'Guantes', 'Handschoenen'),
            'accessory',
            'unisex',
            ['Liner Gloves', 'Ski Gloves', 'Mittens'],
          ),
          leaf(
            '6330',
            l('Socks', 'Chaussettes', 'Socken', 'Calze', 'Calcetines', 'Sokken'),
            'accessory',
            'unisex',
            ['Hiking Socks', 'Running Socks', 'Ski Socks'],
          ),
          // The e-gift card's own shelf: the generator leaves it alone (seed/catalogue.ts makes the card).
          leaf(
            '6340',
            l(
              'Gift cards',
              'Cartes cadeaux',
              'Geschenkkarten',
              'Carte regalo',
              'Tarjetas regalo',
              'Cadeaukaarten',
            ),
            'gift-card',
            'unisex',
            [],
          ),
        ],
      },
    ],
  },
]

export interface FlatCategory {
  id: string
  parentId: string | null
  depth: number
  position: number
  name: Localised
  category: SeedCategory
}

/** The tree in depth-first order with parent ids, as stored in the mock database. */
export function flattenCategories(tree: readonly SeedCategory[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = []
  const walk = (nodes: readonly SeedCategory[], parentId: string | null, depth: number) => {
    nodes.forEach((category, position) => {
      out.push({ id: category.id, parentId, depth, position, name: category.name, category })
      walk(category.children, category.id, depth + 1)
    })
  }
  walk(tree, null, 1)
  return out
}
