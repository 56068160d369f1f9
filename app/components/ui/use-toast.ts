import * as React from 'react';
import type { ToastActionElement, ToastProps } from './toast.tsx';

// One toast at a time; a dismissed toast stays in the store this long before it is removed
// (Radix has already animated it out, so this only bounds memory).
export const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastInput = Omit<ToasterToast, 'id'>;

export type ToastState = { toasts: ToasterToast[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transition; `DISMISS_TOAST` only closes (open: false), `REMOVE_TOAST` drops from the list. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// A module-level store, so `toast()` works from anywhere (event handlers, mutations) without a hook.
let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId);
      dispatch({ type: 'REMOVE_TOAST', toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToastInput>) => void;
};

/** Shows a toast, replacing any toast on screen: `toast({ title, description, variant: 'destructive' })`. */
export function toast(props: ToastInput): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

function subscribe(listener: (state: ToastState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => memoryState;
const serverSnapshot: ToastState = { toasts: [] };
const getServerSnapshot = () => serverSnapshot;

export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
