/**
 * The bag's "change store confirmation" and "store changed" dialogs (spec 1 §2): picking a store for a line while
 * other lines are picked up elsewhere asks whether to move them all there; once moved, the second says the store
 * changed and names any line the new store cannot hold, now delivered. Modal `<dialog>`s labelled by their
 * headings, focus on their first action as they open and back where it was as they close. Without JavaScript the
 * store locator asks the same with a plain form (client/pages/store-locator-page.tsx), and the bag with
 * `StoreChangeForm` and `StoreChangedReport` below.
 */
import { useRef } from 'react'
import type { Words } from '../../shared/i18n/text'
import { pluralOf } from '../../shared/i18n/text'
import { useDialog } from '../hooks/use-dialog'
import { useWords } from '../islands/use-words'
import { ModalHead } from './modal-head'

/** The messages both dialogs are worded with: the bag spreads this list into its words. */
export const STORE_CHANGE_WORDS = [
  'storeChange.title',
  ...pluralOf('storeChange.move'),
  'storeChange.from',
  'storeChange.confirm',
  'storeChange.keep',
  'storeChanged.title',
  ...pluralOf('storeChanged.moved'),
  'storeChanged.delivered',
  'storeChanged.close',
  'blocks.closeDialog',
] as const

type StoreChangeWords = Words<(typeof STORE_CHANGE_WORDS)[number]>

/** The change to confirm: the store chosen, how many other lines would move there, and the stores they are at. */
export interface StoreChangeQuestion {
  store: string
  count: number
  from: string
}

/** What the move did: the store, how many lines moved, the names of those now delivered. */
export interface StoreChangeOutcome {
  store: string
  moved: number
  delivered: string[]
}

/**
 * What a move did, as every "store changed" dialog says it (the bag's modal, the bag's and the locator's pages):
 * how many lines moved, and the products now delivered instead, each named once (two sizes share a name).
 */
