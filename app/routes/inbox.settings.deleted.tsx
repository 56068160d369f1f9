import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SiteLayout } from '#app/components/layout/site-layout.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ownerSettingsCopy } from '#app/content/owner-settings.ts';
import { site } from '#app/content/site.ts';
import { ERASED_COUNT_KEYS, erasedInWords, type ErasedCounts } from '#contracts/owner-settings-constants.ts';
import type { Route } from './+types/inbox.settings.deleted';

const copy = ownerSettingsCopy.deleted;

export function meta(): Route.MetaDescriptors {
  return [{ title: `${copy.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** After "Delete my data": what was removed, from the counts in the query (nothing personal is in them). */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const counts = Object.fromEntries(
    ERASED_COUNT_KEYS.map((key) => {
      const value = Number.parseInt(query.get(key) ?? '0', 10);
      return [key, Number.isFinite(value) && value > 0 ? Math.min(value, 100_000) : 0];
    }),
  ) as ErasedCounts;
  return {
    lines: erasedInWords(counts),
    cancelPending: counts.stripeCancelPending,
    scrubPending: counts.stripeScrubPending > 0,
    billing: counts.subscriptions > 0,
  };
}

/** What Stripe has not confirmed yet: said apart from what was removed, with what happens next. */
function StripePending({ cancelPending, scrubPending }: { cancelPending: number; scrubPending: boolean }) {
  if (cancelPending === 0 && !scrubPending) return null;
  return (
    <div role="status" className="mt-6 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      {cancelPending > 0 ? (
        <>
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlertIcon aria-hidden="true" className="size-4 shrink-0 text-destructive" />
            {copy.cancelPendingHeading}
          </p>
          <p className="mt-1">{copy.cancelPending(cancelPending, site.contact.email)}</p>
        </>
      ) : (
        <p>{copy.scrubPending(site.contact.email)}</p>
      )}
    </div>
  );
}

export default function SettingsDeleted({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout>
      <section className="mx-auto w-full max-w-xl px-4 py-16 sm:py-24">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.title}</h1>
        {loaderData.lines.length > 0 ? (
          <>
            <p className="mt-3 text-muted-foreground">{copy.body}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {loaderData.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-3 text-muted-foreground">{copy.nothing}</p>
        )}
        <StripePending cancelPending={loaderData.cancelPending} scrubPending={loaderData.scrubPending} />
        <p className="mt-4 text-sm text-muted-foreground">{copy.kept}</p>
        {loaderData.billing && loaderData.cancelPending === 0 && !loaderData.scrubPending ? (
          <p className="mt-2 text-sm text-muted-foreground">{copy.stripeKept}</p>
        ) : null}
        <Button asChild className="mt-6" variant="outline">
          <Link to="/">{copy.home}</Link>
        </Button>
      </section>
    </SiteLayout>
  );
}
