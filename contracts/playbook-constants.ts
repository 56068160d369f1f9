/**
 * Playbook constants the browser needs. A zod-free module on purpose: importing a value from playbooks.ts would
 * construct its zod schemas in the browser, shipping zod and tripping the CSP with zod's eval probe (eslint.config.js
 * allows browser code only type imports from contracts/, plus these *-constants.ts modules).
 */

/** GET /api/saved-sops answers at most this many, newest first. */
export const SAVED_PLAYBOOKS_LIMIT = 24;
