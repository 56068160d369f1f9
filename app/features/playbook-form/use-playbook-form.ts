import { useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLastPlaybook, type PlaybookCardState } from '#app/shared/playbook-flow/flow-storage.ts';
import { formReducer, initialFormState, type FormAction, type FormState } from './form-machine.ts';
import type { FormRuntime } from './form-effects.ts';
import { progressPhase, PROGRESS_CREEP_MS, PROGRESS_TICK_MS } from './progress.ts';
import { loadFormatStep } from './step-loaders.ts';

/** Coming back from /thank-you with "Try a different format": step 4 with the last playbook's restaurant. */
function useRestoreLastPlaybook(dispatch: Dispatch<FormAction>) {
  const location = useLocation();
  const wantsFormat = (location.state as PlaybookCardState | null)?.tryDifferentFormat === true;
  useEffect(() => {
    if (!wantsFormat) return;
    const saved = readLastPlaybook();
    if (!saved) return;
    void loadFormatStep();
    dispatch({ type: 'lastPlaybookRestored', draft: saved });
  }, [wantsFormat, dispatch]);
}

/** The progress simulation: 600 ms ticks to 80, then +1 per 1.2 s to 99. */
function useProgressTimer(analysing: boolean, progress: number, dispatch: Dispatch<FormAction>) {
  const phase = progressPhase(progress);
  useEffect(() => {
    if (!analysing || phase === 'done') return;
    const timer = window.setInterval(
      () => dispatch({ type: 'progressTicked', phase, draw: Math.random() }),
      phase === 'rising' ? PROGRESS_TICK_MS : PROGRESS_CREEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [analysing, phase, dispatch]);
}

/** The card's step machine and the runtime its side effects use. */
export function usePlaybookForm(): { state: FormState; runtime: FormRuntime } {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const latest = useRef(state);
  const selection = useRef(0);
  const stepTimer = useRef<number | undefined>(undefined);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  useEffect(
    () => () => {
      window.clearTimeout(redirectTimer.current);
      window.clearTimeout(stepTimer.current);
    },
    [],
  );
  useRestoreLastPlaybook(dispatch);
  useProgressTimer(state.analysing, state.progress, dispatch);
  const runtime = useMemo(
    () => ({ dispatch, latest, selection, stepTimer, redirectTimer, navigate }),
    [dispatch, navigate],
  );
  return { state, runtime };
}
