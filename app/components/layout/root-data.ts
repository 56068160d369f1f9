import type { RootSeoData } from '#app/components/seo/seo-head.tsx';
import type { SignedInOwner } from '#contracts/owner-places.ts';

/** What the root loader (root.tsx) returns: the head's data and the signed-in owner the header is drawn for. */
export interface RootData extends RootSeoData {
  owner: SignedInOwner | null;
}
