/**
 * The shopper's comparison: up to four products side by side, kept in the session. Each add or remove is one
 * change of the session object, so adds from several tabs at once all count.
 */
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/** The style codes the shopper compares, oldest first. */
export async function comparedStyles(c: AppContext): Promise<string[]> {
  return (await c.var.session.read()).compare ?? []
}

/** Adds a product the catalogue knows; refused when it is unknown or the comparison is full. */
export async function addToCompare(c: AppContext, styleCode: string): Promise<string[]> {
  if (!(await c.var.services.catalogue.getProduct(styleCode))) throw new ApiError('PLP400')
  const { state, outcome } = await c.var.session.change({ kind: 'compare.add', styleCode })
  if (outcome === 'full') throw new ApiError('CMP409')
  return state.compare ?? []
}

/** Removes a product from the comparison. */
export async function removeFromCompare(c: AppContext, styleCode: string): Promise<string[]> {
  if (!c.var.session.id) return []
  const { state } = await c.var.session.change({ kind: 'compare.remove', styleCode })
  return state.compare ?? []
}
