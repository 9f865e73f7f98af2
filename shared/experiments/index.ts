/**
 * Feature flags and experiments decided at the edge from Optimizely's datafile, with the same answers as Optimizely's
 * SDK (docs/decisions/059-our-own-decider.md). Pure: no fetch, no env; the worker fetches the datafile and builds one
 * decider per datafile revision.
 *
 * @example
 * const decider = createDecider(datafileJson)
 * const decisions = decider.decideAll({ id: visitorId, attributes: { country: 'GB', signed_in: false } })
 * if (decisions.simplified_enrollment?.enabled) ...
 */
import { type Datafile, DatafileError, DatafileSchema } from './datafile'

export { createDecider } from './decider'
export type {
  Attributes,
  AttributeValue,
  Decider,
  DecideUser,
  Decision,
  ImpressionFacts,
  VariableValue,
} from './types'
export { type Datafile, DatafileError, DatafileSchema }
