import { DownloadIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { statusOf } from '#contracts/error-constants.ts';
import type * as React from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import {
  FieldList,
  formatUtcDateTime,
  OperatorPageHeader,
  operatorMeta,
  StatusBadge,
} from '#app/features/operator/index.ts';
import type { DataSubjectRecordCounts, DataSubjectReport, EraseSummary } from '#contracts/operator-data-rights.ts';
import { LEAD_SOURCE_LABELS } from '#contracts/operator-list-constants.ts';
import type { Route } from './+types/operator.data-requests';
import { readActionForm } from '#app/lib/action-form.server.ts';
import { requireServices } from '#app/lib/route-context.ts';

export const meta = operatorMeta('Data requests');

/** `?email=` finds everything stored about the address; `&confirm=erase` shows the erasure's confirmation step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The operator console');
  const session = await services.operator.requirePage(request);
  const params = new URL(request.url).searchParams;
  const email = params.get('email')?.trim() ?? '';
  const confirming = params.get('confirm') === 'erase';
  const headers = { 'cache-control': 'private, no-store' };
  if (!email) return data({ email, confirming, csrfToken: session.csrfToken, report: null, error: null }, { headers });
  const found = await services.operatorData.findDataSubject(session, email);
  return data(
    {
      email,
      confirming,
      csrfToken: session.csrfToken,
      report: found.ok ? found.report : null,
      error: found.ok ? null : found.message,
    },
    { status: found.ok ? 200 : statusOf('BAD_REQUEST'), headers },
  );
}

/** The erasure: POST with the CSRF token and the address typed twice. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The operator console');
  const form = await readActionForm(request);
  const operator = await services.operator.requireAction(request, form);
  const result = await services.operatorData.eraseDataSubject(operator, {
    email: form.get('email'),
    confirmEmail: form.get('confirmEmail'),
  });
  return data(result, { status: result.ok ? 200 : statusOf('BAD_REQUEST') });
}

const COUNT_LABELS: Record<keyof DataSubjectRecordCounts, string> = {
  leads: 'Leads and messages',
  brandProfiles: 'Brand profiles',
  playbooks: 'Playbooks',
  blitzEnrollments: 'Blitz enrollments',
  blitzSends: 'Blitz days sent',
  monthlyReports: 'Monthly reports',
  emails: 'Emails',
  webhookDeliveries: 'Webhook deliveries',
  googleConnections: 'Google connections',
  enrollmentRecipients: 'Extra email addresses',
  subscriptions: 'Starter trials and subscriptions',
  suppressions: 'Do-not-email entry',
};

function Counts({ counts }: { counts: DataSubjectRecordCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {(Object.keys(COUNT_LABELS) as (keyof DataSubjectRecordCounts)[]).map((key) => (
        <div key={key} className="rounded-xl border border-border bg-card p-3 shadow-xs">
          <dt className="text-xs text-muted-foreground">{COUNT_LABELS[key]}</dt>
          <dd
            className={
              counts[key] > 0
                ? 'mt-1 text-xl font-semibold tabular-nums'
                : 'mt-1 text-xl font-normal text-muted-foreground tabular-nums'
            }
          >
            {counts[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-xs">
      <h2 className="mb-3 text-base font-semibold">
        {title} <span className="font-normal text-muted-foreground tabular-nums">({count})</span>
      </h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

const when = (iso: string) => (
  <time className="text-muted-foreground tabular-nums" dateTime={iso}>
    {formatUtcDateTime(iso)}
  </time>
);

/** Everything stored about the address, one section per kind of record (a kind with none is left out). */
function Report({ report }: { report: DataSubjectReport }) {
  return (
    <div className="flex flex-col gap-4">
      <SubmittedRecords report={report} />
      <OutreachRecords report={report} />
      <Section title="Starter trials and subscriptions" count={report.subscriptions.length}>
        {report.subscriptions.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{row.restaurantName}</span>
            <StatusBadge status={row.status} />
            {row.stripeSubscriptionId ? (
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{row.stripeSubscriptionId}</code>
            ) : (
              <span className="text-muted-foreground">no card</span>
            )}
            {when(row.trialStartedAt)}
          </li>
        ))}
      </Section>
      {report.suppression ? <SuppressionNote suppression={report.suppression} /> : null}
    </div>
  );
}

