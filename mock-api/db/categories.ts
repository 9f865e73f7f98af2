/** The `categories` table: the seeded category tree, names per language as JSON. */

export interface CategoryRow {
  id: string
  parent_id: string | null
  depth: number
  position: number
  names: string
}

/** The whole tree, departments first, each level in its order. */
export async function listCategories(db: D1Database) {
  const { results } = await db
    .prepare('SELECT id, parent_id, depth, position, names FROM categories ORDER BY depth, position')
    .all<CategoryRow>()
  return results
}

/** Every category, unordered, for walking the tree. */
export async function listCategoryNodes(db: D1Database) {
  const { results } = await db
    .prepare('SELECT id, parent_id, names, position FROM categories')
    .all<Omit<CategoryRow, 'depth'>>()
  return results
}
