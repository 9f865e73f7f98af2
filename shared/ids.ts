/**
 * The shapes of the ids the shop passes around (style codes, SKUs, colour codes, store ids), so every input that
 * takes one checks it the same way. Schema-free: islands may import it.
 */

/** A style code: two capital letters, then six to nine capital letters or digits. */
export const STYLE_CODE = /^[A-Z]{2}[A-Z0-9]{6,9}$/
/** A variant's SKU. */
export const SKU = /^[A-Z0-9]{8,24}$/
/** A colour code of a style. */
export const COLOUR_CODE = /^\d{3}$/
/** A store number. */
export const STORE_ID = /^\d{4}$/
/** A customised design's recipe id. */
export const RECIPE_ID = /^[A-Za-z0-9-]{1,40}$/
/** A ready-made design's code (`precreatedCustomsCode`, decision 030): upper-case letters, digits and dashes. */
export const DESIGN_CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/

/** The most products a shopper compares side by side. */
export const MAX_COMPARE = 4
