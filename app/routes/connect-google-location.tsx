import { Form, data, redirect, useNavigation } from 'react-router';
import { statusOf } from '#contracts/error-constants.ts';
import { Button } from '#app/components/ui/button.tsx';
import { connectCopy } from '#app/content/google-connect.ts';
import { site } from '#app/content/site.ts';
import { ConnectPageShell } from '#app/features/google-connect/index.ts';
import type { Route } from './+types/connect-google-location';
import { readActionFields } from '#app/lib/action-form.server.ts';
import { failureData } from '#app/lib/route-errors.server.ts';
import { failure } from '#contracts/error-constants.ts';
import { locationFormSchema } from '#contracts/owner-forms.ts';
import { requireServices, tokenFrom } from '#app/lib/route-context.ts';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${connectCopy.choose.title} · ${site.brandName}` }, { name: 'robots', content: 'noindex' }];
}

/** GET: the locations the owner's Google account manages, to pick one. Shows only; choosing is the POST. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context, 'The location page');
  const token = tokenFrom(request);
  const page = await services.googleConnect.locationChoice(token, request.headers.get('cookie'));
  return data({ ...page, token }, { status: page.valid ? 200 : statusOf('BAD_REQUEST') });
}

const CHOOSE_LOCATION = 'Choose one of the listed locations.';

/** POST (same-origin only, server/http/security-headers.ts): connects the chosen location. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = requireServices(context, 'The location page');
  const form = await readActionFields(request, locationFormSchema);
  if (!form.success) return failureData(failure('INVALID_INPUT', CHOOSE_LOCATION, 'location'));
  const cookie = request.headers.get('cookie');
  const result = await services.googleConnect.chooseLocation(tokenFrom(request), form.data.location, cookie);
  if (result.ok) throw redirect(result.location);
  return failureData(result);
}

export default function ConnectGoogleLocation({ loaderData, actionData }: Route.ComponentProps) {
  const copy = connectCopy.choose;
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  if (!loaderData.valid) {
    return (
      <ConnectPageShell tone="problem">
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.expiredHeading}</h1>
        <p className="mt-3 text-muted-foreground">{copy.expiredBody}</p>
      </ConnectPageShell>
    );
  }
  const preselected = loaderData.locations.find((location) => location.matchesPlace)?.name;
  return (
    <ConnectPageShell tone="neutral">
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading(loaderData.restaurantName)}</h1>
      <p className="mt-3 text-muted-foreground">{copy.intro}</p>
      <Form
        method="post"
        action={`/connect/google/location?t=${encodeURIComponent(loaderData.token)}`}
        className="mt-6 w-full text-left"
      >
        <fieldset>
          <legend className="sr-only">{copy.legend}</legend>
          <ul className="space-y-3">
            {loaderData.locations.map((location, index) => (
              <li key={location.name}>
                <label
                  htmlFor={`location-${index}`}
                  className="flex cursor-pointer gap-3 rounded-lg border border-border bg-card p-4 has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40"
                >
                  <input
                    id={`location-${index}`}
                    type="radio"
                    name="location"
                    value={location.name}
                    defaultChecked={location.name === preselected}
                    required
                    className="mt-1 size-4 accent-primary"
                  />
                  <span>
                    <span className="block font-semibold text-foreground">{location.title}</span>
                    <span className="block text-sm text-muted-foreground">{location.address || copy.noAddress}</span>
                    {location.matchesPlace ? (
                      <span className="mt-1 block text-sm font-medium text-primary">{copy.matches}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {actionData?.message ? (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive">
            {actionData.message}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
      </Form>
    </ConnectPageShell>
  );
}
