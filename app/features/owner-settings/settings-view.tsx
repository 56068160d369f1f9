import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { ownerSettingsCopy } from '#app/content/owner-settings.ts';
import type { OwnerPlaceTab } from '#contracts/owner-places.ts';
import type { OwnerSettingsPage, SettingsActionResult } from '#contracts/owner-settings.ts';
import { PlaceTabs } from '#app/shared/owner-places/place-tabs.tsx';
import { AddressesSection, ClockSection, DataSection, SignatureSection } from './settings-forms.tsx';
import { OneButtonForm, SectionMessage, SettingsSection } from './settings-section.tsx';

const copy = ownerSettingsCopy;

function SwitchSections({ page, result }: { page: OwnerSettingsPage; result: SettingsActionResult | undefined }) {
  const paused = page.plan === 'paused' || page.plan === 'blitz-paused';
  return (
    <>
      <SettingsSection id="alerts" heading={copy.alerts.heading}>
        <p className="text-muted-foreground">{page.alertsOn ? copy.alerts.on : copy.alerts.off}</p>
        <OneButtonForm
          intent="alerts"
          fields={{ on: page.alertsOn ? 'false' : 'true' }}
          label={page.alertsOn ? copy.alerts.turnOff : copy.alerts.turnOn}
        />
        <SectionMessage result={result} intent="alerts" />
      </SettingsSection>
      <SettingsSection id="reports" heading={copy.reports.heading}>
        <p className="text-muted-foreground">{page.monthlyReportsOn ? copy.reports.on : copy.reports.off}</p>
        <OneButtonForm
          intent="reports"
          fields={{ on: page.monthlyReportsOn ? 'false' : 'true' }}
          label={page.monthlyReportsOn ? copy.reports.turnOff : copy.reports.turnOn}
        />
        <SectionMessage result={result} intent="reports" />
      </SettingsSection>
      <SettingsSection id="free-forever" heading={copy.freeForever.heading}>
        <p className="text-muted-foreground">{copy.freeForever[page.plan]}</p>
        {page.plan === 'ended' ? null : (
          <OneButtonForm
            intent="free-forever"
            fields={{ on: paused ? 'true' : 'false' }}
            label={paused ? copy.freeForever.resume : copy.freeForever.pause}
          />
        )}
        <SectionMessage result={result} intent="free-forever" />
      </SettingsSection>
    </>
  );
}

function GoogleSection({ google }: { google: OwnerSettingsPage['google'] }) {
  let words: string = copy.google.unavailable;
  const links: { href: string; label: string; primary: boolean }[] = [];
  if (google.state === 'connected') {
    words = copy.google.connected(google.locationTitle);
    links.push({ href: google.disconnectPath, label: copy.google.disconnect, primary: false });
  } else if (google.state === 'broken') {
    words = copy.google.broken;
    links.push({ href: google.connectPath, label: copy.google.reconnect, primary: true });
    links.push({ href: google.disconnectPath, label: copy.google.disconnect, primary: false });
  } else if (google.state === 'not-connected') {
    words = google.connectPath ? copy.google.notConnected : copy.google.cannotConnect;
    if (google.connectPath) links.push({ href: google.connectPath, label: copy.google.connect, primary: true });
  }
  return (
    <SettingsSection id="google" heading={copy.google.heading}>
      <p className="text-muted-foreground">{words}</p>
      {links.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {links.map((link) => (
            <Button key={link.label} asChild size="sm" variant={link.primary ? 'default' : 'outline'}>
              <a href={link.href}>{link.label}</a>
            </Button>
          ))}
        </div>
      ) : null}
    </SettingsSection>
  );
}

/** The signed-in owner's settings of one restaurant (tabs for the others): each section its own form and answer. */
export function SettingsView({
  page,
  places,
  result,
}: {
  page: OwnerSettingsPage;
  places: readonly OwnerPlaceTab[];
  result: SettingsActionResult | undefined;
}) {
  useEffect(() => {
    if (result) {
      toast({
        ...(result.ok ? {} : { variant: 'destructive' as const }),
        title: result.ok ? copy.saved : copy.notSaved,
        description: result.message,
      });
    }
  }, [result]);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <Link
        to="/account"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {copy.backToAccount}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{copy.title}</h1>
      <p className="mt-1 text-muted-foreground">{copy.intro(page.restaurantName)}</p>
      <PlaceTabs
        label={copy.placesLabel}
        restaurants={places}
        current={page.placeId}
        hrefFor={(placeId) => `/inbox/settings?place=${encodeURIComponent(placeId)}`}
      />
      <div className="mt-8 space-y-5">
        <ClockSection page={page} result={result} />
        <SignatureSection page={page} result={result} />
        <AddressesSection page={page} result={result} />
        <SwitchSections page={page} result={result} />
        <GoogleSection google={page.google} />
        <DataSection page={page} result={result} />
      </div>
    </section>
  );
}
