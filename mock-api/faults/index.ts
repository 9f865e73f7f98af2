/**
 * Upstream faults you can switch on, in development and tests only (the mock API is never deployed). Tests in
 * workerd import these functions and change the rules of the mock API they run; everything else goes through
 * `/__faults` on the mock API, which the storefront forwards from `/__dev/upstream-faults` (`client.ts`).
 */
export { createFaultClient, type FaultClient, type FaultClientOptions } from './client'
export {
  type ActiveFault,
  addFaults,
  clearFaults,
  FAULT_SERVICES,
  type FaultKind,
  type FaultRule,
  FaultRuleError,
  type FaultService,
  listFaults,
  MAX_FAULT_MS,
  setFaults,
} from './rules'
