/**
 * The catalogue search service's full-text index (decision 051): an Orama index per site language over the
 * seeded products, built on the first search in that language and kept for the isolate's life. Each product is
 * indexed with its name, brand, category trail (in the site's language and in English), gender, colours, materials,
 * activity and description, all made canonical (text.ts) and stemmed by the language's stemmer, so plurals,
 * synonyms, local words and colour names find it. A query that finds nothing is corrected against the index's
 * words, and Orama's typo tolerance is the last resort.
 */
import { create, insertMultiple, type Orama, search } from '@orama/orama'
import { stemmer as dutchStemmer } from '@orama/stemmers/dutch'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as frenchStemmer } from '@orama/stemmers/french'
import { stemmer as germanStemmer } from '@orama/stemmers/german'
import { stemmer as italianStemmer } from '@orama/stemmers/italian'
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish'
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import { stopwords as frenchStopwords } from '@orama/stopwords/french'
import { stopwords as germanStopwords } from '@orama/stopwords/german'
import { stopwords as italianStopwords } from '@orama/stopwords/italian'
import { stopwords as spanishStopwords } from '@orama/stopwords/spanish'
import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'
import { productTexts } from '../seed/product-texts'
import {
  canonicalise,
  colourWords,
  correctQuery,
  localVocabulary,
  materialWords,
  type SearchLanguage,
  wordsOf,
} from './text'

const LANGUAGES: Readonly<
  Record<SearchLanguage, { name: string; stemmer: (word: string) => string; stopWords: string[] }>
> = {
  en: { name: 'english', stemmer: englishStemmer, stopWords: englishStopwords },
  fr: { name: 'french', stemmer: frenchStemmer, stopWords: frenchStopwords },
  de: { name: 'german', stemmer: germanStemmer, stopWords: germanStopwords },
  it: { name: 'italian', stemmer: italianStemmer, stopWords: italianStopwords },
  es: { name: 'spanish', stemmer: spanishStemmer, stopWords: spanishStopwords },
  nl: { name: 'dutch', stemmer: dutchStemmer, stopWords: dutchStopwords },
}

/** Words the stop-word lists drop that mean something in a shop ("down jacket", "mid boot"). */
const KEPT_WORDS = new Set(['down', 'up', 'over', 'out', 'top', 'low', 'mid', 'all'])

const SCHEMA = {
  code: 'string',
  name: 'string',
  brand: 'string',
  category: 'string',
  gender: 'string',
  colours: 'string',
  materials: 'string',
  activity: 'string',
  description: 'string',
  /**
   * Every field's words together: Orama's typo-tolerant search counts a product as matching all of a query's
   * words only when one field holds them all, and "navy jacket" has its colour in one field and its kind in another.
   */
  all: 'string',
} as const

type SearchIndex = Orama<typeof SCHEMA>

const BOOST = {
  name: 4,
  category: 3,
  gender: 2,
  colours: 2,
  materials: 1.5,
  brand: 1.5,
  activity: 1,
  description: 0.5,
  all: 0.25,
}

const GENDER_WORDS: Readonly<Record<string, Readonly<Record<SearchLanguage, string>>>> = {
  men: { en: 'men', fr: 'homme', de: 'herren', it: 'uomo', es: 'hombre', nl: 'heren' },
  women: { en: 'women', fr: 'femme', de: 'damen', it: 'donna', es: 'mujer', nl: 'dames' },
  kids: { en: 'kids', fr: 'enfant', de: 'kinder', it: 'bambini', es: 'niños', nl: 'kinderen' },
  unisex: { en: 'unisex', fr: 'unisexe', de: 'unisex', it: 'unisex', es: 'unisex', nl: 'unisex' },
}

interface ProductText {
  style_code: string
  name: string
  brand: string
  kind: string
  gender: string
  activity: string
  category_id: string
  colours: string
  popularity: number
}

interface CategoryText {
  id: string
  parent_id: string | null
  names: string
}

export interface Indexed {
  index: SearchIndex
  /** Canonical words of the indexed text, and the language's local words, with how often each occurs. */
  vocabulary: Map<string, number>
  /** Words of the names, categories, colours and materials: what suggested searches are made of. */
  terms: Map<string, number>
  /** Each product's words and their stems, to check Orama's prefix matches (see `matchesEvery`). */
  words: Map<string, { words: readonly string[]; stems: ReadonlySet<string> }>
  stopWords: ReadonlySet<string>
  stem: (word: string) => string
  /** Popularity per style code (reviews times rating), to order equal scores. */
  popularity: Map<string, number>
}