export function StoreChangedLines({
  words,
  outcome,
}: {
  words: Pick<StoreChangeWords, 't' | 'plural'>
  outcome: StoreChangeOutcome
}) {
  const delivered = [...new Set(outcome.delivered)]
  return (
    <>
      {outcome.moved > 0 ? (
        <p>{words.plural('storeChanged.moved', outcome.moved, { store: outcome.store })}</p>
      ) : null}
      {delivered.length > 0 ? (
        <>
          <p>{words.t('storeChanged.delivered', { store: outcome.store })}</p>
          <ul className="store-change__lines">
            {delivered.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

export function StoreChangeDialog({
  question,
  onMove,
  onKeep,
  onClose,
}: {
  question: StoreChangeQuestion | null
  onMove: () => void
  onKeep: () => void
  onClose: () => void
}) {
  const words: StoreChangeWords = useWords<(typeof STORE_CHANGE_WORDS)[number]>()
  const first = useRef<HTMLButtonElement>(null)
  const { ref, closed } = useDialog(question, { onClose, onShow: () => first.current?.focus() })
  return (
    <dialog
      ref={ref}
      className="modal store-change"
      aria-labelledby="store-change-title"
      aria-describedby="store-change-text"
      onClose={closed}
    >
      {question ? (
        <>
          <ModalHead
            id="store-change-title"
            title={words.t('storeChange.title')}
            close={words.t('blocks.closeDialog')}
          />
          <div id="store-change-text">
            <p className="store-change__question">
              {words.plural('storeChange.move', question.count, { store: question.store })}
            </p>
            <p>{words.t('storeChange.from', { stores: question.from, store: question.store })}</p>
          </div>
          <div className="store-change__actions">
            <button ref={first} type="button" className="button" onClick={onMove}>
              {words.t('storeChange.confirm', { store: question.store })}
            </button>
            <button type="button" className="button button--secondary" onClick={onKeep}>
              {words.t('storeChange.keep')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}

export function StoreChangedDialog({
  outcome,
  onClose,
}: {
  outcome: StoreChangeOutcome | null
  onClose: () => void
}) {
  const words: StoreChangeWords = useWords<(typeof STORE_CHANGE_WORDS)[number]>()
  const done = useRef<HTMLButtonElement>(null)
  const { ref, closed } = useDialog(outcome, { onClose, onShow: () => done.current?.focus() })
  return (
    <dialog ref={ref} className="modal store-change" aria-labelledby="store-changed-title" onClose={closed}>
      {outcome ? (
        <>
          <ModalHead
            id="store-changed-title"
            title={words.t('storeChanged.title', { store: outcome.store })}
            close={words.t('blocks.closeDialog')}
          />
          <StoreChangedLines words={words} outcome={outcome} />
          <form method="dialog" className="store-change__actions">
            <button ref={done} type="submit" className="button">
              {words.t('storeChanged.close')}
            </button>
          </form>
        </>
      ) : null}
    </dialog>
  )
}

/**
 * The change store confirmation as a page renders it without JavaScript (the bag's store picker and the store
 * locator, decision 082): open in the page's flow, its first action focused as the page loads, a plain form that
 * posts the choice again with the answer (`pickups=move` or `keep`) and the `fields` the page's form needs.
 * `words` are the island's in the bag, the page's own in the locator.
 */
export function StoreChangePageForm({
  words,
  question,
  action,
  fields,
  className = 'store-change store-change--page',
}: {
  words: Pick<StoreChangeWords, 't' | 'plural'>
  question: StoreChangeQuestion
  action: string
  fields: Record<string, string>
  className?: string
}) {
  return (
    <dialog
      open
      className={className}
      aria-labelledby="store-change-title"
      aria-describedby="store-change-text"
    >
      <h2 id="store-change-title">{words.t('storeChange.title')}</h2>
      <div id="store-change-text">
        <p className="store-change__question">
          {words.plural('storeChange.move', question.count, { store: question.store })}
        </p>
        <p>{words.t('storeChange.from', { stores: question.from, store: question.store })}</p>
      </div>
      <form method="post" action={action} className="store-change__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* biome-ignore lint/a11y/noAutofocus: -- a dialog puts focus on its first action as it opens; this one opens with the page */}
        <button type="submit" name="pickups" value="move" className="button" autoFocus>
          {words.t('storeChange.confirm', { store: question.store })}
        </button>
        <button type="submit" name="pickups" value="keep" className="button button--secondary">
          {words.t('storeChange.keep')}
        </button>
      </form>
    </dialog>
  )
}

/** The bag's change store confirmation without JavaScript, in the bag island's words. */
export function StoreChangeForm(props: {
  question: StoreChangeQuestion
  action: string
  fields: Record<string, string>
}) {
  const words: StoreChangeWords = useWords<(typeof STORE_CHANGE_WORDS)[number]>()
  return <StoreChangePageForm words={words} {...props} />
}

/**
 * The "store changed" report as a page renders it without JavaScript: "OK" is a link to `href`, the page without it.
 * `words` are the island's in the bag, the page's own in the locator.
 */
export function StoreChangedPageReport({
  words,
  outcome,
  href,
  className = 'store-change store-change--page',
}: {
  words: Pick<StoreChangeWords, 't' | 'plural'>
  outcome: StoreChangeOutcome
  href: string
  className?: string
}) {
  return (
    <dialog open className={className} aria-labelledby="store-changed-title">
      <h2 id="store-changed-title">{words.t('storeChanged.title', { store: outcome.store })}</h2>
      <StoreChangedLines words={words} outcome={outcome} />
      <p className="store-change__actions">
        {/* biome-ignore lint/a11y/noAutofocus: -- a dialog puts focus on its action as it opens; this one opens with the page */}
        <a href={href} className="button" autoFocus>
          {words.t('storeChanged.close')}
        </a>
      </p>
    </dialog>
  )
}

/** The bag's "store changed" report without JavaScript, in the bag island's words. */
export function StoreChangedReport({ outcome, href }: { outcome: StoreChangeOutcome; href: string }) {
  const words: StoreChangeWords = useWords<(typeof STORE_CHANGE_WORDS)[number]>()
  return <StoreChangedPageReport words={words} outcome={outcome} href={href} />
}
