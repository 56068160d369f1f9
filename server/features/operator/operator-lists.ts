import { sql, type SQL } from 'drizzle-orm';
import { OPERATOR_PAGE_SIZE } from '#contracts/operator-list-constants.ts';
import type {
  BlitzListQuery,
  EmailListQuery,
  LeadListQuery,
  ListPage,
  OperatorBlitzRow,
  OperatorBlitzSend,
  OperatorEmailRow,
  OperatorLeadRow,
  OperatorListName,
  OperatorListRows,
  OperatorPlaybookRow,
  OperatorWebhookAttempt,
  OperatorWebhookRow,
  PlaybookListQuery,
  OperatorSubscriptionRow,
  SubscriptionListQuery,
  WebhookListQuery,
} from '#contracts/operator-lists.ts';
import { queryRows, type Database } from '#server/db/database.ts';

/**
 * The operator console's five lists as SQL. Each list is a subquery `l` with a text `id` and a timestamp `at` (its
 * sort key and date filter), newest first. A page is LIMIT/OFFSET with a total count (a link names its page); the
 * CSV export walks the same filtered rows by keyset (`(at, id) <` the last row seen), one batch at a time.
 * Timestamps leave PostgreSQL as ISO strings so both drivers answer the same.
 */

export interface ListQueries {
  leads: LeadListQuery;
  playbooks: PlaybookListQuery;
  blitz: BlitzListQuery;
  emails: EmailListQuery;
  webhooks: WebhookListQuery;
  subscriptions: SubscriptionListQuery;
}

