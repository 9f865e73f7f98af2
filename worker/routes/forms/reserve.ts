/**
 * Reserve in store's plain forms (decision 086), each answered at its page's address: "Reserve at {store}" on the
 * product page (`?form=reserve`), which makes the reserve cart and goes on to the reserve page, or shows the
 * refusal at its form; and the reserve page's "who collects it", which places the reservation and shows its
 * confirmation, or the page again with each refused field's message beside it.
 */
import * as z from 'zod'
import { parseProductPath } from '../../../shared/page-type'
import { reserveConfirmationPath, reservePath } from '../../../shared/routes'
import { checkReserveContact, placeReservation, startReservation } from '../../services/reservation'
import type { AppContext } from '../../types'
import { productRoute } from '../pages/product'
import { reserveRoute } from '../pages/reserve'
import { answerForm, pageStatus } from './page-form'

const ReserveStartSchema = z.object({
  colour: z.string().trim().min(1).max(20),
  size: z.string().trim().min(1).max(20),
  storeId: z.string().regex(/^\d{4}$/),
})

/** The product page's "Reserve at {store}": the product is the page's own. */
export const reserveStartAction = (c: AppContext) =>
  answerForm(c, {
    schema: ReserveStartSchema,
    act: async (data) => {
      const params = parseProductPath(c.req.path)
      if (!params) return c.notFound()
      await startReservation(c, { styleCode: params.styleCode, ...data })
      return c.redirect(reservePath(c.var.locale.code), 303)
    },
    refused: (refusal, typed) => productRoute(c, { refusal, typed, form: 'reserve' }, pageStatus(refusal)),
  })

const ReserveContactSchema = z.object({
  firstName: z.string().max(200).default(''),
  lastName: z.string().max(200).default(''),
  email: z.string().max(200).default(''),
  phone: z.string().max(200).default(''),
  placementKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})

/** The reserve page's form: who collects it, and the reservation placed under the page's key. */
export const reservePlaceAction = (c: AppContext) =>
  answerForm(c, {
    schema: ReserveContactSchema,
    act: async ({ placementKey, ...fields }) => {
      await placeReservation(c, await checkReserveContact(c, fields), placementKey)
      return c.redirect(reserveConfirmationPath(c.var.locale.code), 303)
    },
    refused: (refusal, typed) => reserveRoute(c, [], { refusal, typed }, pageStatus(refusal)),
  })
