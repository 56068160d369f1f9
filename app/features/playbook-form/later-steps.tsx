import { CheckCircle2Icon, LoaderCircleIcon, RefreshCwIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { playbookFlow as copy } from '#app/content/playbook-flow.ts';
import type { SavedPlaybookDraft } from '#app/shared/playbook-flow/flow-storage.ts';
import { LazyFormatStep } from './step-loaders.ts';

/** Step 3: the playbook is being created; the visitor may pick another format meanwhile. */
export function CreatingStep(props: { madeByModel: boolean; name: string; onTryDifferentFormat: () => void }) {
  return (
    <div role="status" className="mt-6 flex flex-col items-center text-center">
      <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <LoaderCircleIcon className="size-9 animate-spin" aria-hidden="true" />
      </span>
      <h3 className="mt-4 font-display text-xl font-semibold text-foreground">
        {copy.creating.title(props.madeByModel)}
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-6 text-muted-foreground">{copy.creating.body(props.name)}</p>
      <Button type="button" variant="outline" className="mt-5" onClick={props.onTryDifferentFormat}>
        <RefreshCwIcon aria-hidden="true" />
        {copy.creating.tryDifferentFormat}
      </Button>
    </div>
  );
}

/** Step 4: the format picker for the saved playbook, loaded on demand. */
export function FormatStepPanel({ draft, onFailed }: { draft: SavedPlaybookDraft; onFailed: () => void }) {
  return (
    <div className="mt-6">
      <p className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
        <CheckCircle2Icon className="size-4 text-primary" aria-hidden="true" />
        {draft.profile.name}
      </p>
      <Suspense fallback={<StepLoading />}>
        <LazyFormatStep draft={draft} onFailed={onFailed} />
      </Suspense>
    </div>
  );
}

function StepLoading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
      {copy.card.loadingStep}
    </p>
  );
}
