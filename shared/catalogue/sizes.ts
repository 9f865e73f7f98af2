/**
 * Sizes in their natural order (decision 053): letters from the smallest (XXS, XS, S, M, L, XL, XXL, XXXL, with
 * 2XL and 3XL their other names, and a pair such as S/M between its two), then numbers ascending with half sizes
 * between (7, 7.5, 8), a child's "K" sizes (11K, 12K, 13K) before the youth sizes 1, 2, 3 that follow them, then
 * anything else by its text, and "one size" last. Every list of sizes the shop shows is put in this order, whatever
 * order the catalogue sent.
 */

const LETTERS: Readonly<Record<string, number>> = {
  XXXS: 0,
  '3XS': 0,
  XXS: 1,
  '2XS': 1,
  XS: 2,
  S: 3,
  M: 4,
  L: 5,
  XL: 6,
  XXL: 7,
  '2XL': 7,
  XXXL: 8,
  '3XL': 8,
}
const ONE_SIZE = new Set(['OS', 'ONE SIZE', 'O/S'])
/** A number, with a comma or a point for its decimals or a ½, and a child's "K" after it: 7, 7.5, 42,5, 7½, 11K. */
const NUMBER = /^(\d+)(?:[.,](\d+)|(½))?\s*(K)?$/

type SizeKey = readonly [group: number, rank: number, text: string]

function sizeKey(size: string): SizeKey {
  const text = size.trim().toUpperCase()
  const letter = LETTERS[text]
  if (letter !== undefined) return [0, letter, text]
  const pair = text.split('/')
  if (pair.length === 2) {
    const [first, second] = pair.map((part) => LETTERS[part.trim()])
    if (first !== undefined && second !== undefined) return [0, (first + second) / 2, text]
  }
  const number = NUMBER.exec(text)
  if (number) {
    const value = Number(`${number[1]}.${number[2] ?? (number[3] ? '5' : '0')}`)
    // A child's K sizes come before the youth sizes that go on from 1.
    return [1, number[4] ? value - 100 : value, text]
  }
  if (ONE_SIZE.has(text)) return [3, 0, text]
  return [2, 0, text]
}

/**
 * Compares two sizes for `Array.prototype.sort`: `['L', 'XS', 'M'].sort(compareSizes)` is `['XS', 'M', 'L']`,
 * `['10', '7.5', '7', '8']` sorts to `['7', '7.5', '8', '10']`. Ties in rank fall back to the text, so the order
 * is total and the same whatever order the list came in.
 */
export function compareSizes(a: string, b: string): number {
  return compareKeys(a, sizeKey(a), b, sizeKey(b))
}

function compareKeys(a: string, [groupA, rankA, textA]: SizeKey, b: string, [groupB, rankB, textB]: SizeKey) {
  if (groupA !== groupB) return groupA - groupB
  if (rankA !== rankB) return rankA - rankB
  return textA < textB ? -1 : textA > textB ? 1 : a < b ? -1 : a > b ? 1 : 0
}

/** A copy of the sizes in their natural order. */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return sortBySize(sizes, (size) => size)
}

/**
 * A copy of the items in the natural order of their sizes (variants, facet values). Each size is read once, not
 * at each of the sort's comparisons.
 */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return items
    .map((item) => {
      const size = sizeOf(item)
      return { item, size, key: sizeKey(size) }
    })
    .sort((a, b) => compareKeys(a.size, a.key, b.size, b.key))
    .map(({ item }) => item)
}
