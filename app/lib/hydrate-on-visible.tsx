import { Suspense, use, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/**
 * Sections whose code the browser downloads only when they are about to be seen, so the landing page's first
 * download stays small. The server renders them in full, so the HTML, the layout and what a reader or crawler gets
 * are unchanged; in the browser each one stays server HTML, readable and laid out, until it comes within {@link VISIBILITY_MARGIN}
 * of the viewport or the visitor points at, focuses or clicks inside it; then its module loads and React hydrates
 * that section alone.
 *
 * React drops an event aimed at a section it has not hydrated yet (it stops the event's propagation), so a click
 * inside a waiting section is held here instead: cancelled, its section loaded at once, and the click dispatched
 * again on the same element as soon as the section is live. Text typed into a field before then stays on screen
 * (React keeps it while hydrating but never reports it to the component's state), so each keystroke's value is held
 * too; clicks and keystrokes are replayed to React in the order the visitor made them. A visitor loses neither a
 * click nor a keystroke.
 *
 * On a client-side navigation to the page there is no server HTML to keep; the route preloads every section
 * ({@link DeferredSection.preload} from its clientLoader) so the page renders whole, at once.
 */

const VISIBILITY_MARGIN = '300px 0px';
const DEFERRED_SECTION_ATTRIBUTE = 'data-deferred-section';
/** Present once the section is hydrated (end-to-end tests wait for it before typing into a section's fields). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

export type DeferredSection<P extends object> = ComponentType<P> & {
  /** Downloads the section's code now; resolves when it can render synchronously. */
  preload: () => Promise<void>;
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A click, or a field's value after a keystroke, in the order the visitor made them. */
type HeldEvent = { click: MouseEvent } | { field: Field; value: string };

/** What a visitor did inside a section before it was live, and how to load that section at once. */
type Waiting = { loadNow: () => void; held: HeldEvent[] };

/** Every deferred section on the page, by name, until it is hydrated. */
const waiting = new Map<string, Waiting>();

/**
 * The waiting section an event happened in. A section counts as waiting until it has hydrated, so this also covers
 * the moments before React has hydrated the page at all.
 */
function waitingSectionOf(event: Event): Waiting | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  const wrapper = target.closest(`[${DEFERRED_SECTION_ATTRIBUTE}]`);
  if (!wrapper) return undefined;
  return waiting.get(wrapper.getAttribute(DEFERRED_SECTION_ATTRIBUTE) ?? '');
}

/**
 * Capture listeners on window run before React's (on the root), so a held click never reaches React. Installed when
 * this module loads, i.e. before the page hydrates.
 */
function listenForEarlyInteraction() {
  const loadOnIntent = (event: Event) => waitingSectionOf(event)?.loadNow();
  window.addEventListener('pointerdown', loadOnIntent, { capture: true, passive: true });
  window.addEventListener('focusin', loadOnIntent, { capture: true });
  window.addEventListener(
    'input',
    (event) => {
      const section = waitingSectionOf(event);
      const field = event.target;
      if (!section || !(field instanceof Element) || !isTextField(field)) return;
      section.held.push({ field, value: field.value });
      section.loadNow();
    },
    { capture: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      const section = waitingSectionOf(event);
      if (!section) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      section.held.push({ click: event });
      section.loadNow();
    },
    { capture: true },
  );
}

if (!import.meta.env.SSR && typeof window !== 'undefined') listenForEarlyInteraction();

function replayClick(click: MouseEvent) {
  const target = click.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      detail: click.detail,
      clientX: click.clientX,
      clientY: click.clientY,
      screenX: click.screenX,
      screenY: click.screenY,
      button: click.button,
      buttons: click.buttons,
      altKey: click.altKey,
      ctrlKey: click.ctrlKey,
      metaKey: click.metaKey,
      shiftKey: click.shiftKey,
    }),
  );
}

