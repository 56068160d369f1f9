import type { OwnerServices } from './accounts.ts';
import type { BillingServices } from './billing.ts';
import type { UnsubscribeLinkInfo } from './email.ts';
import type { OperatorDataServices } from './operator-data-services.ts';
import type { ReplyActionResult, ReplyPageData, ReplyPostInput } from './google-replies.ts';
import type { GoogleConnectServices } from './google-connect.ts';
import type { InboxServices } from './owner-inbox.ts';
import type { OperatorServices } from './operator.ts';
import type { OwnerPlacesServices } from './owner-places.ts';
import type { OwnerResultsServices } from './owner-results.ts';
import type { OwnerSettingsServices } from './owner-settings.ts';
import type { PlaybookPage, SavedPlaybook } from './playbooks.ts';
import type { RestaurantData } from './restaurants.ts';
import type { RoiInput, RoiResults } from './roi.ts';

/**
 * What server-rendered routes may ask of the server, passed through React Router's load context
 * (`context.services` in a loader). The browser bundle never imports server code: loaders call these
 * functions instead. Each feature adds its functions here as it lands, and server/app-features.ts
 * provides them.
 */
export interface AppServices {
  readonly environment: 'development' | 'production' | 'test';
  /** The ROI calculation (the landing page server-renders the preset results with it). */
  calculateRoi(input: RoiInput): RoiResults;
  /** One-click unsubscribe (RFC 8058) by a signed token, stopping what the token says; ok false for an invalid token. */
  unsubscribe(token: string): Promise<{ ok: boolean }>;
  /** For the unsubscribe page's GET: whether the token is valid, what it stops, for whom (masked), which restaurant. */
  inspectUnsubscribeToken(token: string): Promise<UnsubscribeLinkInfo>;
  /** A stored, ready playbook for /sop/{id} (public fields and its escaped body), or null for a 404. */
  getPlaybook(id: string): Promise<PlaybookPage | null>;
  /**
   * The newest ready playbooks, as GET /api/saved-sops lists them, at most `limit`;
   * null when the store cannot be read (logged), so the landing page shows its notice instead of failing.
   */
  listSavedPlaybooks(limit: number): Promise<SavedPlaybook[] | null>;
  /** /thank-you?restaurant=: what GET /api/restaurant-data/{id} answers, or null (unknown id, or unreadable: logged). */
  getRestaurantData(id: string): Promise<RestaurantData | null>;
  /** The generic playbook template of /sop-template: full document, text, and the body with its scoped CSS. */
  getTemplatePlaybook(): { html: string; text: string; bodyHtml: string; css: string };
  /** The operator console's lists and data-rights requests (docs/operator-console.md), after its guards. */
  operatorData: OperatorDataServices;
  /** The "Review and post" page: the draft behind a signed `/replies/{id}?t=` link, or null (404) for any bad link. */
  getReplyPage(draftId: string, token: string): Promise<ReplyPageData | null>;
  /** Posts the owner's reply to Google (once, whatever the presses); null (404) for a bad link. */
  postReply(draftId: string, token: string, input: ReplyPostInput): Promise<ReplyActionResult | null>;
  /** Marks the draft skipped (it can still be posted later); null (404) for a bad link. */
  skipReply(draftId: string, token: string): Promise<ReplyActionResult | null>;
  /** The Google Business Profile connect, location-choice and disconnect pages (/connect/google/…). */
  googleConnect: GoogleConnectServices;
  /** Owners: sign-in by emailed link or code bound to the browser, sign-out, their restaurants (docs/accounts.md). */
  owner: OwnerServices;
  /** Starter: the trial, Stripe Checkout and the Customer Portal for an owner's restaurant (docs/billing.md). */
  billing: BillingServices;
  /** The signed-in owner's settings of one restaurant, their data, and extra addresses' confirmations. */
  ownerSettings: OwnerSettingsServices;
  /** The signed-in owner's inbox: their restaurants' reviews, drafts, posting and skipping (docs/inbox.md). */
  inbox: InboxServices;
  /** The signed-in owner's results of one restaurant: figures, themes, the reviews behind them, the CSV (docs/results.md). */
  results: OwnerResultsServices;
  /** Who is signed in (the site header) and which of the owner's restaurants a page opens (docs/inbox.md). */
  ownerPlaces: OwnerPlacesServices;
  /** The operator console: sign-in, sessions, guards, audit log and dashboard (docs/operator-console.md). */
  operator: OperatorServices;
}
