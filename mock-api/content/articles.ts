/**
 * The journal's articles and the content service's article search over them (spec 3 §7: `search/{siteId}/article`
 * with a repeatable `tagId`, `offset` and `limit`, answering results, facets and numFound). An article matches
 * when it carries any of the chosen tags; results are newest first; facet counts are taken over the articles the
 * rest of the query matches, before the tags, so the filter bar stays the same while tags are chosen. Titles,
 * eyebrows and tag labels are in six languages (`tx`); the body text is English, which is what the service falls
 * back to.
 */
import { type Text, tx } from './authoring'

export const ARTICLE_TAGS = {
  'trail-running': tx(
    'Trail running',
    'Trail',
    'Traillauf',
    'Trail running',
    'Trail running',
    'Trailrunning',
  ),
  hiking: tx('Hiking', 'Randonnée', 'Wandern', 'Escursionismo', 'Senderismo', 'Wandelen'),
  camping: tx('Camping', 'Camping', 'Camping', 'Campeggio', 'Acampada', 'Kamperen'),
  climbing: tx('Climbing', 'Escalade', 'Klettern', 'Arrampicata', 'Escalada', 'Klimmen'),
  'rain-gear': tx(
    'Rain gear',
    'Équipement pluie',
    'Regenausrüstung',
    'Abbigliamento antipioggia',
    'Equipo de lluvia',
    'Regenkleding',
  ),
  repairs: tx('Repairs', 'Réparations', 'Reparaturen', 'Riparazioni', 'Reparaciones', 'Reparaties'),
  family: tx('Family', 'Famille', 'Familie', 'Famiglia', 'Familia', 'Gezin'),
  city: tx('City', 'Ville', 'Stadt', 'Città', 'Ciudad', 'Stad'),
} as const
export type ArticleTag = keyof typeof ARTICLE_TAGS

interface JournalArticle {
  slug: string
  title: Text
  date: string
  /** The first tag is the article's eyebrow. */
  tags: readonly [ArticleTag, ...ArticleTag[]]
  body: string
}

const article = (
  slug: string,
  date: string,
  tags: JournalArticle['tags'],
  title: Text,
  body: string,
): JournalArticle => ({ slug, date, tags, title, body })

