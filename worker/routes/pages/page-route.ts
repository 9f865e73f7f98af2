/**
 * The shape of a page route, in a leaf so a page that takes sub-paths (checkout.tsx) and the table of page routes
 * (index.ts) can both name it without importing each other.
 */
import type { AppContext } from '../../types'

/** A page route: the request, and the path's segments after the ones that chose this route. */
export type PageRoute = (c: AppContext, rest: readonly string[]) => Promise<Response>
