/**
 * Demo reviews, questions and answers, generated per product from a seed of its style code. Every text exists
 * in all six languages, so the mock translation service can answer with a real translation. A review is written in
 * one language (English most often), by a reviewer whose name and town fit it: a German review from Hamburg by
 * "Jana K.", not from Lyon.
 */
import { type Localised, l } from './categories'
import { createRandom, hashString } from './random'

interface ReviewTemplate {
  stars: readonly number[]
  title: Localised
  body: Localised
}

const t = l

export const REVIEW_TEMPLATES: readonly ReviewTemplate[] = [
  {
    stars: [5],
    title: t(
      'Worth every penny',
      'Vaut chaque centime',
      'Jeden Cent wert',
      'Vale ogni centesimo',
      'Vale cada céntimo',
      'Elke cent waard',
    ),
    body: t(
      'Fits true to size and has held up to a whole season of weekend trips.',
      'Taille normalement et a tenu toute une saison de sorties le week-end.',
      'Fällt normal aus und hat eine ganze Saison Wochenendtouren überstanden.',
      'Veste regolare e ha retto a un’intera stagione di gite nel weekend.',
      'Talla bien y ha aguantado toda una temporada de escapadas de fin de semana.',
      'Valt normaal en heeft een heel seizoen weekendtochten doorstaan.',
    ),
  },
  {
    stars: [5, 4],
    title: t(
      'My new go-to',
      'Mon nouveau préféré',
      'Mein neuer Favorit',
      'Il mio nuovo preferito',
      'Mi nuevo favorito',
      'Mijn nieuwe favoriet',
    ),
    body: t(
      'Light, comfortable and it looks exactly as pictured.',
      'Léger, confortable, et la couleur est exactement comme sur la photo.',
      'Leicht, bequem und die Farbe ist genau wie abgebildet.',
      'Leggero, comodo e il colore è esattamente come in foto.',
      'Ligero, cómodo y el color es exactamente como en la foto.',
      'Licht, comfortabel en de kleur is precies zoals op de foto.',
    ),
  },
  {
    stars: [4],
    title: t(
      'Great, with one small catch',
      'Très bien, avec un petit bémol',
      'Super, mit einem kleinen Haken',
      'Ottimo, con un piccolo difetto',
      'Genial, con un pequeño pero',
      'Prima, met één kleine kanttekening',
    ),
    body: t(
      'Well made and warm, but I would size up if you like to layer underneath.',
      'Bien fini et chaud, mais prenez une taille au-dessus si vous superposez.',
      'Gut verarbeitet und warm, aber wer darunter Schichten trägt, sollte eine Nummer größer nehmen.',
      'Ben fatto e caldo, ma prendete una taglia in più se indossate strati sotto.',
      'Bien hecho y abrigado, pero pide una talla más si llevas capas debajo.',
      'Goed gemaakt en warm, maar neem een maat groter als je er lagen onder draagt.',
    ),
  },
  {
    stars: [3],
    title: t(
      'Good, not great',
      'Bien, sans plus',
      'Gut, aber nicht überragend',
      'Buono, non eccezionale',
      'Bien, sin más',
      'Goed, niet geweldig',
    ),
    body: t(
      'Does the job, though the fabric feels thinner than I expected for the price.',
      'Fait le travail, mais le tissu semble plus fin que prévu pour le prix.',
      'Erfüllt seinen Zweck, der Stoff wirkt für den Preis aber dünner als erwartet.',
      'Fa il suo lavoro, ma il tessuto sembra più sottile del previsto per il prezzo.',
      'Cumple, aunque la tela parece más fina de lo esperado para el precio.',
      'Doet wat het moet doen, maar de stof voelt dunner dan verwacht voor de prijs.',
    ),
  },
  {
    stars: [2, 1],
    title: t(
      'Not for me',
      'Pas pour moi',
      'Nichts für mich',
      'Non fa per me',
      'No es para mí',
      'Niet voor mij',
    ),
    body: t(
      'Runs small and the seams started to fray after a few washes. I returned it.',
      'Taille petit et les coutures se sont effilochées après quelques lavages. Je l’ai renvoyé.',
      'Fällt klein aus und die Nähte fransten nach ein paar Wäschen aus. Ich habe es zurückgeschickt.',
      'Veste piccolo e le cuciture si sono sfilacciate dopo pochi lavaggi. L’ho restituito.',
      'Talla pequeño y las costuras se deshilacharon tras unos lavados. Lo devolví.',
      'Valt klein en de naden rafelden na een paar wasbeurten. Ik heb het teruggestuurd.',
    ),
  },
  // More of each rating, so one product's reviews of the same rating do not all read alike.
  {
    stars: [5],
    title: t(
      'Perfect for long days out',
      'Parfait pour les longues journées dehors',
      'Perfekt für lange Tage draußen',
      'Perfetto per le lunghe giornate fuori',
      'Perfecto para días largos al aire libre',
      'Perfect voor lange dagen buiten',
    ),
    body: t(
      'Comfortable from the first wear, and it has kept up with everything I have asked of it.',
      'Confortable dès le premier jour, et il a suivi tout ce que je lui ai demandé.',
      'Vom ersten Tragen an bequem, und es hat bisher alles mitgemacht.',
      'Comodo fin dal primo utilizzo e finora ha retto a tutto.',
      'Cómodo desde el primer día y hasta ahora ha aguantado todo lo que le he pedido.',
      'Vanaf de eerste keer comfortabel, en het heeft tot nu toe alles doorstaan.',
    ),
  },
  {
    stars: [5, 4],
    title: t(
      'Great quality',
      'Très bonne qualité',
      'Sehr gute Qualität',
      'Ottima qualità',
      'Muy buena calidad',
      'Uitstekende kwaliteit',
    ),
    body: t(
      'Well finished, with neat seams and good details. Would buy again.',
      'Bien fini, avec des coutures nettes et de bons détails. Je le rachèterais.',
      'Sauber verarbeitet, ordentliche Nähte und durchdachte Details. Würde ich wieder kaufen.',
      'Ben rifinito, cuciture precise e bei dettagli. Lo ricomprerei.',
      'Bien acabado, con costuras limpias y buenos detalles. Volvería a comprarlo.',
      'Netjes afgewerkt, strakke naden en goede details. Zou het opnieuw kopen.',
    ),
  },
  {
    stars: [4],
    title: t(
      'Does what it promises',
      'Fait ce qu’il promet',
      'Hält, was es verspricht',
      'Fa quello che promette',
      'Cumple lo que promete',
      'Doet wat het belooft',
    ),
    body: t(
      'Exactly what I needed for weekends outside; I only wish it were a little lighter.',
      'Exactement ce qu’il me fallait pour les week-ends dehors ; j’aurais juste aimé qu’il soit un peu plus léger.',
      'Genau das Richtige für Wochenenden draußen; ich hätte es mir nur etwas leichter gewünscht.',
      'Proprio quello che mi serviva per i weekend all’aperto; l’avrei voluto solo un po’ più leggero.',
      'Justo lo que necesitaba para los fines de semana fuera; solo me gustaría que pesara un poco menos.',
      'Precies wat ik nodig had voor weekenden buiten; ik had het alleen graag wat lichter gehad.',
    ),
  },
  {
    stars: [3],
    title: t(
      'Okay for the price',
      'Correct pour le prix',
      'Okay für den Preis',
      'Discreto per il prezzo',
      'Correcto para lo que cuesta',
      'Oké voor de prijs',
    ),
    body: t(
      'Comfortable enough, but it does not feel as sturdy as I hoped.',
      'Assez confortable, mais moins robuste que je ne l’espérais.',
      'Bequem genug, wirkt aber nicht so robust, wie ich gehofft hatte.',
      'Abbastanza comodo, ma meno robusto di quanto sperassi.',
      'Bastante cómodo, pero menos resistente de lo que esperaba.',
      'Comfortabel genoeg, maar minder stevig dan ik had gehoopt.',
    ),
  },
  {
    stars: [2, 1],
    title: t('Disappointed', 'Déçu', 'Enttäuscht', 'Deluso', 'Decepcionado', 'Teleurgesteld'),
    body: t(
      'It looked great, but it was showing wear after only a few outings.',
      'Très beau, mais il montrait déjà des signes d’usure après quelques sorties.',
      'Sah toll aus, zeigte aber schon nach wenigen Touren Verschleiß.',
      'Bello da vedere, ma dopo poche uscite mostrava già segni di usura.',
      'Tenía muy buena pinta, pero tras pocas salidas ya mostraba desgaste.',
      'Zag er goed uit, maar vertoonde na een paar tochten al slijtage.',
    ),
  },
]