/** What the person sent us and what we made from it: leads and messages, brand profiles, playbooks. */
function SubmittedRecords({ report }: { report: DataSubjectReport }) {
  return (
    <>
      <Section title="Leads and messages" count={report.leads.length}>
        {report.leads.map((lead) => (
          <li key={lead.id} className="flex flex-col gap-1.5">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">
                {LEAD_SOURCE_LABELS[lead.kind as keyof typeof LEAD_SOURCE_LABELS] ?? lead.kind}
              </span>{' '}
              {when(lead.createdAt)}
              {lead.spam ? <StatusBadge status="spam" /> : null}
            </p>
            <FieldList summary="Fields" fields={lead.fields} />
          </li>
        ))}
      </Section>
      <Section title="Brand profiles" count={report.brandProfiles.length}>
        {report.brandProfiles.map((profile) => (
          <li key={profile.id} className="text-sm">
            <span className="font-medium">{profile.ownerName || 'No name given'}</span>
            {profile.vibe ? ` · “${profile.vibe}”` : ''}
            {profile.blitzOptIn ? ' · blitz opt-in' : ''} · {when(profile.createdAt)}
          </li>
        ))}
      </Section>
      <Section title="Playbooks" count={report.playbooks.length}>
        {report.playbooks.map((playbook) => (
          <li key={playbook.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{playbook.name}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{playbook.id}</code>
            <StatusBadge status={playbook.status} /> {when(playbook.createdAt)}
          </li>
        ))}
      </Section>
    </>
  );
}

/** What we sent or connected for the person: blitz days, emails, Google connections, extra addresses. */
function OutreachRecords({ report }: { report: DataSubjectReport }) {
  return (
    <>
      <Section title="Blitz enrollments" count={report.blitzEnrollments.length}>
        {report.blitzEnrollments.map((enrollment) => (
          <li key={enrollment.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{enrollment.restaurantName}</span>
            <StatusBadge status={enrollment.status} />
            <span className="text-muted-foreground">{enrollment.sends.length} day(s) sent</span>
            {when(enrollment.enrolledAt)}
          </li>
        ))}
      </Section>
      <Section title="Emails" count={report.emails.length}>
        {report.emails.map((email) => (
          <li key={email.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{email.subject}</span>
            <StatusBadge status={email.status} /> {when(email.createdAt)}
          </li>
        ))}
      </Section>
      <Section title="Google connections" count={report.googleConnections.length}>
        {report.googleConnections.map((connection) => (
          <li key={connection.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{connection.locationTitle ?? 'Location not chosen yet'}</span>
            <StatusBadge status={connection.status} /> {when(connection.createdAt)}
          </li>
        ))}
      </Section>
      <Section title="Extra email addresses" count={report.enrollmentRecipients.length}>
        {report.enrollmentRecipients.map((recipient) => (
          <li
            key={`${recipient.enrollmentId}:${recipient.email}`}
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            <span className="font-medium">{recipient.email}</span>
            <span className="text-muted-foreground">
              {recipient.relation === 'added-by-owner' ? 'added by this owner' : 'this address, added by another owner'}
            </span>
            <StatusBadge status={recipient.confirmedAt ? 'confirmed' : 'waiting'} /> {when(recipient.requestedAt)}
          </li>
        ))}
      </Section>
    </>
  );
}

function SuppressionNote({ suppression }: { suppression: NonNullable<DataSubjectReport['suppression']> }) {
  return (
    <p className="rounded-xl border border-border bg-card p-4 text-sm shadow-xs">
      On the do-not-email list since {formatUtcDateTime(suppression.createdAt)} ({suppression.reason}
      ), stored as {suppression.storedAs === 'address' ? 'the address itself' : 'a keyed hash of the address'}.
    </p>
  );
}

/** What Stripe did about the person's plans, when they had any. */
function stripeOutcome(erased: EraseSummary): string {
  const parts: string[] = [];
  if (erased.stripeCanceled > 0) parts.push(`${erased.stripeCanceled} Stripe subscription(s) were cancelled`);
  if (erased.stripeCancelPending > 0) {
    parts.push(
      `${erased.stripeCancelPending} Stripe subscription(s) are NOT cancelled yet: Stripe did not answer, and the billing.stripe-erasures job asks again every five minutes (the subscriptions list shows them until it succeeds)`,
    );
  }
  if (erased.stripeScrubPending > 0) {
    parts.push(`${erased.stripeScrubPending} Stripe customer record(s) still hold the address until Stripe answers`);
  }
  return parts.length > 0 ? ` ${parts.join('; ')}.` : '';
}

/** What the erasure did, or why it did not. */
function ErasureOutcome({ result }: { result: Route.ComponentProps['actionData'] }) {
  return result?.ok ? (
    <div role="status" className="mb-6 rounded-xl border border-primary/30 bg-forest-100 px-4 py-3 text-sm">
      <p className="font-semibold">Erased.</p>
      <p className="mt-1">
        {result.erased.leads} lead(s), {result.erased.brandProfiles} brand profile(s), {result.erased.playbooks}{' '}
        playbook(s), {result.erased.blitzEnrollments} blitz enrollment(s), {result.erased.subscriptions} Starter plan(s)
        and {result.erased.emails} email(s) no longer hold this person’s details
        {result.erased.googleConnections > 0
          ? `; ${result.erased.googleConnections} Google connection(s) were revoked and deleted`
          : ''}
        . The rows stay, so the counts do; the address stays on the do-not-email list as a keyed hash. The audit log has
        the entry.{stripeOutcome(result.erased)}
      </p>
    </div>
  ) : result ? (
    <p role="alert" className="mb-6 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
      {result.message}
    </p>
  ) : null;
}

/** The erasure's confirmation step: the address typed again, then a POST with the CSRF token. */
function EraseConfirmation({ email, csrfToken, cancelTo }: { email: string; csrfToken: string; cancelTo: string }) {
  const navigation = useNavigation();
  const erasing = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  return (
    <Form method="post" className="flex flex-col gap-3 rounded-xl border-2 border-destructive/60 bg-card p-4 shadow-xs">
      <h2 className="text-base font-semibold text-destructive">Erase everything about {email}?</h2>
      <p className="text-sm">
        Names, addresses, messages and playbook content are removed for good; counts and dates stay. Download the JSON
        first if they asked for a copy. Type the address again to confirm.
      </p>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="email" value={email} />
      <div className="flex flex-col gap-1.5 sm:max-w-md">
        <label htmlFor="data-request-confirm" className="text-sm font-medium">
          Type {email} to confirm
        </label>
        <Input id="data-request-confirm" name="confirmEmail" type="email" required autoComplete="off" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={erasing}>
          <Trash2Icon aria-hidden="true" />
          {erasing ? 'Erasing…' : 'Erase permanently'}
        </Button>
        <Button asChild variant="ghost">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

export default function OperatorDataRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, confirming, csrfToken, report, error } = loaderData;
  const query = (extra: Record<string, string> = {}) => `?${new URLSearchParams({ email, ...extra }).toString()}`;
  const total = report
    ? Object.entries(report.counts).reduce((sum, [key, count]) => sum + (key === 'suppressions' ? 0 : count), 0)
    : 0;

  return (
    <>
      <OperatorPageHeader
        title="Data requests"
        description="When someone asks what we hold about them, or asks us to delete it: find it by email address, send them the JSON export, erase it."
      />
      <Form
        method="get"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <label htmlFor="data-request-email" className="text-sm font-medium">
            Email address
          </label>
          <Input
            id="data-request-email"
            name="email"
            type="email"
            required
            defaultValue={email}
            placeholder="name@example.com"
            autoComplete="off"
          />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Find
        </Button>
      </Form>

      <ErasureOutcome result={actionData} />

      {error ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
          {error}
        </p>
      ) : null}

      {report ? (
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold break-all">
              {total === 0 ? 'Nothing stored about ' : 'Stored about '}
              {report.email}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={`/api/operator/data-requests/export${query()}`} download>
                  <DownloadIcon aria-hidden="true" />
                  Download JSON
                </a>
              </Button>
              {!confirming && !actionData?.ok ? (
                <Button asChild variant="destructive">
                  <Link to={query({ confirm: 'erase' })}>
                    <Trash2Icon aria-hidden="true" />
                    Erase…
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
          <Counts counts={report.counts} />

          {confirming && !actionData?.ok ? (
            <EraseConfirmation email={report.email} csrfToken={csrfToken} cancelTo={query()} />
          ) : null}

          <Report report={report} />
        </div>
      ) : null}
    </>
  );
}
