import { CircleCheckIcon, TriangleAlertIcon, UnplugIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MessagePage } from '#app/components/layout/message-page.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { connectCopy, connectProblemCopy } from '#app/content/google-connect.ts';
import type { ConnectProblemPage } from '#contracts/google-connect.ts';

/** The narrow centred column every connect page uses, with an icon for its outcome. */
export function ConnectPageShell({ tone, children }: { tone: 'success' | 'problem' | 'neutral'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheckIcon : tone === 'problem' ? TriangleAlertIcon : UnplugIcon;
  return (
    <MessagePage>
      <Icon aria-hidden className={tone === 'problem' ? 'size-10 text-destructive' : 'size-10 text-primary'} />
      {children}
    </MessagePage>
  );
}

/** One sentence per way the flow can stop, and "Try again" when the server says it is safe to offer. */
export function ConnectProblemView({ page }: { page: ConnectProblemPage }) {
  const copy = connectProblemCopy[page.problem];
  return (
    <ConnectPageShell tone={page.problem === 'denied' ? 'neutral' : 'problem'}>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{copy.heading}</h1>
      <p className="mt-3 text-muted-foreground">{copy.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {page.retryPath ? (
          <Button asChild size="lg">
            <a href={page.retryPath}>{connectCopy.retry}</a>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="ghost">
          <a href="/">{connectCopy.home}</a>
        </Button>
      </div>
    </ConnectPageShell>
  );
}