const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const
type ReviewLanguage = (typeof LANGUAGES)[number]

/**
 * How often a review is written in each language, out of 100: the shop sells most in English-speaking markets, then
 * in France and Québec, Germany, the Netherlands, Italy and Spain.
 */
const LANGUAGE_SHARES: readonly (readonly [ReviewLanguage, number])[] = [
  ['en', 42],
  ['fr', 16],
  ['de', 14],
  ['nl', 10],
  ['it', 9],
  ['es', 9],
]

/** Reviewers by the language they write in: a first name, an initial, and a place where that language is spoken. */
export const REVIEWERS: Readonly<Record<ReviewLanguage, readonly (readonly [string, string])[]>> = {
  en: [
    ['Alex M.', 'Denver'],
    ['Priya S.', 'Seattle'],
    ['Tom H.', 'Leeds'],
    ['Sam R.', 'Vancouver'],
    ['Emily W.', 'Portland'],
    ['Jack T.', 'Manchester'],
    ['Megan L.', 'Toronto'],
    ['Olivia P.', 'Bristol'],
    ['Chris D.', 'Boulder'],
    ['Hannah B.', 'Edinburgh'],
  ],
  fr: [
    ['Marie L.', 'Lyon'],
    ['Chloé T.', 'Montréal'],
    ['Julien R.', 'Grenoble'],
    ['Camille D.', 'Québec'],
    ['Lucas M.', 'Nantes'],
    ['Élodie B.', 'Bordeaux'],
    ['Antoine G.', 'Chamonix'],
    ['Sophie V.', 'Paris'],
  ],
  de: [
    ['Jana K.', 'Hamburg'],
    ['Jonas B.', 'Berlin'],
    ['Lena S.', 'München'],
    ['Felix W.', 'Köln'],
    ['Anna M.', 'Freiburg'],
    ['Tobias H.', 'Leipzig'],
    ['Sarah F.', 'Stuttgart'],
  ],
  it: [
    ['Giulia R.', 'Milano'],
    ['Marco B.', 'Torino'],
    ['Chiara F.', 'Bologna'],
    ['Luca M.', 'Trento'],
    ['Francesca G.', 'Firenze'],
    ['Matteo C.', 'Bergamo'],
  ],
  es: [
    ['Lucía G.', 'Madrid'],
    ['Javier M.', 'Granada'],
    ['Marta S.', 'Barcelona'],
    ['Pablo R.', 'Bilbao'],
    ['Carmen L.', 'Valencia'],
    ['Diego F.', 'Oviedo'],
  ],
  nl: [
    ['Sanne de V.', 'Utrecht'],
    ['Daan B.', 'Amsterdam'],
    ['Lotte J.', 'Rotterdam'],
    ['Bram K.', 'Groningen'],
    ['Fleur M.', 'Nijmegen'],
    ['Joris V.', 'Eindhoven'],
  ],
}

