import { DownloadIcon, FileCode2Icon, FileTextIcon, LoaderCircleIcon, MailIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { formatStep } from '#app/content/playbook-flow-steps.ts';
import { cn } from '#app/lib/cn.ts';
import { playbookDownloadName, playbookMimeType } from '#app/shared/playbook-flow/download-name.ts';
import type { SavedPlaybookDraft } from '#app/shared/playbook-flow/flow-storage.ts';
import { fetchPlaybookFile, generatePlaybook } from '#app/shared/playbook-flow/playbook-api.ts';
import type { PlaybookFormat } from '#contracts/playbooks.ts';
import { SendEmailDialog } from './send-email-dialog.tsx';

/** While a queued playbook is written, look for the file this often, for at most this long. */
const POLL_MS = 2_000;
const POLL_LIMIT_MS = 5 * 60_000;

type Playbook = { id: string; content: string | null; format: PlaybookFormat };

/** A queued playbook: poll its file until it is ready (the "waiting view until content"). */
function useQueuedPlaybook(playbook: Playbook | null, setPlaybook: Dispatch<SetStateAction<Playbook | null>>) {
  const copy = formatStep;
  useEffect(() => {
    if (!playbook || playbook.content !== null || playbook.id === '') return;
    const controller = new AbortController();
    const started = Date.now();
    let timer: number | undefined;
    const poll = async () => {
      try {
        const content = await fetchPlaybookFile(playbook.id, playbook.format, controller.signal);
        if (content) {
          setPlaybook((current) => (current && current.id === playbook.id ? { ...current, content } : current));
          if (playbook.format === 'text') toast(copy.textToast);
          return;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Waiting for the playbook failed', error);
      }
      if (Date.now() - started < POLL_LIMIT_MS) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), POLL_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [playbook, setPlaybook, copy]);
}

function download(content: string, format: PlaybookFormat, name: string) {
  const url = URL.createObjectURL(new Blob([content], { type: playbookMimeType(format) }));
  const link = document.createElement('a');
  link.href = url;
  link.download = playbookDownloadName(name, format);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Step 4: reached only through Try Different Format. Choose html or text, wait until the content is there,
 * then preview (sandboxed, no scripts), download and email it.
 */
export function FormatStep({ draft, onFailed }: { draft: SavedPlaybookDraft; onFailed: () => void }) {
  const copy = formatStep;
  const [choice, setChoice] = useState<PlaybookFormat>('html');
  const [playbook, setPlaybook] = useState<Playbook | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [playbook?.content]);
  useQueuedPlaybook(playbook, setPlaybook);

  async function create() {
    if (pending) return;
    setPending(true);
    setPlaybook({ id: '', content: null, format: choice });
    try {
      const answer = await generatePlaybook(draft, choice);
      if ('sopContent' in answer && answer.sopContent) {
        setPlaybook({ id: answer.sopId, content: answer.sopContent, format: answer.format });
        if (answer.format === 'text') toast(copy.textToast);
      } else if ('queued' in answer && answer.sopId) {
        setPlaybook({ id: answer.sopId, content: null, format: choice });
        toast(copy.queuedToast);
      } else {
        throw new Error('Nothing usable in the answer');
      }
    } catch (error) {
      console.warn('Generating the playbook failed', error);
      setPlaybook(null);
      onFailed();
    } finally {
      setPending(false);
    }
  }

  const tryAgain = () => setPlaybook(null);
  if (playbook === null) {
    return (
      <FormatChoice
        headingRef={headingRef}
        choice={choice}
        onChoose={setChoice}
        pending={pending}
        onCreate={() => void create()}
      />
    );
  }
  if (playbook.content === null) {
    return <WaitingView headingRef={headingRef} format={playbook.format} pending={pending} onTryAgain={tryAgain} />;
  }
  return (
    <ReadyView
      headingRef={headingRef}
      draft={draft}
      playbook={{ ...playbook, content: playbook.content }}
      onTryAgain={tryAgain}
    />
  );
}

type FormatChoiceProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  choice: PlaybookFormat;
  onChoose: (format: PlaybookFormat) => void;
  pending: boolean;
  onCreate: () => void;
};

function FormatChoice({ headingRef, choice, onChoose, pending, onCreate }: FormatChoiceProps) {
  const copy = formatStep;
  const id = useId();
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-foreground outline-none">
        {copy.heading}
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">{copy.intro}</p>
      <form
        className="mt-5 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onCreate();
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="sr-only">{copy.heading}</legend>
          {(['html', 'text'] as const).map((format) => {
            const option = copy[format];
            const Icon = format === 'html' ? FileCode2Icon : FileTextIcon;
            return (
              <label
                key={format}
                htmlFor={`${id}-${format}`}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  choice === format ? 'border-primary bg-secondary' : 'border-border bg-card hover:bg-muted',
                )}
              >
                <input
                  id={`${id}-${format}`}
                  type="radio"
                  name={`${id}-format`}
                  value={format}
                  checked={choice === format}
                  onChange={() => onChoose(format)}
                  className="mt-1 size-4 accent-[var(--color-primary)]"
                />
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-foreground">{option.label}</span>
                  <span className="block text-sm text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <Button type="submit" size="lg" disabled={pending}>
          {copy.generate}
        </Button>
      </form>
    </div>
  );
}

type WaitingViewProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  format: PlaybookFormat;
  pending: boolean;
  onTryAgain: () => void;
};

function WaitingView({ headingRef, format, pending, onTryAgain }: WaitingViewProps) {
  const copy = formatStep;
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <LoaderCircleIcon className="size-10 animate-spin text-primary" aria-hidden="true" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-display text-xl font-semibold text-foreground outline-none"
      >
        {copy.waiting(format === 'html' ? 'HTML' : 'text')}
      </h3>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{copy.waitingHint}</p>
      <Button type="button" variant="outline" className="mt-5" onClick={onTryAgain} disabled={pending}>
        <RefreshCwIcon aria-hidden="true" />
        {copy.tryDifferentFormat}
      </Button>
    </div>
  );
}

type ReadyViewProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  draft: SavedPlaybookDraft;
  playbook: Playbook & { content: string };
  onTryAgain: () => void;
};

