import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from './rotation.ts';

type AutoRotation = {
  index: number;
  /** True when slides are not advancing by choice or by preference: the pause/play button's state. */
  paused: boolean;
  goTo: (index: number) => void;
  togglePaused: () => void;
  /** Spread on the carousel container (see useAutoRotation). */
  containerProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (event: React.FocusEvent<HTMLElement>) => void;
  };
};

export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * Auto-advancing slides following the WAI-ARIA carousel pattern and WCAG 2.2.2: a pause/play control; rotation
 * holds while the pointer is over the carousel; keyboard focus entering it (other than on the control) stops it
 * until the visitor presses play; prefers-reduced-motion starts it paused. It runs only while `activeMedia`
 * matches (the showcase is desktop-only) and starts after hydration, so server and client agree on slide 1.
 */
export function useAutoRotation(count: number, intervalMs: number, activeMedia: string): AutoRotation {
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'paused' | 'playing' | null>(null);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const shown = useMediaQuery(activeMedia);
  const paused = choice === null ? reducedMotion : choice === 'paused';
  const rotating = shown && !paused && !hovered && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs, index]);

  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count]);
  const togglePaused = useCallback(() => setChoice(paused ? 'playing' : 'paused'), [paused]);

  return {
    index,
    paused,
    goTo,
    togglePaused,
    containerProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => {
        if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute(ROTATION_CONTROL_ATTRIBUTE)) {
          setChoice('paused');
        }
      },
    },
  };
}