/** A language drawn by the shares above from a number in [0, 1). */
function languageFor(draw: number): ReviewLanguage {
  let left = draw * 100
  for (const [language, share] of LANGUAGE_SHARES) {
    if (left < share) return language
    left -= share
  }
  return 'en'
}

export interface SeedReview {
  id: string
  styleCode: string
  rating: number
  template: number
  /** The language it was written in; its text in the other languages is the stored translation. */
  language: ReviewLanguage
  author: string
  /** Where the reviewer wrote from, a place where the review's language is spoken. */
  location: string
  createdAt: string
  helpful: number
  unhelpful: number
}

export interface SeedQuestion {
  id: string
  styleCode: string
  template: number
  /** The language it was asked and answered in: a site lists its own language's questions. */
  language: ReviewLanguage
  author: string
  createdAt: string
  answers: { id: string; template: number; author: string; createdAt: string; helpful: number }[]
}

export const QUESTION_TEMPLATES: readonly { question: Localised; answers: readonly Localised[] }[] = [
  {
    question: t(
      'Is it waterproof or only water-resistant?',
      'Est-il imperméable ou seulement déperlant ?',
      'Ist es wasserdicht oder nur wasserabweisend?',
      'È impermeabile o solo idrorepellente?',
      '¿Es impermeable o solo repele el agua?',
      'Is het waterdicht of alleen waterafstotend?',
    ),
    answers: [
      t(
        'It kept me dry through a full day of rain in the hills.',
        'Il m’a gardé au sec toute une journée de pluie en montagne.',
        'Es hat mich einen ganzen Regentag in den Bergen trocken gehalten.',
        'Mi ha tenuto asciutto per un’intera giornata di pioggia in collina.',
        'Me mantuvo seco durante un día entero de lluvia en el monte.',
        'Het hield me een hele regendag in de heuvels droog.',
      ),
    ],
  },
  {
    question: t(
      'How does the sizing compare to other brands?',
      'Comment la taille se compare-t-elle aux autres marques ?',
      'Wie fällt die Größe im Vergleich zu anderen Marken aus?',
      'Come veste rispetto ad altre marche?',
      '¿Cómo es la talla comparada con otras marcas?',
      'Hoe valt de maat vergeleken met andere merken?',
    ),
    answers: [
      t(
        'About the same as most outdoor brands; I wear my usual size.',
        'À peu près comme la plupart des marques outdoor ; je porte ma taille habituelle.',
        'Etwa wie bei den meisten Outdoor-Marken; ich trage meine übliche Größe.',
        'Più o meno come la maggior parte delle marche outdoor; porto la mia solita taglia.',
        'Más o menos como la mayoría de marcas de montaña; uso mi talla habitual.',
        'Ongeveer zoals de meeste outdoormerken; ik draag mijn gewone maat.',
      ),
      t(
        'Slightly roomy in the shoulders, true to size in length.',
        'Un peu ample aux épaules, normal en longueur.',
        'An den Schultern etwas weiter, in der Länge normal.',
        'Un po’ abbondante sulle spalle, regolare in lunghezza.',
        'Algo holgado de hombros, normal de largo.',
        'Iets ruim in de schouders, normaal in de lengte.',
      ),
    ],
  },
  {
    question: t(
      'Can it be machine washed?',
      'Peut-il passer en machine ?',
      'Kann man es in der Maschine waschen?',
      'Si può lavare in lavatrice?',
      '¿Se puede lavar a máquina?',
      'Kan het in de wasmachine?',
    ),
    answers: [
      t(
        'Yes, on a cool gentle cycle; hang it to dry.',
        'Oui, à froid en cycle délicat ; séchez-le suspendu.',
        'Ja, im kühlen Schonwaschgang; zum Trocknen aufhängen.',
        'Sì, a freddo con ciclo delicato; asciugare appeso.',
        'Sí, en frío con programa delicado; tender para secar.',
        'Ja, koud op een fijnwasprogramma; ophangen om te drogen.',
      ),
    ],
  },
]