/** Newest first. */
export const JOURNAL_ARTICLES: readonly JournalArticle[] = [
  article(
    'packing-for-rain',
    '2026-10-14',
    ['rain-gear', 'hiking'],
    tx(
      'How to pack for rain',
      'Faire son sac pour la pluie',
      'Packen für Regen',
      'Lo zaino per la pioggia',
      'Preparar la mochila para la lluvia',
      'Inpakken voor regen',
    ),
    'Line your pack with a dry bag, keep a spare base layer sealed, and put the shell on before you need it.',
  ),
  article(
    'first-ultra',
    '2026-10-02',
    ['trail-running'],
    tx(
      'Notes from a first ultra',
      'Carnet d’un premier ultra',
      'Notizen vom ersten Ultra',
      'Appunti dal primo ultra',
      'Notas de mi primer ultra',
      'Aantekeningen van een eerste ultra',
    ),
    'Fifty kilometres, two thousand metres of climbing and one lesson: eat before you are hungry.',
  ),
  article(
    'wild-camping-basics',
    '2026-09-20',
    ['camping', 'hiking'],
    tx(
      'Wild camping: the basics',
      'Le bivouac : les bases',
      'Wildcampen: die Grundlagen',
      'Campeggio libero: le basi',
      'Acampada libre: lo básico',
      'Wildkamperen: de basis',
    ),
    'Arrive late, leave early, leave nothing. Where it is allowed and how to choose a pitch that stays dry.',
  ),
  article(
    're-proof-your-shell',
    '2026-09-08',
    ['repairs', 'rain-gear'],
    tx(
      'Re-proof your shell in ten minutes',
      'Réimperméabiliser sa veste en dix minutes',
      'Die Jacke in zehn Minuten neu imprägnieren',
      'Reimpermeabilizzare il guscio in dieci minuti',
      'Reimpermeabiliza tu chaqueta en diez minutos',
      'Je jas in tien minuten opnieuw impregneren',
    ),
    'Wash it, warm it, spray it. When water stops beading, the outer fabric needs a new finish, not a new jacket.',
  ),
  article(
    'kids-on-the-trail',
    '2026-08-27',
    ['family', 'hiking'],
    tx(
      'Taking kids up their first hill',
      'Emmener les enfants sur leur première colline',
      'Mit Kindern auf den ersten Hügel',
      'Portare i bambini sulla prima collina',
      'Llevar a los niños a su primera colina',
      'Met kinderen hun eerste heuvel op',
    ),
    'Short loops, plenty of snacks and a summit they can name. Let them set the pace and carry their own map.',
  ),
  article(
    'from-wall-to-rock',
    '2026-08-15',
    ['climbing', 'city'],
    tx(
      'From the wall to the rock',
      'Du mur à la falaise',
      'Von der Halle an den Fels',
      'Dalla palestra alla roccia',
      'Del rocódromo a la roca',
      'Van de klimhal naar de rots',
    ),
    'Indoor grades do not travel. Start two grades lower outside, and learn to read the rock before you pull.',
  ),
  article(
    'commuting-in-the-rain',
    '2026-08-01',
    ['city', 'rain-gear'],
    tx(
      'Commuting in the rain',
      'Aller au travail sous la pluie',
      'Pendeln im Regen',
      'Andare al lavoro sotto la pioggia',
      'Ir al trabajo bajo la lluvia',
      'Woon-werkverkeer in de regen',
    ),
    'A packable shell, a spare pair of socks in the drawer and mudguards: the rest is attitude.',
  ),
  article(
    'downhill-technique',
    '2026-07-18',
    ['trail-running'],
    tx(
      'Run downhill faster and safer',
      'Descendre plus vite et plus sûrement',
      'Schneller und sicherer bergab laufen',
      'Correre in discesa più veloci e sicuri',
      'Correr cuesta abajo más rápido y seguro',
      'Sneller en veiliger bergaf lopen',
    ),
    'Short steps, eyes three metres ahead, arms wide. Practise on gentle grass before the scree.',
  ),
  article(
    'family-camp-kitchen',
    '2026-07-05',
    ['family', 'camping'],
    tx(
      'A camp kitchen the whole family can use',
      'Une cuisine de camp pour toute la famille',
      'Eine Campingküche für die ganze Familie',
      'Una cucina da campo per tutta la famiglia',
      'Una cocina de campamento para toda la familia',
      'Een kampkeuken voor het hele gezin',
    ),
    'One stove, one pot, one job each. Keep the hot things high and the snacks low.',
  ),
  article(
    'patch-a-down-jacket',
    '2026-06-21',
    ['repairs'],
    tx(
      'Patch a down jacket',
      'Réparer une doudoune',
      'Eine Daunenjacke flicken',
      'Riparare un piumino',
      'Reparar un plumífero',
      'Een donsjas repareren',
    ),
    'Round the corners of the patch, press it on warm, and your jacket keeps its feathers for years.',
  ),
  article(
    'multi-pitch-first-steps',
    '2026-06-08',
    ['climbing'],
    tx(
      'First steps on multi-pitch routes',
      'Premiers pas en grande voie',
      'Erste Schritte in Mehrseillängen',
      'Primi passi sulle vie a più tiri',
      'Primeros pasos en vías largas',
      'Eerste stappen op meertouwlengteroutes',
    ),
    'Practise the changeover on the ground until it is boring. Then go up with someone who has done it a hundred times.',
  ),
  article(
    'hut-to-hut',
    '2026-05-24',
    ['hiking'],
    tx(
      'Hut to hut in the Dolomites',
      'De refuge en refuge dans les Dolomites',
      'Von Hütte zu Hütte in den Dolomiten',
      'Di rifugio in rifugio nelle Dolomiti',
      'De refugio en refugio por los Dolomitas',
      'Van hut naar hut in de Dolomieten',
    ),
    'Seven days, six huts and a pack under eight kilos. Book early, carry cash and a sleeping bag liner.',
  ),
  article(
    'city-to-summit',
    '2026-05-10',
    ['city', 'hiking'],
    tx(
      'From the city to a summit by train',
      'De la ville au sommet en train',
      'Mit dem Zug von der Stadt auf den Gipfel',
      'Dalla città alla vetta in treno',
      'De la ciudad a la cumbre en tren',
      'Met de trein van de stad naar de top',
    ),
    'Five summits you can reach before lunch without a car, and the bakeries near their stations.',
  ),
  article(
    'resole-your-boots',
    '2026-04-26',
    ['repairs', 'hiking'],
    tx(
      'When to resole your boots',
      'Quand ressemeler ses chaussures',
      'Wann die Schuhe neu besohlt werden sollten',
      'Quando risuolare gli scarponi',
      'Cuándo cambiar la suela de tus botas',
      'Wanneer je schoenen verzolen',
    ),
    'When the lugs under the ball of your foot are flat, before the midsole shows. A resole costs a third of new boots.',
  ),
  article(
    'running-after-dark',
    '2026-04-12',
    ['trail-running', 'city'],
    tx(
      'Running after dark',
      'Courir à la nuit tombée',
      'Laufen nach Einbruch der Dunkelheit',
      'Correre dopo il tramonto',
      'Correr de noche',
      'Hardlopen in het donker',
    ),
    'A head torch with a red mode, a bright layer and a route you know by day.',
  ),
  article(
    'pitching-in-wind',
    '2026-03-29',
    ['camping'],
    tx(
      'Pitching a tent in the wind',
      'Monter sa tente dans le vent',
      'Ein Zelt im Wind aufbauen',
      'Montare la tenda con il vento',
      'Montar la tienda con viento',
      'Een tent opzetten in de wind',
    ),
    'Tail into the wind, windward pegs first, and never let go of the fly sheet.',
  ),
]

