/**
 * The federation runtime's own libraries that a remote's production entry takes from the shell
 * instead of carrying a copy, by the global name the shell puts them under (the runtime core goes
 * the same way, under Module Federation's own `_FEDERATION_RUNTIME_CORE`). Kept apart from
 * federation.ts so the shell's entry can import the names without the platform contract.
 */
export const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_DOORLOOPJES_FEDERATION_SDK',
  '@module-federation/error-codes': '_DOORLOOPJES_FEDERATION_ERROR_CODES',
} as const;