/** Reviews and questions for one product, always the same for the same style code. */
export function generateCommunity(
  styleCode: string,
  quality: number,
  noReviews: boolean,
): { reviews: SeedReview[]; questions: SeedQuestion[] } {
  const random = createRandom(hashString(`community:${styleCode}`))
  const count = noReviews ? 0 : random.int(1, 14)
  const reviews: SeedReview[] = []
  for (let i = 0; i < count; i++) {
    const rating = Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 2.5)))
    // The templates of that rating in turn, from a place the style code picks: one product's reviews vary.
    const matching = REVIEW_TEMPLATES.flatMap((entry, index) => (entry.stars.includes(rating) ? [index] : []))
    const template = matching[(hashString(`template:${styleCode}`) + i) % matching.length] ?? -1
    const language = languageFor(random.next())
    const [author, location] = random.pick(REVIEWERS[language])
    reviews.push({
      id: `R${styleCode.slice(2)}${String(i).padStart(2, '0')}`,
      styleCode,
      rating,
      template: template === -1 ? 0 : template,
      language,
      author,
      location,
      createdAt: new Date(Date.UTC(2025, 6, 1) + random.int(0, 480) * 86400000).toISOString(),
      helpful: random.int(0, 40),
      unhelpful: random.int(0, 6),
    })
  }
  const questions: SeedQuestion[] = random.sample([0, 1, 2], random.int(0, 2)).map((template, index) => {
    const language = languageFor(random.next())
    return {
      id: `Q${styleCode.slice(2)}${index}`,
      styleCode,
      template,
      language,
      author: random.pick(REVIEWERS[language])[0],
      createdAt: new Date(Date.UTC(2025, 8, 1) + random.int(0, 400) * 86400000).toISOString(),
      answers: (QUESTION_TEMPLATES[template]?.answers ?? []).map((_, answerIndex) => ({
        id: `A${styleCode.slice(2)}${index}${answerIndex}`,
        template: answerIndex,
        author: random.pick(REVIEWERS[language])[0],
        createdAt: new Date(Date.UTC(2025, 10, 1) + random.int(0, 300) * 86400000).toISOString(),
        helpful: random.int(0, 25),
      })),
    }
  })
  return { reviews, questions }
}
