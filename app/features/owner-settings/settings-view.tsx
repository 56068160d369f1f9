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

/** A setting that is on or off: what it does now, one button to switch it, and the action's message. */
function OnOffSection({
  id,
  intent,
  text,
  on,
  result,
}: {
  id: string;
  intent: 'alerts' | 'reports';
  text: { heading: string; on: string; off: string; turnOff: string; turnOn: string };
  on: boolean;
  result: SettingsActionResult | undefined;
}) {
  return (
    <SettingsSection id={id} heading={text.heading}>
      <p className="text-muted-foreground">{on ? text.on : text.off}</p>
      <OneButtonForm intent={intent} fields={{ on: on ? 'false' : 'true' }} label={on ? text.turnOff : text.turnOn} />
      <SectionMessage result={result} intent={intent} />
    </SettingsSection>
  );
}

function SwitchSections({ page, result }: { page: OwnerSettingsPage; result: SettingsActionResult | undefined }) {
  const paused = page.plan === 'paused' || page.plan === 'blitz-paused';
  return (
    <>
      <OnOffSection id="alerts" intent="alerts" text={copy.alerts} on={page.alertsOn} result={result} />
      <OnOffSection id="reports" intent="reports" text={copy.reports} on={page.monthlyReportsOn} result={result} />
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
