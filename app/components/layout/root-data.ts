import { useRouteLoaderData } from 'react-router';
import type { RootSeoData } from '#app/components/seo/seo-head.tsx';
import type { SignedInOwner } from '#contracts/owner-places.ts';

/** What the root loader (root.tsx) returns: the head's data and the signed-in owner the header is drawn for. */
export interface RootData extends RootSeoData {
  owner: SignedInOwner | null;
}

/** The owner the page was drawn for, or null (signed out, a prerendered page, or an error before the root loader). */
export function useSignedInOwner(): SignedInOwner | null {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.owner ?? null;
}
