/**
 * The `recipes` table (migration 0007): a shopper's personalisation of a style, saved once and never changed; and
 * the shop's ready-made designs (migration 0044), recipes with a code (`precreatedCustomsCode`).
 */

export interface RecipeRow {
  id: string
  style_code: string
  text: string
  thread: string
  created_at: string
}

/** Saves a recipe. */
export function insertRecipe(db: D1Database, recipe: RecipeRow) {
  return db
    .prepare('INSERT INTO recipes (id, style_code, text, thread, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(recipe.id, recipe.style_code, recipe.text, recipe.thread, recipe.created_at)
    .run()
}

/** A recipe by id; null when there is none. */
export function getRecipe(db: D1Database, recipeId: string) {
  return db
    .prepare('SELECT id, style_code, text, thread, created_at FROM recipes WHERE id = ?')
    .bind(recipeId)
    .first<RecipeRow>()
}

/** A ready-made design as the cart and the catalogue read it: its recipe, and its code. */
export interface DesignRow {
  id: string
  style_code: string
  text: string
  thread: string
  design_code: string
}

/** The ready-made design with a code; null when there is none. */
export function getDesign(db: D1Database, code: string) {
  return db
    .prepare('SELECT id, style_code, text, thread, design_code FROM recipes WHERE design_code = ?')
    .bind(code)
    .first<DesignRow>()
}

/** A style's ready-made designs, in the order the shop made them. */
export async function listDesigns(db: D1Database, styleCode: string): Promise<DesignRow[]> {
  const { results } = await db
    .prepare(
      'SELECT id, style_code, text, thread, design_code FROM recipes WHERE style_code = ? AND design_code IS NOT NULL ORDER BY created_at',
    )
    .bind(styleCode)
    .all<DesignRow>()
  return results
}
