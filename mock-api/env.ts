export interface MockEnv {
  DB: D1Database
  /** The access key callers must send as `x-api-key`; requests without it get API400 as the real API does. */
  EXPECTED_ACCESS_KEY: string
}
