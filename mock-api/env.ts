export interface MockEnv {
  DB: D1Database
  /** The access key callers must send as `x-api-key`; requests without it get API400 as the real API does. */
  EXPECTED_ACCESS_KEY: string
  /** "true" where callers reach the mock API through a service binding (`wrangler dev`); see `faults/apply.ts`. */
  BEHIND_SERVICE_BINDING?: string
}