interface ListDefinition<Name extends OperatorListName> {
  /** The rows as a subquery aliased `l`, with `id` (the table's key, in its own type: keyset order uses its index) and `at` (timestamptz) plus whatever `select` reads. */
  source: SQL;
  select: SQL;
  conditions(query: ListQueries[Name]): SQL[];
  toRow(raw: Record<string, unknown>): OperatorListRows[Name];
  /** Adds per-row detail (a blitz enrollment's sends, a delivery's attempts) with one query per batch. */
  hydrate?(db: Database, rows: OperatorListRows[Name][]): Promise<void>;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `%q%` for ILIKE, with the pattern characters of the search taken literally. */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusIn(statuses: readonly string[]): SQL {
  return sql`l.status in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
}

function dateConditions(query: { from?: string | undefined; to?: string | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(sql`l.at >= ${lowerBound(query.from)}::timestamptz`);
  if (query.to) {
    // A day is inclusive: everything before the next UTC midnight.
    const bound = query.to.includes('T')
      ? sql`l.at <= ${new Date(query.to).toISOString()}::timestamptz`
      : sql`l.at < ${nextDay(query.to)}::timestamptz`;
    conditions.push(bound);
  }
  return conditions;
}

interface ListFilters {
  from?: string | undefined;
  to?: string | undefined;
  status?: readonly string[] | undefined;
  q?: string | undefined;
}

/**
 * A list's WHERE conditions: its dates, its statuses, the list's own filters (those given), and the search `q` as
 * a case-insensitive substring of any of the searched columns (or, where given, `exact` equal to it).
 */
function listConditions(
  query: ListFilters,
  own: (SQL | false | '' | undefined)[],
  searched: SQL[],
  exact?: SQL,
): SQL[] {
  const conditions = dateConditions(query);
  if (query.status) conditions.push(statusIn(query.status));
  for (const condition of own) if (condition) conditions.push(condition);
  if (query.q) {
    const p = pattern(query.q);
    const terms = searched.map((column) => sql`${column} ilike ${p}`);
    if (exact) terms.push(sql`${exact} = ${query.q}`);
    conditions.push(sql`(${sql.join(terms, sql` or `)})`);
  }
  return conditions;
}

/** The rows' uuid keys as a list for `in (…)`. */
function uuidList(rows: readonly { id: string }[]): SQL {
  return sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
}

function lowerBound(value: string): string {
  return value.includes('T') ? new Date(value).toISOString() : `${value}T00:00:00.000Z`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

const str = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const strOrNull = (value: unknown) => (value == null ? null : str(value));
const num = (value: unknown) => Number(value ?? 0);
const numOrNull = (value: unknown) => (value == null ? null : Number(value));
const json = <T>(value: unknown, fallback: T): T =>
  value == null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

const leads: ListDefinition<'leads'> = {
  // Submissions of the four forms, and the owners who left their address when generating a playbook.
  source: sql`(
    select s.id, s.created_at as at, s.kind as source, s.email, coalesce(s.payload->>'name', '') as name,
      s.spam, s.forwarded, s.payload as fields
    from lead_submissions s
    union all
    select b.id, b.created_at, 'playbook-owner', b.contact_email, b.owner_name, false, null,
      jsonb_build_object('ownerName', b.owner_name, 'contactEmail', b.contact_email, 'vibe', b.vibe,
        'restaurantId', b.restaurant_id, 'blitzOptIn', b.blitz_opt_in,
        'playbooks', coalesce((select jsonb_agg(p.id order by p.created_at) from playbooks p where p.brand_profile_id = b.id), '[]'::jsonb))
    from brand_profiles b where b.contact_email <> ''
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as created_at, l.source, l.email, l.name, l.spam, l.forwarded, l.fields`,
  conditions: (query) =>
    listConditions(
      query,
      [
        query.source && sql`l.source = ${query.source}`,
        query.spam === 'exclude' && sql`l.spam = false`,
        query.spam === 'only' && sql`l.spam = true`,
      ],
      [sql`l.email`, sql`l.name`, sql`l.fields::text`],
    ),
  toRow: (raw) => ({
    id: str(raw.id),
    source: str(raw.source) as OperatorLeadRow['source'],
    email: str(raw.email),
    name: str(raw.name),
    createdAt: str(raw.created_at),
    spam: raw.spam === true,
    forwarded: strOrNull(raw.forwarded),
    fields: json<Record<string, unknown>>(raw.fields, {}),
  }),
};

const playbooks: ListDefinition<'playbooks'> = {
  source: sql`(
    select p.id, p.created_at as at, p.ready_at, p.name, p.location, p.status, p.format, p.engine, p.blitz_opt_in,
      coalesce(b.owner_name, '') as owner_name, coalesce(b.contact_email, '') as owner_email
    from playbooks p left join brand_profiles b on b.id = p.brand_profile_id
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as created_at, ${iso(sql`l.ready_at`)} as ready_at, l.name, l.location, l.status,
    l.format, l.engine, l.blitz_opt_in, l.owner_name, l.owner_email`,
  conditions: (query) =>
    listConditions(query, [], [sql`l.id`, sql`l.name`, sql`l.location`, sql`l.owner_name`, sql`l.owner_email`]),
  toRow: (raw): OperatorPlaybookRow => ({
    id: str(raw.id),
    name: str(raw.name),
    location: str(raw.location),
    status: str(raw.status),
    format: str(raw.format),
    engine: strOrNull(raw.engine),
    blitzOptIn: raw.blitz_opt_in === true,
    ownerName: str(raw.owner_name),
    ownerEmail: str(raw.owner_email),
    createdAt: str(raw.created_at),
    readyAt: strOrNull(raw.ready_at),
  }),
};

const blitz: ListDefinition<'blitz'> = {
  source: sql`(
    select e.id, e.enrolled_at as at, e.completed_at, e.email, e.owner_name, e.restaurant_name,
      e.place_id, e.source, e.status
    from blitz_enrollments e
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as enrolled_at, ${iso(sql`l.completed_at`)} as completed_at, l.email,
    l.owner_name, l.restaurant_name, l.place_id, l.source, l.status`,
  conditions: (query) =>
    listConditions(
      query,
      [query.source && sql`l.source = ${query.source}`],
      [sql`l.email`, sql`l.owner_name`, sql`l.restaurant_name`],
    ),
  toRow: (raw): OperatorBlitzRow => ({
    id: str(raw.id),
    email: str(raw.email),
    ownerName: str(raw.owner_name),
    restaurantName: str(raw.restaurant_name),
    placeId: str(raw.place_id),
    source: str(raw.source),
    status: str(raw.status),
    enrolledAt: str(raw.enrolled_at),
    completedAt: strOrNull(raw.completed_at),
    sends: [],
  }),
  async hydrate(db, rows) {
    if (rows.length === 0) return;
    const sends = await queryRows<Record<string, unknown>>(
      db,
      sql`select s.enrollment_id::text as enrollment_id, s.day, s.local_day, s.kind, s.status, s.review_count,
            m.status as email_status
          from blitz_sends s left join email_messages m on m.id = s.email_id
          where s.enrollment_id in (${uuidList(rows)}) order by s.day`,
    );
    const byEnrollment = new Map(rows.map((row) => [row.id, row]));
    for (const send of sends) {
      byEnrollment.get(str(send.enrollment_id))?.sends.push({
        day: num(send.day),
        localDay: str(send.local_day),
        kind: str(send.kind),
        status: str(send.status),
        reviewCount: num(send.review_count),
        emailStatus: strOrNull(send.email_status),
      } satisfies OperatorBlitzSend);
    }
  },
};

const emails: ListDefinition<'emails'> = {
  source: sql`(
    select m.id, m.created_at as at, m.sent_at, m.recipient, m.kind, m.subject, m.status, m.attempts,
      m.last_error
    from email_messages m
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as created_at, ${iso(sql`l.sent_at`)} as sent_at, l.recipient, l.kind, l.subject,
    l.status, l.attempts, l.last_error`,
  conditions: (query) =>
    listConditions(
      query,
      [query.kind && sql`l.kind = ${query.kind}`],
      [sql`l.recipient`, sql`l.subject`, sql`l.last_error`],
    ),
  toRow: (raw): OperatorEmailRow => ({
    id: str(raw.id),
    recipient: str(raw.recipient),
    kind: str(raw.kind),
    subject: str(raw.subject),
    status: str(raw.status),
    attempts: num(raw.attempts),
    lastError: strOrNull(raw.last_error),
    createdAt: str(raw.created_at),
    sentAt: strOrNull(raw.sent_at),
  }),
};

const webhooks: ListDefinition<'webhooks'> = {
  source: sql`(
    select d.id, d.created_at as at, d.submission_id::text as submission_id, d.source,
      coalesce(d.payload->>'email', '') as email, d.status, d.attempts, d.next_attempt_at, d.last_status_code,
      d.last_error, d.delivered_at
    from webhook_deliveries d
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as created_at, l.submission_id, l.source, l.email, l.status, l.attempts,
    ${iso(sql`l.next_attempt_at`)} as next_attempt_at, l.last_status_code, l.last_error,
    ${iso(sql`l.delivered_at`)} as delivered_at`,
  conditions: (query) => listConditions(query, [], [sql`l.email`, sql`l.source`, sql`l.last_error`], sql`l.id::text`),
  toRow: (raw): OperatorWebhookRow => ({
    id: str(raw.id),
    submissionId: str(raw.submission_id),
    source: str(raw.source),
    email: str(raw.email),
    status: str(raw.status),
    attempts: num(raw.attempts),
    nextAttemptAt: str(raw.next_attempt_at),
    lastStatusCode: numOrNull(raw.last_status_code),
    lastError: strOrNull(raw.last_error),
    createdAt: str(raw.created_at),
    deliveredAt: strOrNull(raw.delivered_at),
    attemptLog: [],
  }),
  async hydrate(db, rows) {
    if (rows.length === 0) return;
    const attempts = await queryRows<Record<string, unknown>>(
      db,
      sql`select a.delivery_id::text as delivery_id, a.attempt, ${iso(sql`a.attempted_at`)} as attempted_at,
            a.status_code, a.error, a.outcome, a.duration_ms
          from webhook_attempts a where a.delivery_id in (${uuidList(rows)}) order by a.attempt`,
    );
    const byDelivery = new Map(rows.map((row) => [row.id, row]));
    for (const attempt of attempts) {
      byDelivery.get(str(attempt.delivery_id))?.attemptLog.push({
        attempt: num(attempt.attempt),
        attemptedAt: str(attempt.attempted_at),
        statusCode: numOrNull(attempt.status_code),
        error: strOrNull(attempt.error),
        outcome: str(attempt.outcome),
        durationMs: num(attempt.duration_ms),
      } satisfies OperatorWebhookAttempt);
    }
  },
};

/**
 * Starter trials and subscriptions, newest trial first. The plan reads the stored status as billing's plan rule does
 * (a trial past its end shows as Starter until the quarter-hourly trial job ends it).
 */
const subscriptions: ListDefinition<'subscriptions'> = {
  source: sql`(
    select s.id, s.trial_started_at as at, s.trial_ends_at, s.restaurant_name, s.place_id, s.owner_email, s.status,
      s.current_period_end, s.cancel_at_period_end, s.stripe_customer_id, s.stripe_subscription_id,
      s.stripe_erase_pending_at
    from subscriptions s
  ) l`,
  select: sql`l.id, ${iso(sql`l.at`)} as trial_started_at, ${iso(sql`l.trial_ends_at`)} as trial_ends_at,
    l.restaurant_name, l.place_id, l.owner_email, l.status, ${iso(sql`l.current_period_end`)} as current_period_end,
    l.cancel_at_period_end, l.stripe_customer_id, l.stripe_subscription_id,
    ${iso(sql`l.stripe_erase_pending_at`)} as stripe_erase_pending_at`,
  conditions: (query) => listConditions(query, [], [sql`l.owner_email`, sql`l.restaurant_name`]),
  toRow: (raw): OperatorSubscriptionRow => {
    const status = str(raw.status);
    const live = raw.stripe_subscription_id !== null && ['trialing', 'active', 'past_due'].includes(status);
    return {
      id: str(raw.id),
      restaurantName: str(raw.restaurant_name),
      placeId: str(raw.place_id),
      ownerEmail: str(raw.owner_email),
      plan: ['trialing', 'active', 'past_due'].includes(status) ? 'starter' : 'free-forever',
      status,
      trialStartedAt: str(raw.trial_started_at),
      trialEndsAt: str(raw.trial_ends_at),
      nextInvoiceAt: live && raw.cancel_at_period_end !== true ? strOrNull(raw.current_period_end) : null,
      cancelAtPeriodEnd: raw.cancel_at_period_end === true,
      stripeCustomerId: strOrNull(raw.stripe_customer_id),
      stripeSubscriptionId: strOrNull(raw.stripe_subscription_id),
      stripeErasePendingSince: strOrNull(raw.stripe_erase_pending_at),
    };
  },
};

const definitions: { [Name in OperatorListName]: ListDefinition<Name> } = {
  leads,
  playbooks,
  blitz,
  emails,
  webhooks,
  subscriptions,
};

function whereClause(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;
}

/** One page of a list, newest first, with the total matching the filters. */
export async function listPage<Name extends OperatorListName>(
  db: Database,
  name: Name,
  query: ListQueries[Name],
): Promise<ListPage<OperatorListRows[Name]>> {
  const definition = definitions[name] as ListDefinition<Name>;
  const where = whereClause(definition.conditions(query));
  const offset = (query.page - 1) * OPERATOR_PAGE_SIZE;
  const [raws, counted] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${definition.select} from ${definition.source} ${where}
          order by l.at desc, l.id desc limit ${OPERATOR_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*)::int as total from ${definition.source} ${where}`),
  ]);
  const rows = raws.map((raw) => definition.toRow(raw));
  await definition.hydrate?.(db, rows);
  const total = Number(counted[0]?.total ?? 0);
  return {
    rows,
    total,
    page: query.page,
    pageSize: OPERATOR_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / OPERATOR_PAGE_SIZE)),
  };
}

export const EXPORT_BATCH_SIZE = 1_000;

/**
 * Every row matching the filters (the page number is ignored), in batches, newest first. The cursor is the last
 * row's `at` as PostgreSQL prints it, so microsecond timestamps compare exactly.
 */
export async function* listBatches<Name extends OperatorListName>(
  db: Database,
  name: Name,
  query: ListQueries[Name],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<OperatorListRows[Name][]> {
  const definition = definitions[name] as ListDefinition<Name>;
  const filters = definition.conditions(query);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const conditions = cursor ? [...filters, sql`(l.at, l.id) < (${cursor.at}::timestamptz, ${cursor.id})`] : filters;
    const raws: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${definition.select}, l.at::text as cursor_at from ${definition.source} ${whereClause(conditions)}
          order by l.at desc, l.id desc limit ${batchSize}`,
    );
    if (raws.length === 0) return;
    const rows = raws.map((raw) => definition.toRow(raw));
    await definition.hydrate?.(db, rows);
    yield rows;
    if (raws.length < batchSize) return;
    const last = raws[raws.length - 1]!;
    cursor = { at: str(last.cursor_at), id: str(last.id) };
  }
}
