/**
 * The signed-in owner's places as every page sees them: who is signed in (for the site header), and which of their
 * restaurants a page that needs one opens. Types only, so the browser can import them.
 */

/** The owner the site header is drawn for. */
export interface SignedInOwner {
  email: string;
}

/** One of the owner's restaurants, as the restaurant tabs of the inbox and the settings list them. */
export interface OwnerPlaceTab {
  placeId: string;
  name: string;
  /** Its Google Business Profile is connected (and working). */
  connected: boolean;
}

/** The restaurant a page opens for the owner, the others to switch to, and the cookie that remembers the choice. */
export interface PlaceChoice {
  placeId: string;
  restaurants: OwnerPlaceTab[];
  /** Set when the owner chose the place (`?place=`): remembers it as the last used for this browser; else null. */
  setCookie: string | null;
}

export interface OwnerPlacesServices {
  /** The signed-in owner of this request (Cookie header), or null; never fails the page (a failure is logged). */
  header(cookieHeader: string | null): Promise<SignedInOwner | null>;
  /**
   * The owner's restaurant a page opens: `requested` (`?place=`) when it is one of theirs, else the one they used
   * last in this browser, else the one connected to Google, else the newest. null when `requested` is not theirs, or
   * they have none (a 404).
   */
  choose(owner: { email: string }, requested: string | null, cookieHeader: string | null): Promise<PlaceChoice | null>;
}
