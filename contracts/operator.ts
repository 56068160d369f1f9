/**
 * The operator console's load-context services (contracts/app-services.ts `operator`), as types only: route loaders
 * and actions call them; server/features/operator/operator-services.ts provides them.
 */

/** A signed-in operator. `sessionId` is the session's public id (audit log), never its secret. */
export interface OperatorIdentity {
  email: string;
  sessionId: string;
}

/** What a console page needs about its operator: who, and the CSRF token its forms must carry (field `csrf`). */
export interface OperatorPageSession extends OperatorIdentity {
  csrfToken: string;
}

export type SignInRequestOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; message: string }
  | { status: 'rate-limited'; message: string; retryAfterSeconds: number };

/** A sign-in's answer: the cookies to set (the session, the known-device mark) and where to go, or why not. */
export type SignInOutcome = { ok: true; setCookies: string[]; next: string } | { ok: false; message: string };

export interface DashboardFigure {
  label: string;
  value: number;
  /** US dollars (shown as money); otherwise a count. */
  unit?: 'usd';
  /** The list this figure counts, with the matching filters in its query. */
  href: string;
}

export interface DashboardPeriod {
  key: 'today' | '7d' | '30d';
  label: string;
  /** First UTC day counted, YYYY-MM-DD. */
  from: string;
  playbooksGenerated: DashboardFigure;
  emailsSent: DashboardFigure;
  emailsFailed: DashboardFigure;
  leadsBySource: DashboardFigure[];
  webhooksFailed: DashboardFigure;
  blitzEnrolled: DashboardFigure;
}

export interface OperatorDashboard {
  generatedAt: string;
  periods: DashboardPeriod[];
  /** States right now, not counts over a period. */
  now: {
    activeBlitzEnrollments: DashboardFigure;
    webhooksPending: DashboardFigure;
    webhooksFailed: DashboardFigure;
    /** Monthly recurring revenue: Starter subscriptions Stripe bills (active, or past due while it retries). */
    mrr: DashboardFigure;
    /** Starter trials (with or without a card) ending in the next 7 days. */
    trialsEndingThisWeek: DashboardFigure;
  };
}

export interface AuditLogEntryView {
  id: number;
  at: string;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, string | number | boolean | null> | null;
}

export interface AuditLogPage {
  entries: AuditLogEntryView[];
  /** Cursor of the next (older) page, or null at the end. */
  nextBefore: number | null;
  actions: string[];
}

export interface OperatorServices {
  /** POST /operator/sign-in: email a one-time link if the address is an operator. The same answer either way. */
  requestSignInLink(input: {
    email: string;
    clientIp: string;
    next: string | null;
    cookieHeader: string | null;
  }): Promise<SignInRequestOutcome>;
  /** GET /operator/sign-in?token=: whether the link can still be used (it is not used up by looking). */
  inspectSignInLink(token: string): Promise<{ valid: boolean }>;
  /** The link's confirmation POST: uses the link up and opens a session. */
  signIn(input: {
    token: string;
    cookieHeader: string | null;
    userAgent: string | null;
    clientIp: string;
    next: string | null;
  }): Promise<SignInOutcome>;
  /** Loaders and actions of console pages: the operator, or throws a redirect to /operator/sign-in. */
  requirePage(request: Request): Promise<OperatorPageSession>;
  /** Resource routes (JSON, CSV): the operator, or throws a 401 JSON `{ message }` Response. */
  requireData(request: Request): Promise<OperatorIdentity>;
  /** Every console POST: a session (redirect without) and the form's CSRF token (403 JSON without). */
  requireAction(request: Request, form: FormData): Promise<OperatorIdentity>;
  /** The signed-in operator or null, for the sign-in page (which sends a signed-in operator on). */
  current(request: Request): Promise<OperatorIdentity | null>;
  /** Appends to the audit log: who (the operator), what (`action`), on which record (`target`). */
  recordAction(
    operator: OperatorIdentity,
    action: string,
    target: { type: string; id: string } | null,
    detail?: Record<string, string | number | boolean | null>,
  ): Promise<void>;
  /** Ends this session, or every session of the operator's address; returns the cookie that clears this browser's. */
  signOut(operator: OperatorIdentity, everywhere: boolean): Promise<{ setCookie: string; revoked: number }>;
  dashboard(): Promise<OperatorDashboard>;
  auditLog(query: { before?: number; action?: string; operator?: string }): Promise<AuditLogPage>;
}