const urlOf = (item: JournalArticle) => `/journal/${item.slug}`
const pictureOf = (item: JournalArticle) => ({
  url: `/media/content/journal-${item.slug}.svg`,
  // The card's title names the link; the picture is decoration.
  alt: '',
  width: 960,
  height: 640,
})

export interface ArticleSearchInput {
  tagIds: readonly string[]
  q?: string | undefined
  offset: number
  limit: number
}

/** One page of the article search, in the wire shape (texts still per language; the route localises them). */
export function searchJournal(input: ArticleSearchInput) {
  const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const base = JOURNAL_ARTICLES.filter(
    (item) =>
      words.length === 0 ||
      words.every(
        (word) =>
          item.title.$t.en.toLowerCase().includes(word) ||
          item.tags.some((tag) => tag.includes(word)) ||
          item.body.toLowerCase().includes(word),
      ),
  )
  const tags = new Set(input.tagIds)
  const matching = tags.size === 0 ? base : base.filter((item) => item.tags.some((tag) => tags.has(tag)))
  const facets = (Object.keys(ARTICLE_TAGS) as ArticleTag[])
    .map((id) => ({
      id,
      label: ARTICLE_TAGS[id],
      count: base.filter((item) => item.tags.includes(id)).length,
    }))
    .filter((facet) => facet.count > 0)
  const results = matching.slice(input.offset, input.offset + input.limit).map((item) => ({
    id: `journal-${item.slug}`,
    url: urlOf(item),
    title: item.title,
    eyebrow: ARTICLE_TAGS[item.tags[0]],
    date: item.date,
    picture: pictureOf(item),
    tags: item.tags,
  }))
  return { results, facets, numFound: matching.length, offset: input.offset, limit: input.limit }
}

/** The journal's articles as children of the `journal` page. */
export const journalChildren = () =>
  JOURNAL_ARTICLES.map((item) => ({
    id: `journal-${item.slug}`,
    url: urlOf(item),
    title: item.title,
    date: item.date,
  }))

/** An article's own page (`journal/<slug>`): the article block, with up to four articles sharing its first tag. */
export function journalArticlePage(slug: string): Record<string, unknown> | null {
  const item = JOURNAL_ARTICLES.find((entry) => `journal/${entry.slug}` === slug)
  if (!item) return null
  const related = JOURNAL_ARTICLES.filter(
    (other) => other !== item && other.tags.some((tag) => item.tags.includes(tag)),
  ).slice(0, 4)
  return {
    id: `journal-${item.slug}`,
    name: item.title.$t.en,
    seo: { title: item.title, description: item.body.slice(0, 150) },
    components: [
      {
        type: 'article',
        id: `${item.slug}-article`,
        title: item.title,
        subtitle: ARTICLE_TAGS[item.tags[0]],
        date: item.date,
        media: { ...pictureOf(item), alt: '' },
        richText: `<p>${item.body}</p>`,
        related: related.map((other) => ({
          title: other.title,
          url: urlOf(other),
          media: { ...pictureOf(other), width: 600, height: 400 },
        })),
      },
    ],
  }
}
