/**
 * Server side of an island: renders the component inside a marker that names it and carries its props as JSON in
 * its first child, a `<script type="application/json">` (in an attribute, every quote would cost six bytes: the
 * product page's props were 55 KB as attributes and 30 KB as JSON), and records the name so the document can preload the chunks of the islands that hydrate with the page. In the
 * browser, `client/entry.tsx` finds the marker and hydrates the same component with the same props, when the
 * island's strategy says (`names.ts`). The marker carries that strategy (`data-hydrate`, absent for `load`), so the
 * browser's entry holds no table of islands beyond its chunk loaders.
 *
 * An island that declares its words (`words.ts`) is rendered inside them, and the first of its markers in each part
 * of the page carries them in its second child, `<script type="application/json" data-words>` (the locale and the
 * declared messages: as JSON in a script for the reason props are), so a page sends an island's words once however
 * often the island appears. A part is what one render makes (the top, each streamed section, the
 * footer, a fragment): each arrives whole, so a marker's words are in the document by the time it hydrates.
 */
import { type ComponentType, createContext, type ReactNode, useContext } from 'react'
import type { Translator } from '../../shared/i18n/i18n'
import type { MessageKey } from '../../shared/i18n/messages/en'
import { scriptJson } from '../../shared/i18n/text'
import { useTranslator } from '../i18n'
import { ISLAND_HYDRATION, type IslandName } from './names'
import { type IslandWords, WordsProvider } from './use-words'
import { ISLAND_PART_WORDS, ISLAND_WORDS, type IslandWordPart } from './words'

/** Collects the islands rendered into a page. */
export const IslandCollectorContext = createContext<Set<IslandName> | null>(null)

/** The islands (with the parts they render) whose words this part of the page has sent; without it, every marker carries them. */
export const WordsLedgerContext = createContext<Set<string> | null>(null)

function wordsOfIsland(name: IslandName, parts: readonly string[], t: Translator | null): IslandWords | null {
  const keys = Object.hasOwn(ISLAND_WORDS, name) ? ISLAND_WORDS[name as keyof typeof ISLAND_WORDS] : null
  if (!keys || !t) return null
  const partWords: Readonly<Record<string, readonly string[]>> = Object.hasOwn(ISLAND_PART_WORDS, name)
    ? ISLAND_PART_WORDS[name as keyof typeof ISLAND_PART_WORDS]
    : {}
  const all = [...keys, ...parts.flatMap((part) => partWords[part] ?? [])] as MessageKey[]
  return { bcp47: t.locale.bcp47, messages: Object.fromEntries(all.map((key) => [key, t.t(key)])) }
}

export interface IslandProps<N extends IslandName, P extends object> {
  name: N
  component: ComponentType<P>
  props: P
  /** The parts this marker renders whose words come only with them (`ISLAND_PART_WORDS`). */
  wordParts?: readonly IslandWordPart<N>[]
  /**
   * Server markup the component places in a `ServerSlot` (server-slot.tsx): given to it as `slot` here, never
   * among the props the browser hydrates with.
   */
  slot?: ReactNode
  /**
   * Where a shopper reaches an island that hydrates on interaction: the island itself, or, for one that renders
   * nothing of its own and adds behaviour to the markup around it (the mega menu), its parent element.
   */
  reach?: 'parent'
}

export function Island<N extends IslandName, P extends object>({
  name,
  component: Component,
  props,
  wordParts = [],
  slot,
  reach,
}: IslandProps<N, P>) {
  useContext(IslandCollectorContext)?.add(name)
  const ledger = useContext(WordsLedgerContext)
  const words = wordsOfIsland(name, wordParts, useTranslator())
  const parts = wordParts.join(' ')
  const wordsKey = `${name}|${parts}`
  const sendWords = words !== null && !ledger?.has(wordsKey)
  if (sendWords) ledger?.add(wordsKey)
  const component = <Component {...props} {...(slot === undefined ? {} : { slot })} />
  return (
    <div
      data-island={name}
      data-word-parts={parts || undefined}
      data-hydrate={ISLAND_HYDRATION[name] === 'load' ? undefined : ISLAND_HYDRATION[name]}
      data-reach={reach}
      className="island"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptJson, never executed */}
      <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      {sendWords ? (
        <script
          type="application/json"
          data-words=""
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by scriptJson, never executed
          dangerouslySetInnerHTML={{ __html: scriptJson(words) }}
        />
      ) : null}
      {words ? <WordsProvider value={words}>{component}</WordsProvider> : component}
    </div>
  )
}
