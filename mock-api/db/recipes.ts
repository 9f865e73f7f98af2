/** The `recipes` table (migration 0007): a shopper's personalisation of a style, saved once and never changed. */

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
