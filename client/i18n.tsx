/**
 * The request's brand, locale and translator for server-rendered components. Islands never read this: they get
 * their words from the server as data (`islands/words.ts`) and the rest as serialisable props.
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { Brand } from '../shared/brands'
import type { Translator } from '../shared/i18n/i18n'
import type { ExperimentChoices, FeatureFlags } from '../shared/personalization/flags'

export interface ShopContextValue {
  brand: Brand
  t: Translator
  siteId: string
  /** The features on for this request, as the edge decided them (shared/personalization/flags.ts). */
  flags: FeatureFlags
  /** The experiments' variants and variables for this request (baselines without targeting consent). */
  experiments: ExperimentChoices
}

const ShopContext = createContext<ShopContextValue | null>(null)

export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

/** The request's translator, or null outside a page (a component rendered on its own). */
export function useTranslator(): Translator | null {
  return useContext(ShopContext)?.t ?? null
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext)
  if (!value) throw new Error('useShop must be used inside ShopProvider')
  return value
}
