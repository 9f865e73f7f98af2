/**
 * The words of the mock catalogue search (decision 051), kept apart from the index so they can be tested alone:
 * the synonyms and local words that become one canonical word on both sides (what is indexed and what is asked),
 * colour families and materials in each site language, and the spelling correction against the index's words.
 */
import { colourName } from '../seed/product-texts'

export const SEARCH_LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number]

export const searchLanguageOf = (language: string): SearchLanguage =>
  (SEARCH_LANGUAGES as readonly string[]).includes(language) ? (language as SearchLanguage) : 'en'

/**
 * Phrases that mean one thing, in every language (the product names are English on every site). Applied before
 * the text is split into words, so "gore-tex" and "t-shirt" are not cut at the hyphen.
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\bgore[\s-]?tex\b/g, 'gtx'],
  [/\b(?:t|tee)[\s-]?shirts?\b/g, 'tee'],
  [/\bwom[ae]n['’]s\b/g, 'women'],
  [/\bm[ae]n['’]s\b/g, 'men'],
  [/\bkids['’]/g, 'kids'],
  [/\bsacs? (?:à|a) dos\b/g, 'backpack'],
  [/\bsacs? de couchage\b/g, 'sleepingbag'],
  [/\bsleeping[\s-]?bags?\b/g, 'sleepingbag'],
  [/\bbleu marine\b/g, 'navy'],
]

/** Single words with one canonical form, in every language. */
const SYNONYMS: Readonly<Record<string, string>> = {
  womens: 'women',
  woman: 'women',
  ladies: 'women',
  mens: 'men',
  tees: 'tee',
  tshirt: 'tee',
  tshirts: 'tee',
  goretex: 'gtx',
  rucksack: 'backpack',
  rucksacks: 'backpack',
  knapsack: 'backpack',
  childrens: 'kids',
  children: 'kids',
  gray: 'grey',
  trainers: 'sneaker',
  trainer: 'sneaker',
}

/**
 * Each site language's words for what the catalogue sells, to the English word its products are named with; the
 * category names are indexed in the site's language too, so these only need the words the catalogue never says
 * ("Stiefel", "botte") and the ones a shopper says in the singular.
 */
const LOCAL_TERMS: Readonly<Record<SearchLanguage, Readonly<Record<string, string>>>> = {
  en: {},
  fr: {
    botte: 'boot',
    bottes: 'boot',
    bottine: 'boot',
    bottines: 'boot',
    veste: 'jacket',
    vestes: 'jacket',
    tente: 'tent',
    tentes: 'tent',
    chaussure: 'shoe',
    chaussures: 'shoe',
    femme: 'women',
    femmes: 'women',
    homme: 'men',
    hommes: 'men',
    enfant: 'kids',
    enfants: 'kids',
  },
  de: {
    stiefel: 'boot',
    stiefeln: 'boot',
    wanderstiefel: 'boot',
    jacke: 'jacket',
    jacken: 'jacket',
    zelt: 'tent',
    zelte: 'tent',
    schuh: 'shoe',
    schuhe: 'shoe',
    rucksäcke: 'backpack',
    damen: 'women',
    herren: 'men',
    kinder: 'kids',
  },
  it: {
    stivale: 'boot',
    stivali: 'boot',
    scarpone: 'boot',
    scarponi: 'boot',
    giacca: 'jacket',
    giacche: 'jacket',
    tenda: 'tent',
    tende: 'tent',
    scarpa: 'shoe',
    scarpe: 'shoe',
    zaino: 'backpack',
    zaini: 'backpack',
    donna: 'women',
    uomo: 'men',
    bambini: 'kids',
  },
  es: {
    bota: 'boot',
    botas: 'boot',
    chaqueta: 'jacket',
    chaquetas: 'jacket',
    tienda: 'tent',
    tiendas: 'tent',
    zapato: 'shoe',
    zapatos: 'shoe',
    mochila: 'backpack',
    mochilas: 'backpack',
    mujer: 'women',
    hombre: 'men',
    niños: 'kids',
  },
  nl: {
    laars: 'boot',
    laarzen: 'boot',
    jas: 'jacket',
    jassen: 'jacket',
    tenten: 'tent',
    schoen: 'shoe',
    schoenen: 'shoe',
    rugzak: 'backpack',
    rugzakken: 'backpack',
    dames: 'women',
    heren: 'men',
    kinderen: 'kids',
  },
}

const WORD = /[\p{L}\p{N}]+/gu

/**
 * Text as the index sees it: lower case, phrases and synonyms made canonical, the site language's local words
 * turned to the catalogue's English ones. The same function runs on every indexed field and on every query, so
 * "womens" meets "women", "gore-tex" meets "GTX" and "Stiefel" meets "Boot".
 */
export function canonicalise(text: string, language: SearchLanguage): string {
  let out = text.toLowerCase()
  for (const [pattern, to] of PHRASES) out = out.replace(pattern, to)
  const local = LOCAL_TERMS[language]
  return (out.match(WORD) ?? []).map((word) => local[word] ?? SYNONYMS[word] ?? word).join(' ')
}

/** The words of a text, canonical; what the spelling correction knows and checks. */
export const wordsOf = (text: string, language: SearchLanguage): string[] =>
  canonicalise(text, language).split(' ').filter(Boolean)

/** Every local word the tables know, so a misspelt "Stiefl" can be corrected to "Stiefel". */
export const localVocabulary = (language: SearchLanguage): string[] => Object.keys(LOCAL_TERMS[language])