function isTextField(element: Element): element is Field {
  if (element instanceof HTMLInputElement) return element.type !== 'checkbox' && element.type !== 'radio'; // clicks
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Sets a field's value so that React sees a change and calls its onChange. React's value tracker (an own `value`
 * property it puts on each controlled input and textarea) remembers the value React last saw; `reset` goes through
 * it (React and the screen agree on the state's value), `value` through the element's own setter, which the tracker
 * does not see.
 */
function type(field: Field, reset: string, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = reset;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays what the visitor did before the section was live, in order. Each field first goes back to the value
 * React rendered (its defaultValue), so a held click acts on the form as it was when the visitor clicked.
 */
function replayHeld(held: HeldEvent[]) {
  const rendered = new Map<Field, string>();
  for (const event of held) {
    if ('field' in event && !rendered.has(event.field)) rendered.set(event.field, initialValue(event.field));
  }
  for (const [field, value] of rendered) {
    if (field.isConnected && !(field instanceof HTMLSelectElement)) field.value = value;
  }
  for (const event of held) {
    if ('click' in event) replayClick(event.click);
    else if (event.field.isConnected) type(event.field, rendered.get(event.field) ?? '', event.value);
  }
}

function initialValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
}

/** Resolves when the server-rendered section is near the viewport, or when `now` is called. */
function nearViewport(wrapper: Element): { ready: Promise<void>; now: () => void } {
  let now = () => {};
  const ready = new Promise<void>((resolve) => {
    const section = wrapper.firstElementChild;
    if (!section || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: VISIBILITY_MARGIN },
    );
    observer.observe(section);
    now = () => {
      observer.disconnect();
      resolve();
    };
  });
  return { ready, now: () => now() };
}

/** Runs `onCommit` once its Suspense boundary has committed, i.e. the section beside it is hydrated. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A section component that hydrates when seen. `name` marks its wrapper in the HTML (unique per page); `load`
 * imports the real component, e.g. `() => import('./faq-section.tsx').then((m) => m.FaqSection)`.
 */
export function hydrateOnVisible<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): DeferredSection<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  /** Set when the visitor needs the section before it was seen (a click, focus or typing in it). */
  let wanted = false;
  let stopWaiting: (() => void) | undefined;

  /** Loads now, also when the section was waiting to be seen (a client-side navigation back to the page). */
  const preload = () => {
    stopWaiting?.();
    return (loading ??= load().then((component) => {
      Loaded = component;
    }));
  };

  if (!import.meta.env.SSR) {
    waiting.set(name, {
      loadNow: () => {
        wanted = true;
        if (stopWaiting) stopWaiting();
        else if (loading === undefined && !document.querySelector(`[${DEFERRED_SECTION_ATTRIBUTE}="${name}"]`)) {
          void preload();
        }
      },
      held: [],
    });
  }

  /** The first call decides: while hydrating server HTML, wait for the section to be needed; otherwise load now. */
  function whenNeeded(): Promise<void> {
    if (loading) return loading;
    const wrapper = import.meta.env.SSR ? null : document.querySelector(`[${DEFERRED_SECTION_ATTRIBUTE}="${name}"]`);
    if (!wrapper || wanted) return preload();
    const visible = nearViewport(wrapper);
    stopWaiting = visible.now;
    loading = visible.ready
      .then(() => load())
      .then((component) => {
        Loaded = component;
      });
    return loading;
  }

  function Section(props: P): ReactNode {
    if (!Loaded) use(whenNeeded());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Deferred(props: P) {
    const wrapperRef = useRef<HTMLDivElement>(null);

    const onCommit = useRef(() => {
      // Set on the element, not through state: re-rendering the section now would reset fields typed into early.
      wrapperRef.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
      // Live from here on: the replayed events below, and every later one, go straight to React.
      const held = waiting.get(name)?.held ?? [];
      waiting.delete(name);
      if (held.length === 0) return;
      // After this effect: events dispatched from inside an effect are not flushed as a visitor's events are (a
      // controlled field would be written back to its old value). A microtask runs before any new event can.
      queueMicrotask(() => replayHeld(held));
    }).current;

    return (
      // display: contents: the wrapper adds no box, so the page's layout is exactly the section's. A section that
      // waits to be seen before it hydrates is below the first screen, so the browser may also skip rendering it
      // until it comes near (render-near-viewport, app.css).
      <div ref={wrapperRef} className="contents *:render-near-viewport" {...{ [DEFERRED_SECTION_ATTRIBUTE]: name }}>
        <Suspense>
          <Section {...props} />
          <Committed onCommit={onCommit} />
        </Suspense>
      </div>
    );
  }

  Deferred.displayName = `HydrateOnVisible(${name})`;
  return Object.assign(Deferred, { preload });
}
