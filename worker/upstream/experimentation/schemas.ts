/**
 * Wire shapes of the audience-segment service's GraphQL answer, as the official SDK reads it
 * (`odp/segment_manager/odp_response_schema.ts`): `data.customer.audiences.edges[].node { name, state }`, or
 * `errors[]` with an `extensions.code` and `classification`.
 */
import * as z from 'zod'

export const SegmentsAnswerSchema = z.object({
  data: z
    .object({
      customer: z
        .object({
          audiences: z.object({
            edges: z.array(z.object({ node: z.object({ name: z.string(), state: z.string() }) })).max(1000),
          }),
        })
        .nullable(),
    })
    .nullish(),
  errors: z
    .array(
      z.object({
        message: z.string().optional(),
        extensions: z
          .object({ code: z.string().optional(), classification: z.string().optional() })
          .optional(),
      }),
    )
    .optional(),
})

export type SegmentsAnswer = z.infer<typeof SegmentsAnswerSchema>
