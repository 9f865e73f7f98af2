/**
 * An island's words: the slice of messages the server sent for it (`words.ts`), with the page's plural rules. The
 * server renders the island inside a provider holding the same slice, so both sides word it alike.
 */
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react'
import { type MessageSlice, type Words, wordsOf } from '../../shared/i18n/text'

export interface IslandWords {
  bcp47: string
  messages: MessageSlice<string>
}

const WordsContext = createContext<IslandWords | null>(null)

export function WordsProvider({ value, children }: { value: IslandWords; children: ReactNode }) {
  return createElement(WordsContext.Provider, { value }, children)
}

/** The island's words; `K` is its declared keys (`IslandWordKey<'name'>`). */
export function useWords<K extends string>(): Words<K> {
  const value = useContext(WordsContext)
  if (!value) throw new Error('useWords must be used inside an island that declares its words')
  return useMemo(() => wordsOf(value.messages as MessageSlice<K>, value.bcp47), [value])
}
