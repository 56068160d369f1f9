import type { AppServices } from '#contracts/app-services.ts';

// What the server hands every loader and action (server/http/react-router-handler.ts builds it).
declare module 'react-router' {
  interface AppLoadContext {
    cspNonce?: string;
    publicUrl?: string;
    /** The client's address as Fastify sees it (TRUST_PROXY decides), for per-client limits in actions. */
    clientIp?: string;
    services?: AppServices;
    /** Hands the server an error a loader, an action or the render threw, for its log (with the request id). */
    reportError?: (error: unknown) => void;
  }
}

export {};
