/**
 * The articles' tags as every layer checks them: the content blocks' schema (shared/content/blocks.ts), the article search
 * (shared/content/articles.ts and its API route) and the content service's answers. A leaf, so the block schemas and the
 * article search, which reads the blocks' breakpoints, do not import each other.
 */

/** The most tags one search may name. */
export const ARTICLE_MAX_TAGS = 20
/** What a tag id looks like (`trail-running`). */
export const ARTICLE_TAG_ID = /^[a-z0-9][a-z0-9-]{0,39}$/