type Family = 'black' | 'grey' | 'white' | 'beige' | 'green' | 'blue' | 'red' | 'orange' | 'yellow' | 'purple'

/** The seeded colours (by code) and the family a shopper would name them by. */
const COLOUR_FAMILIES: Readonly<Record<string, Family>> = {
  '001': 'black',
  '020': 'grey',
  '100': 'white',
  '230': 'beige',
  '310': 'green',
  '330': 'green',
  '420': 'blue',
  '450': 'blue',
  '610': 'red',
  '680': 'orange',
  '720': 'yellow',
  '810': 'purple',
}

const FAMILY_WORDS: Readonly<Record<Family, readonly string[]>> = {
  // en, fr, de, it, es, nl
  black: ['black', 'noir', 'schwarz', 'nero', 'negro', 'zwart'],
  grey: ['grey', 'gris', 'grau', 'grigio', 'gris', 'grijs'],
  white: ['white', 'blanc', 'weiß', 'bianco', 'blanco', 'wit'],
  beige: ['beige', 'beige', 'beige', 'beige', 'beige', 'beige'],
  green: ['green', 'vert', 'grün', 'verde', 'verde', 'groen'],
  blue: ['blue', 'bleu', 'blau', 'blu', 'azul', 'blauw'],
  red: ['red', 'rouge', 'rot', 'rosso', 'rojo', 'rood'],
  orange: ['orange', 'orange', 'orange', 'arancione', 'naranja', 'oranje'],
  yellow: ['yellow', 'jaune', 'gelb', 'giallo', 'amarillo', 'geel'],
  purple: ['purple', 'violet', 'lila', 'viola', 'morado', 'paars'],
}

/**
 * A colour's searchable words: its name in English and in the site's language ("Sunflower", "Tournesol"), and its
 * family in both.
 */
export function colourWords(colour: { code: string; name: string }, language: SearchLanguage): string {
  const local = colourName(colour, language)
  const names = local === colour.name ? [colour.name] : [colour.name, local]
  const family = COLOUR_FAMILIES[colour.code]
  if (!family) return names.join(' ')
  const words = FAMILY_WORDS[family]
  return [...names, words[0], words[SEARCH_LANGUAGES.indexOf(language)]].join(' ')
}

/** What products are made of, from the words of their names (the seeded catalogue has no material field). */
const MATERIALS_BY_WORD: Readonly<Record<string, readonly string[]>> = {
  merino: ['merino', 'wool'],
  flannel: ['flannel', 'cotton'],
  canvas: ['canvas', 'cotton'],
  tee: ['cotton'],
  fleece: ['fleece', 'polyester'],
  down: ['down'],
  puffer: ['synthetic'],
  parka: ['synthetic'],
  synthetic: ['synthetic'],
  gtx: ['gtx', 'leather'],
  boot: ['leather'],
  hiker: ['leather'],
  shell: ['nylon', 'waterproof'],
  rain: ['nylon', 'waterproof'],
  storm: ['nylon', 'waterproof'],
  tent: ['nylon'],
  beanie: ['wool'],
  socks: ['merino', 'wool'],
}

const MATERIAL_WORDS: Readonly<Record<string, readonly string[]>> = {
  // en, fr, de, it, es, nl
  wool: ['wool', 'laine', 'wolle', 'lana', 'lana', 'wol'],
  cotton: ['cotton', 'coton', 'baumwolle', 'cotone', 'algodón', 'katoen'],
  leather: ['leather', 'cuir', 'leder', 'pelle', 'cuero', 'leer'],
  down: ['down', 'duvet', 'daunen', 'piuma', 'plumón', 'dons'],
  waterproof: ['waterproof', 'imperméable', 'wasserdicht', 'impermeabile', 'impermeable', 'waterdicht'],
}

/** A product's materials as searchable words in English and in the site's language. */
export function materialWords(name: string, language: SearchLanguage): string {
  const found = new Set<string>(['recycled'])
  for (const word of wordsOf(name, 'en'))
    for (const material of MATERIALS_BY_WORD[word] ?? []) found.add(material)
  const index = SEARCH_LANGUAGES.indexOf(language)
  return [...found].flatMap((material) => [material, MATERIAL_WORDS[material]?.[index] ?? material]).join(' ')
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]?.[b.length] ?? max + 1
}

/** How many edits a word of that length may be away from the word it was meant to be. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2)

/**
 * A correction of a query against the words the index holds (canonical word or local word → how often): each
 * word the index does not know becomes the nearest known one within the edits its length allows (the commoner
 * one on a tie), and known words stay as typed. Null when nothing changes. A swap of two letters counts as one
 * edit, so "jakcet" is one edit from "jacket".
 */
export function correctQuery(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
  language: SearchLanguage,
): string | null {
  let changed = false
  const corrected = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((chunk) => {
      const parts = wordsOf(chunk, language)
      if (parts.every((part) => vocabulary.has(part) || /\d/.test(part))) return chunk
      const word = (chunk.match(WORD) ?? []).join('')
      const max = allowedEdits(word.length)
      if (max === 0) return chunk
      let best: { word: string; distance: number; count: number } | null = null
      for (const [known, count] of vocabulary) {
        const distance = editDistance(word, known, max)
        if (distance > max) continue
        if (!best || distance < best.distance || (distance === best.distance && count > best.count))
          best = { word: known, distance, count }
      }
      if (!best) return chunk
      changed = true
      return best.word
    })
  return changed ? corrected.join(' ') : null
}
