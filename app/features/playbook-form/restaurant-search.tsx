import { LoaderCircleIcon, MapPinIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { playbookFlow } from '#app/content/playbook-flow.ts';
import { cn } from '#app/lib/cn.ts';
import type { Prediction } from '#contracts/places.ts';
import { fetchPredictions } from './search-api.ts';

/** Suggestions after ≥ 2 characters and a 300 ms pause; the list closes 150 ms after blur. */
const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_BLUR_CLOSE_MS = 150;

function newSessionToken(): string {
  return crypto.randomUUID();
}

type RestaurantSearchProps = {
  /** Called with the chosen suggestion and the search's session token (passed on to the details call). */
  onSelect: (prediction: Prediction, sessionToken: string) => void;
  /** Typing again after a choice drops it. */
  onClear: () => void;
  hasSelection: boolean;
  disabled?: boolean;
};

/** The suggestions for what the visitor typed (not for a chosen place's name), debounced, with what to announce. */
function useSuggestions(query: string, typedRef: RefObject<boolean>, sessionToken: RefObject<string | null>) {
  const copy = playbookFlow.search;
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!typedRef.current) return;
    const input = query.trim();
    if (input.length < SEARCH_MIN_CHARS) {
      setPredictions([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      sessionToken.current ??= newSessionToken();
      setLoading(true);
      fetchPredictions(input, sessionToken.current, controller.signal)
        .then((found) => {
          setPredictions(found);
          setActiveIndex(-1);
          setOpen(true);
          setAnnouncement(found.length === 0 ? copy.noResults : copy.resultsCount(found.length));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Autocomplete failures are logged only; the list stays empty.
          console.warn('Restaurant search failed', error);
          setPredictions([]);
          setOpen(false);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, copy, typedRef, sessionToken]);

  return {
    predictions,
    setPredictions,
    open,
    setOpen,
    loading,
    activeIndex,
    setActiveIndex,
    announcement,
    setAnnouncement,
  };
}

type Suggestions = ReturnType<typeof useSuggestions>;

/** The combobox keys: arrows move through the suggestions (wrapping), Enter chooses, Escape closes. */
function handleComboboxKey(
  event: React.KeyboardEvent<HTMLInputElement>,
  suggestions: Suggestions,
  choose: (prediction: Prediction) => void,
) {
  const { predictions, open, activeIndex, setOpen, setActiveIndex } = suggestions;
  const count = predictions.length;
  switch (event.key) {
    case 'ArrowDown':
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (index + 1) % count);
      break;
    case 'ArrowUp':
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
      break;
    case 'Enter': {
      const prediction = open ? predictions[activeIndex] : undefined;
      if (prediction) {
        event.preventDefault();
        choose(prediction);
      }
      break;
    }
    case 'Escape':
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      }
      break;
  }
}

/**
 * The search's state and the input's handlers: what was typed, the suggestions, and the choice (which ends the Places
 * session: the next search starts a new one).
 */
function useRestaurantSearch({ onSelect, onClear, hasSelection }: RestaurantSearchProps) {
  const copy = playbookFlow.search;
  const [query, setQuery] = useState('');
  const sessionToken = useRef<string | null>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const selectedRef = useRef(false);
  const typedRef = useRef(false);
  const suggestions = useSuggestions(query, typedRef, sessionToken);
  const { predictions, setOpen, setActiveIndex } = suggestions;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function choose(prediction: Prediction) {
    const token = sessionToken.current ?? newSessionToken();
    // The next search is a new session.
    sessionToken.current = null;
    selectedRef.current = true;
    typedRef.current = false;
    setQuery(prediction.structured_formatting.main_text || prediction.description);
    setOpen(false);
    suggestions.setPredictions([]);
    setActiveIndex(-1);
    suggestions.setAnnouncement(copy.selected(prediction.structured_formatting.main_text || prediction.description));
    onSelect(prediction, token);
  }

  const inputHandlers = {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      typedRef.current = true;
      selectedRef.current = false;
      setQuery(event.target.value);
      if (hasSelection) onClear();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => handleComboboxKey(event, suggestions, choose),
    onFocus: () => {
      window.clearTimeout(blurTimer.current);
      if (!selectedRef.current && predictions.length > 0) setOpen(true);
    },
    onBlur: () => {
      // Closes 150 ms after blur (time for a pointer choice to land), unless a place was chosen.
      blurTimer.current = window.setTimeout(() => {
        if (!selectedRef.current) setOpen(false);
      }, SEARCH_BLUR_CLOSE_MS);
    },
  };

  return { query, suggestions, choose, inputHandlers };
}

/**
 * Step 1's restaurant search: the WAI-ARIA combobox pattern (an input with role combobox controlling a listbox of
 * options; arrow keys move, Enter chooses, Escape closes). One Places session token per search (Google bills the
 * autocomplete keystrokes and the details call that ends them as one session).
 */
export function RestaurantSearch(props: RestaurantSearchProps) {
  const copy = playbookFlow.search;
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const { query, suggestions, choose, inputHandlers } = useRestaurantSearch(props);
  const { predictions, open, activeIndex, setActiveIndex } = suggestions;

  const expanded = open && query.trim().length >= SEARCH_MIN_CHARS;
  const activeId = expanded && activeIndex >= 0 ? `${baseId}-option-${activeIndex}` : undefined;

  return (
    <div className="relative">
      <Label htmlFor={inputId} variant="strong">
        {copy.label}
      </Label>
      <div className="relative mt-2">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          role="combobox"
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          disabled={props.disabled}
          value={query}
          placeholder={copy.placeholder}
          size="xl"
          className="pr-10 pl-11"
          {...inputHandlers}
        />
        {suggestions.loading && (
          <LoaderCircleIcon
            className="absolute top-1/2 right-3.5 size-5 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-hidden="true"
          />
        )}
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted-foreground">
        {copy.hint}
      </p>
      <SuggestionList
        baseId={baseId}
        listboxId={listboxId}
        hidden={!expanded}
        predictions={predictions}
        activeIndex={activeIndex}
        onHover={setActiveIndex}
        onChoose={choose}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {suggestions.announcement}
      </p>
    </div>
  );
}

type SuggestionListProps = {
  baseId: string;
  listboxId: string;
  hidden: boolean;
  predictions: Prediction[];
  activeIndex: number;
  onHover: (index: number) => void;
  onChoose: (prediction: Prediction) => void;
};

/** The listbox: a press does not blur the input, so the choice lands before the list closes. */
function SuggestionList({
  baseId,
  listboxId,
  hidden,
  predictions,
  activeIndex,
  onHover,
  onChoose,
}: SuggestionListProps) {
  const copy = playbookFlow.search;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={copy.label}
      hidden={hidden}
      className="absolute inset-x-0 top-[4.75rem] z-30 max-h-80 overflow-y-auto rounded-xl border border-border bg-popover p-1.5 shadow-xl"
    >
      {predictions.map((prediction, index) => (
        <li
          key={prediction.place_id}
          id={`${baseId}-option-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 text-sm',
            index === activeIndex ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-muted',
          )}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(prediction)}
        >
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-semibold">{prediction.structured_formatting.main_text}</span>
            <span className="block truncate text-muted-foreground">
              {prediction.structured_formatting.secondary_text}
            </span>
          </span>
        </li>
      ))}
      {predictions.length === 0 && (
        <li
          role="option"
          aria-selected={false}
          aria-disabled="true"
          className="px-3 py-2.5 text-sm text-muted-foreground"
        >
          {copy.noResults}
        </li>
      )}
    </ul>
  );
}
