/**
 * Words for the forms the pages and the sign-in dialog share (the sign-up form, the enrolment steps' fields): on a
 * page, the page's translator (the worker's providers, `worker/render/shell.tsx`); inside the dialog, the words its
 * chunk fetched. A module of its own, apart from `i18n.tsx`, so the dialog's chunk shares no module with the
 * islands of the budgeted pages that read the translator (a shared module would be split into a chunk of its own
 * that those pages then load).
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { MessageKey } from '../shared/i18n/messages/en'
import type { WordsSource } from '../shared/i18n/text'

const TextContext = createContext<WordsSource<MessageKey> | null>(null)

export function TextProvider({ value, children }: { value: WordsSource<MessageKey>; children: ReactNode }) {
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>
}

/** The words of a component the pages and the sign-in dialog share. */
export function useText(): WordsSource<MessageKey> {
  const words = useContext(TextContext)
  if (!words) throw new Error('useText must be used inside TextProvider')
  return words
}
