import { SparklesIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { closingCta } from '#app/content/landing/closing-cta.ts';
import { useSiteNavigation } from '#app/lib/scroll.ts';
import { HoneypotField } from '#app/shared/leads/honeypot-field.tsx';
import { submitLead } from '#app/shared/leads/lead-submission.ts';

/**
 * Closing call to action and the free-trial call to action: POST /api/leads type free-trial, with the trial
 * toasts. A restaurant name lets the server enrol the blitz.
 */
export function ClosingCtaSection({ renderedAt }: { renderedAt: number }) {
  const { scrollToPlaybookForm } = useSiteNavigation();
  return (
    <section
      aria-labelledby="closing-heading"
      className="relative isolate overflow-hidden bg-primary py-20 text-primary-foreground md:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_80%_at_100%_0%,var(--color-forest-700),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <h2 id="closing-heading" className="text-4xl font-semibold md:text-5xl">
            {closingCta.heading}
          </h2>
          <p className="mt-6 max-w-xl text-lg leading-8 text-primary-foreground/85">{closingCta.body}</p>
          <Button type="button" variant="amber" size="lg" className="mt-8" onClick={scrollToPlaybookForm}>
            <SparklesIcon aria-hidden="true" />
            {closingCta.primaryLabel}
          </Button>
        </div>
        <FreeTrialForm renderedAt={renderedAt} />
      </div>
    </section>
  );
}

/** The free-trial request: the fields, and the submit that sends them and toasts the outcome. */
function useFreeTrialRequest(renderedAt: number) {
  const [email, setEmail] = useState('');
  const [restaurantName, setRestaurantName] = useState('');
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (email.trim() === '') {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const restaurant = restaurantName.trim();
      await submitLead(
        '/api/leads',
        {
          type: 'free-trial',
          plan: 'Starter',
          email: email.trim(),
          ...(restaurant ? { restaurantName: restaurant } : {}),
        },
        { website, renderedAt },
      );
      toast(closingCta.trial.successToast);
      setEmail('');
      setRestaurantName('');
      setWebsite('');
    } catch (error) {
      console.warn('Free-trial request failed', error);
      toast({ variant: 'destructive', ...closingCta.trial.failureToast });
    } finally {
      setPending(false);
    }
  }

  return { email, setEmail, restaurantName, setRestaurantName, website, setWebsite, pending, emailRef, onSubmit };
}

function FreeTrialForm({ renderedAt }: { renderedAt: number }) {
  const trial = closingCta.trial;
  const { email, setEmail, restaurantName, setRestaurantName, website, setWebsite, pending, emailRef, onSubmit } =
    useFreeTrialRequest(renderedAt);
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="trial-heading"
      className="relative rounded-2xl bg-card p-6 text-card-foreground shadow-xl sm:p-8"
    >
      <h3 id="trial-heading" className="text-2xl font-semibold text-foreground">
        {trial.heading}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{trial.body}</p>
      <div className="mt-6 grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="trial-email">{trial.emailLabel}</Label>
          <Input
            ref={emailRef}
            id="trial-email"
            type="email"
            autoComplete="email"
            aria-required="true"
            placeholder={trial.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            size="lg"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="trial-restaurant">{trial.restaurantLabel}</Label>
          <Input
            id="trial-restaurant"
            autoComplete="organization"
            value={restaurantName}
            onChange={(event) => setRestaurantName(event.target.value)}
            size="lg"
          />
        </div>
      </div>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={pending}>
        {pending ? trial.pendingLabel : trial.submitLabel}
      </Button>
    </form>
  );
}
