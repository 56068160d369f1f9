import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToasterToast } from './use-toast.ts';

const t = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, open: true, title: id, ...extra });

describe('toastReducer', () => {
  it('keeps one toast at a time, the newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('2') });
    expect(state.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('updates only the named toast', () => {
    const state = toastReducer({ toasts: [t('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Sent' } });
    expect(state.toasts[0]?.title).toBe('Sent');
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '9', title: 'x' } })).toEqual(state);
  });

  it('dismiss closes without removing; remove drops it', () => {
    const dismissed = toastReducer({ toasts: [t('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(dismissed.toasts).toHaveLength(1);
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
  });

  it('dismiss and remove without an id apply to every toast', () => {
    const state = { toasts: [t('1'), t('2')] };
    expect(toastReducer(state, { type: 'DISMISS_TOAST' }).toasts.every((x) => x.open === false)).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});
