import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { SiteLayout } from './site-layout.tsx';

/** The narrow centred column of a one-message page: what an emailed link does, and how it went. */
export function MessagePage({ children }: { children: ReactNode }) {
  return (
    <SiteLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
        {children}
      </section>
    </SiteLayout>
  );
}

/** The one button of such a page: a POST to `action`, disabled and saying `pendingLabel` while it is sent. */
export function MessagePageButton({
  action,
  label,
  pendingLabel,
}: {
  action: string;
  label: string;
  pendingLabel: string;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <Form method="post" action={action} className="mt-6">
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? pendingLabel : label}
      </Button>
    </Form>
  );
}
