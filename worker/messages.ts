/**
 * The shop's messages in the worker (decisions 116 and 121). Each language, English too, is a module of its own
 * (dist/worker/messages/en.js and so on, written by `npm run build` from shared/i18n/messages/) that an isolate
 * imports when the first request in that language comes, and keeps: the script carries no catalogue, and the
 * messages of languages no request asked for are never evaluated. The translator falls back to nothing (every
 * catalogue has every key), so a request needs its own language alone.
 *
 * A language whose module cannot be loaded gives English's module in its place; if English's cannot be loaded
 * either, the request has no words at all and is answered by the static error page (a 503), whose few words are in
 * the script (worker/routes/pages/errors.tsx).
 */
import { LANGUAGE_MODULES } from '../dist/worker/messages.js'
import type { Language } from '../shared/i18n/locales'
import type { Messages } from '../shared/i18n/messages/en'

/** Each language: its module, imported when called (`dist/worker/messages.js` in the worker). */
export type LanguageModules = Readonly<Record<Language, () => Promise<{ default: Messages }>>>

/** A language's module that could not be loaded, and the error it gave. */
export interface MessagesFailure {
  language: Language
  error: unknown
}

/**
 * Neither the request's language nor English could be loaded: the request cannot be worded, and is answered with
 * the static error page (worker/index.ts).
 */
export class MessagesUnavailableError extends Error {
  override name = 'MessagesUnavailableError'

  constructor(readonly language: Language) {
    super(
      language === 'en'
        ? 'No messages could be loaded for English'
        : `No messages could be loaded for ${language}, nor English in their place`,
    )
  }
}

/**
 * Loads a language's messages once per isolate from `modules`. A module that cannot be loaded (a build that left
 * it out, a module that throws, one that holds no messages) is reported once through `onFailure` and not tried
 * again for the isolate's life: another language then gives English (pages render in English, with the locale's
 * prices and dates), and English gives `null`.
 */
export function messageLoader(modules: LanguageModules) {
  // Kept by each module's import: the same import is the same module, loaded once; another import put in its place
  // is loaded afresh.
  const loaded = new Map<() => Promise<{ default: Messages }>, Promise<Messages | null>>()
  const importLanguage = async (language: Language): Promise<Messages> => {
    const imported = await modules[language]()
    if (imported?.default && typeof imported.default === 'object') return imported.default
    throw new Error(`The ${language} messages module exports no messages`)
  }
  return function loadMessages(
    language: Language,
    onFailure: (failure: MessagesFailure) => void,
  ): Promise<Messages | null> {
    const known = loaded.get(modules[language])
    if (known) return known
    const messages = importLanguage(language).catch((error: unknown) => {
      onFailure({ language, error })
      return language === 'en' ? null : loadMessages('en', onFailure)
    })
    loaded.set(modules[language], messages)
    return messages
  }
}

/** The request's language's messages, loaded before anything renders (worker/middleware/shop.ts). */
export const loadMessages = messageLoader(LANGUAGE_MODULES)
