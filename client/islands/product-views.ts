/**
 * The words for a product picture's view, for its button and its alt text: apart from the gallery, so the islands'
 * words table (`words.ts`) lists them without the gallery's chunk importing everything that table names.
 */
export const PRODUCT_VIEW_WORDS = [
  'art.view.front',
  'art.view.back',
  'art.view.side',
  'art.view.top',
  'art.view.sole',
  'art.view.detail',
] as const