const built = new Map<string, Indexed>()

/**
 * The index for a language and a brand's assortment (decision 056: a brand's search, suggestions and spelling
 * corrections know its own products only; null for every product), built from the catalogue on first use.
 */
export async function indexFor(
  db: D1Database,
  language: SearchLanguage,
  brand: SiteBrand | null = null,
): Promise<Indexed> {
  const key = `${language}|${brand ?? '*'}`
  const ready = built.get(key)
  if (ready) return ready
  const carried = carriedBySql(brand)
  const [products, categories] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT style_code, name, brand, kind, gender, activity, category_id, colours, review_count * rating AS popularity FROM products p WHERE ${carried.sql}`,
      )
      .bind(...carried.params),
    db.prepare('SELECT id, parent_id, names FROM categories'),
  ])
  const indexed = buildIndex(
    (products?.results ?? []) as unknown as ProductText[],
    (categories?.results ?? []) as unknown as CategoryText[],
    language,
  )
  built.set(key, indexed)
  return indexed
}

/** Builds a language's index from the products and categories (exported for tests). */
export function buildIndex(
  products: readonly ProductText[],
  categories: readonly CategoryText[],
  language: SearchLanguage,
): Indexed {
  const settings = LANGUAGES[language]
  const stopWords = new Set(settings.stopWords.filter((word) => !KEPT_WORDS.has(word)))
  const index = create({
    schema: SCHEMA,
    components: {
      tokenizer: {
        language: settings.name,
        stemming: true,
        stemmer: settings.stemmer,
        stopWords: [...stopWords],
      },
    },
  }) as SearchIndex
  const byId = new Map(categories.map((category) => [category.id, category]))
  const trailText = (id: string) => {
    const names: string[] = []
    for (let node = byId.get(id); node; node = node.parent_id ? byId.get(node.parent_id) : undefined) {
      const localised = JSON.parse(node.names) as Record<string, string>
      const own = localised[language] ?? ''
      names.push(own, localised.en && localised.en !== own ? localised.en : '')
    }
    return names.join(' ')
  }
  const vocabulary = new Map<string, number>()
  const terms = new Map<string, number>()
  const wordsByCode: Indexed['words'] = new Map()
  const count = (text: string, into: Map<string, number>) => {
    for (const word of text.split(' ')) if (word) into.set(word, (into.get(word) ?? 0) + 1)
  }
  const documents = products.map((product) => {
    const colours = (JSON.parse(product.colours) as { code: string; name: string }[])
      .map((colour) => colourWords(colour, language))
      .join(' ')
    const gender = GENDER_WORDS[product.gender]
    const fields = {
      name: canonicalise(product.name, language),
      brand: canonicalise(product.brand, language),
      category: canonicalise(trailText(product.category_id), language),
      gender: canonicalise(gender ? `${gender.en} ${gender[language]}` : product.gender, language),
      colours: canonicalise(colours, language),
      materials: canonicalise(materialWords(product.name, language), language),
      activity: canonicalise(product.activity, language),
      // The description the site shows, in its own language (decision 054).
      description: canonicalise(
        productTexts(
          {
            styleCode: product.style_code,
            name: product.name,
            kind: product.kind,
            activity: product.activity,
          },
          language,
        ).description,
        language,
      ),
    }
    for (const [field, text] of Object.entries(fields)) {
      count(text, vocabulary)
      if (['name', 'category', 'colours', 'materials'].includes(field)) count(text, terms)
    }
    const all = Object.values(fields).join(' ')
    const words = [...new Set(all.split(' ').filter(Boolean))]
    wordsByCode.set(product.style_code, { words, stems: new Set(words.map(settings.stemmer)) })
    return { code: product.style_code, ...fields, all }
  })
  for (const word of localVocabulary(language)) vocabulary.set(word, vocabulary.get(word) ?? 1)
  insertMultiple(index, documents)
  return {
    index,
    vocabulary,
    terms,
    words: wordsByCode,
    stopWords,
    stem: settings.stemmer,
    popularity: new Map(products.map((product) => [product.style_code, Number(product.popularity) || 0])),
  }
}

/** Style codes matching every word of a query, best first; `tolerance` allows that many typos a word. */
/**
 * Whether a product holds every word of a query: the word's stem is one of its words' stems ("boots" and "boot"),
 * or the word begins one of its words as typed ("jack" and "jacket"). Orama matches a stemmed word as a prefix, so
 * Dutch "laarzen" (→ boot, stemmed "bot") would otherwise find the "bottoms" too.
 */
function matchesEvery(indexed: Indexed, code: string, queryWords: readonly string[]): boolean {
  const own = indexed.words.get(code)
  if (!own) return false
  return queryWords.every(
    (word) => own.stems.has(indexed.stem(word)) || own.words.some((candidate) => candidate.startsWith(word)),
  )
}

function find(indexed: Indexed, query: string, language: SearchLanguage, tolerance = 0): string[] {
  const term = canonicalise(query, language)
  if (!term) return []
  const queryWords = term.split(' ').filter((word) => word && !indexed.stopWords.has(word))
  const answer = search(indexed.index, {
    term,
    properties: [
      'name',
      'brand',
      'category',
      'gender',
      'colours',
      'materials',
      'activity',
      'description',
      'all',
    ],
    boost: BOOST,
    tolerance,
    // Orama's "every word" (threshold 0) wants one field to hold exactly as many matching words as the query
    // has, which a word matching two ("jacket", "jackets") breaks; so it answers any word, and `matchesEvery`
    // keeps the products with all of them. A typo-tolerant search keeps Orama's own rule.
    threshold: tolerance > 0 ? 0 : 1,
    limit: 1000,
  }) as { hits: { score: number; document: { code: string } }[] }
  return answer.hits
    .filter((hit) => tolerance > 0 || matchesEvery(indexed, hit.document.code, queryWords))
    .map((hit, position) => ({ code: hit.document.code, score: hit.score, position }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (indexed.popularity.get(b.code) ?? 0) - (indexed.popularity.get(a.code) ?? 0) ||
        a.position - b.position,
    )
    .map((hit) => hit.code)
}

export interface TextSearchResult {
  /** Matching style codes, most relevant first. */
  codes: string[]
  /** The query the codes are for when the shopper's found nothing and a correction did. */
  correctedQuery: string | null
}

/**
 * Products for a query: as typed; when that finds nothing and `correct` allows, the query corrected against the
 * index's words; then with one typo a word (Orama's tolerance), which corrects nothing it could name.
 */
export function searchText(
  indexed: Indexed,
  query: string,
  language: SearchLanguage,
  correct = true,
): TextSearchResult {
  const codes = find(indexed, query, language)
  if (codes.length > 0 || !correct) return { codes, correctedQuery: null }
  const corrected = correctQuery(query, indexed.vocabulary, language)
  if (corrected) {
    const found = find(indexed, corrected, language)
    if (found.length > 0) return { codes: found, correctedQuery: corrected }
  }
  if (wordsOf(query, language).every((word) => word.length >= 5))
    return { codes: find(indexed, query, language, 1), correctedQuery: null }
  return { codes: [], correctedQuery: null }
}

/**
 * Fuller searches for what the shopper has typed: its last word completed with the catalogue's commonest words
 * that start with it, one per stem and in its shortest form (so "jacket" and "jackets" are one suggestion,
 * "jacket"), never the text itself.
 */
export function suggestTerms(indexed: Indexed, query: string, language: SearchLanguage, limit = 4): string[] {
  const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean)
  const last = canonicalise(words.pop() ?? '', language)
  if (last.length < 2 || last.includes(' ')) return []
  const stem = LANGUAGES[language].stemmer
  const best = new Map<string, { word: string; count: number }>()
  for (const [word, count] of indexed.terms) {
    if (!word.startsWith(last) || /\d/.test(word)) continue
    const key = stem(word)
    const held = best.get(key)
    if (!held) best.set(key, { word, count })
    else best.set(key, { word: word.length < held.word.length ? word : held.word, count: held.count + count })
  }
  const typed = [...words, last].join(' ')
  return [...best.values()]
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .map((entry) => [...words, entry.word].join(' '))
    .filter((term) => term !== typed)
    .slice(0, limit)
}
