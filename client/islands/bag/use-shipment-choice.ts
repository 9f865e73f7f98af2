/**
 * The bag's "change shipping method" dialog's state: opened, it asks the cart service which methods the home
 * shipment may have (`/api/cart/shipments/me/methods`), and the method chosen there changes the cart as the summary's
 * other changes do. A bag page rendered with the methods (`?shipping=me`, the link the dialog's opener is without
 * JavaScript) opens with them once hydrated.
 */
import { useRef, useState } from 'react'
import type { ShipmentMethodsResponse, ShippingOption } from '../../../shared/bag/cart'
import { callApi } from '../../api'
import type { BagEnvironment, BagProps } from './types'
import type { SummaryChanges } from './use-summary-changes'

/** What the dialog shows: the methods (null while they load), or that they could not be read. */
export interface ShipmentChoosing {
  methods: ShippingOption[] | null
  failed: boolean
}

export function useShipmentChoice(
  environment: BagEnvironment,
  summaryChanges: SummaryChanges,
  rendered: BagProps['shipmentChoice'],
) {
  // A new value each time the dialog opens (what `useDialog` shows), kept while the methods load into it.
  const [showing, setShowing] = useState<object | null>(rendered ? {} : null)
  const latest = useRef(showing)
  const [loaded, setLoaded] = useState<ShipmentChoosing>({
    methods: rendered?.methods ?? null,
    failed: rendered !== null && rendered.methods === null,
  })

  async function open() {
    const shown = {}
    latest.current = shown
    setShowing(shown)
    setLoaded({ methods: null, failed: false })
    let answer: ShipmentChoosing
    try {
      const { methods } = await callApi<ShipmentMethodsResponse>('/api/cart/shipments/me/methods', {
        locale: environment.locale,
      })
      answer = { methods, failed: false }
    } catch {
      answer = { methods: null, failed: true }
    }
    // Methods answered after the dialog closed, or for an earlier showing of it, are let go.
    if (latest.current === shown) setLoaded(answer)
  }

  function close() {
    latest.current = null
    setShowing(null)
  }

  function choose(code: string) {
    close()
    summaryChanges.chooseMethod(code)
  }

  return {
    showing,
    choosing: showing ? loaded : null,
    open: () => void open(),
    choose,
    close,
  }
}

export type ShipmentChoice = ReturnType<typeof useShipmentChoice>
