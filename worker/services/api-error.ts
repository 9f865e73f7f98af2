/**
 * The shop's own refusals of an API call (an unknown product, a full comparison, input that does not validate),
 * thrown by services and routes as an error id with its values. The error catalogue (`shared/error-catalogue.ts`)
 * owns each id's message, kind and placement; the API responder or the page words it in the shopper's language
 * (decision 069).
 */
import {
  type CatalogueEntry,
  ERROR_CATALOGUE,
  type ErrorId,
  STATUS_OF_KIND,
} from '../../shared/error-catalogue'
import type { MessageKey, MessageParams } from '../../shared/i18n/i18n'
import type { UpstreamError } from '../upstream/errors'

/** A message as a key and the values it names, worded where the shopper meets it. */
export interface Wording {
  key: MessageKey
  params?: MessageParams
}

/** A field's message: its key, or its key with the values it names. */
export type FieldMessage = MessageKey | Wording

export interface ApiErrorValues {
  /** The values the refusal's message names (`{max}`). */
  params?: MessageParams
  /**
   * The message in place of the entry's, where the words depend on what was refused (an amount outside its range
   * names the range): a key and its values, worded at the edge as the entry's would be.
   */
  message?: FieldMessage
  /** Each refused field's message, shown at the field. */
  fields?: Readonly<Record<string, FieldMessage>>
  /** The upstream's id the answer passes on in place of the entry's (a refused save answers with the service's). */
  code?: string
  /**
   * Words for a caller that is a script, not a shopper (a malformed call the shop's own pages never make), said
   * as they are instead of the catalogue's. Services never use it: what a shopper can meet is worded by id.
   */
  text?: string
}

export class ApiError extends Error {
  override name = 'ApiError'
  /** The id the answer carries: the upstream's it passes on, else the entry's `code`, else the id itself. */
  readonly errorId: string
  readonly entry: CatalogueEntry

  constructor(
    readonly id: ErrorId,
    readonly values: ApiErrorValues = {},
  ) {
    super(values.text ?? id)
    this.entry = ERROR_CATALOGUE[id] as CatalogueEntry
    this.errorId = values.code ?? this.entry.code ?? id
  }

  /** The one status of the refusal's kind. */
  get status() {
    return STATUS_OF_KIND[this.entry.kind]
  }
}

/**
 * An upstream's refusal that a call words by a table of its own before the main catalogue (the order calls'
 * `ORDER_ERRORS`, the address book's): worded, like every refusal, where the shopper meets it.
 */
export class UpstreamRefusal extends Error {
  override name = 'UpstreamRefusal'

  constructor(
    readonly upstream: UpstreamError,
    readonly catalogue: Readonly<Record<string, CatalogueEntry>>,
  ) {
    super(upstream.message, { cause: upstream })
  }
}
