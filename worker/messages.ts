/**
 * The shop's messages in the worker (decision 116). English is part of the script: the English sites' language,
 * and what stands in for another language whose module cannot be loaded. Each other language is a module of its
 * own (dist/worker/messages/fr.js, written by `npm run build` from shared/i18n/messages/fr.ts) that an isolate
 * imports when the first request in that language comes, and keeps: the messages of languages no request asked for
 * are never evaluated. The translator falls back to nothing (every catalogue has every key), so a request needs its
 * own language alone.
 */
import { LANGUAGE_MODULES } from '../dist/worker/messages.js'
import type { Language } from '../shared/i18n/locales'
import { en, type Messages } from '../shared/i18n/messages/en'

/** Each language but English: its module, imported when called (`dist/worker/messages.js` in the worker). */
export type LanguageModules = Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>>

/**
 * Loads a language's messages once per isolate from `modules`. A module that cannot be loaded (a build that left
 * it out, a module that throws) gives English for the isolate's life, reported once through `onFailure`: pages
 * still render, in English, with the locale's prices and dates.
 */
export function messageLoader(modules: LanguageModules) {
  const loaded = new Map<Language, Promise<Messages>>([['en', Promise.resolve(en)]])
  return function loadMessages(language: Language, onFailure: (error: unknown) => void): Promise<Messages> {
    const known = loaded.get(language)
    if (known) return known
    const load = async (): Promise<Messages> => {
      try {
        const imported = await modules[language as Exclude<Language, 'en'>]?.()
        if (imported?.default && typeof imported.default === 'object') return imported.default
        throw new Error(`The ${language} messages module exports no messages`)
      } catch (error) {
        onFailure(error)
        return en
      }
    }
    const messages = load()
    loaded.set(language, messages)
    return messages
  }
}

/** The request's language's messages, loaded before anything renders (worker/middleware/shop.ts). */
export const loadMessages = messageLoader(LANGUAGE_MODULES)
