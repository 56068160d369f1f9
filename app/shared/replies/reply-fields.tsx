import type { ReactNode } from 'react';
import { useId } from 'react';
import { Textarea } from '#app/components/ui/textarea.tsx';

const encoder = new TextEncoder();
const formatNumber = (n: number) => n.toLocaleString('en-US');

/**
 * A reply's text box with the live count of UTF-8 bytes against Google's limit (what Google counts: accented letters
 * and emoji take two to four bytes each). "Review and post" and the inbox share it.
 */
export function ReplyTextField({
  label,
  value,
  onChange,
  maxBytes,
  rows,
  labelClassName,
  hint,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxBytes: number;
  rows: number;
  labelClassName: string;
  /** A sentence between the label and the box. */
  hint?: ReactNode;
  /** What an empty box says (the inbox: while our suggestion is being written). */
  placeholder?: string;
}) {
  const ids = { text: useId(), count: useId() };
  const bytes = encoder.encode(value).length;
  const over = bytes > maxBytes;
  return (
    <>
      <label htmlFor={ids.text} className={labelClassName}>
        {label}
      </label>
      {hint}
      <Textarea
        id={ids.text}
        name="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        placeholder={placeholder}
        className="mt-2"
        aria-describedby={ids.count}
        aria-invalid={over || undefined}
      />
      <p
        id={ids.count}
        className={`mt-2 text-sm ${over ? 'font-semibold text-destructive' : 'text-muted-foreground'}`}
        data-testid="byte-count"
      >
        {formatNumber(bytes)} of {formatNumber(maxBytes)} bytes
        {over ? `: ${formatNumber(bytes - maxBytes)} too many for Google` : ''}
      </p>
    </>
  );
}

/** A confirmation the owner ticks before posting (an escalated review, a reply already on Google). */
export function ConfirmCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="mt-4 flex items-start gap-3">
      <input id={id} type="checkbox" name={name} value="yes" className="mt-1 size-5 shrink-0 accent-primary" />
      <label htmlFor={id} className="text-sm leading-6">
        {children}
      </label>
    </div>
  );
}