/** The playbook is there: preview, download, email, or try another format. */
function ReadyView({ headingRef, draft, playbook, onTryAgain }: ReadyViewProps) {
  const copy = formatStep;
  const [emailOpen, setEmailOpen] = useState(false);
  const name = draft.profile.name;
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold text-foreground outline-none">
        {copy.ready}
      </h3>
      <PlaybookPreview title={copy.previewTitle(name)} content={playbook.content} format={playbook.format} />
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Button type="button" size="lg" onClick={() => download(playbook.content, playbook.format, name)}>
          <DownloadIcon aria-hidden="true" />
          {copy.download}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={() => setEmailOpen(true)}>
          <MailIcon aria-hidden="true" />
          {copy.email}
        </Button>
        <Button type="button" variant="ghost" className="sm:col-span-2" onClick={onTryAgain}>
          <RefreshCwIcon aria-hidden="true" />
          {copy.tryDifferentFormat}
        </Button>
      </div>
      <SendEmailDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        restaurantName={name}
        sopId={playbook.id}
        sopContent={playbook.content}
        defaultEmail={draft.profile.contactEmail}
      />
    </div>
  );
}

/**
 * The step-4 preview. An HTML playbook is the server's own script-free document, shown as it is in a sandboxed frame
 * with no permissions; a text playbook is text, which React escapes like any other.
 */
function PlaybookPreview({ title, content, format }: { title: string; content: string; format: Playbook['format'] }) {
  const box = 'mt-4 h-80 w-full rounded-xl border border-border';
  if (format === 'html') return <iframe title={title} sandbox="" srcDoc={content} className={`${box} bg-white`} />;
  return (
    <pre
      role="region"
      aria-label={title}
      tabIndex={0}
      className={`${box} max-w-full min-w-0 overflow-auto bg-[#fffdf8] p-4 font-mono text-xs leading-relaxed wrap-anywhere sm:p-6 sm:text-sm whitespace-pre-wrap text-[#1b2a21]`}
    >
      {content}
    </pre>
  );
}
