import { createContext, useContext } from 'react';

/**
 * The per-request CSP nonce. Prerendered pages carry this placeholder, which the server replaces with
 * the request's nonce when it serves the file (server/http/react-router-handler.ts).
 */
export const NONCE_PLACEHOLDER = '__RB_CSP_NONCE__';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
