import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button.tsx';
import { Label } from './label.tsx';
import { mergeSlotProps, Slot } from './slot.tsx';

describe('mergeSlotProps', () => {
  it("runs the child's handler, then the slot's, and returns the child's result", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps(
      { onClick: (value: string) => calls.push(`slot ${value}`) },
      {
        onClick: (value: string) => {
          calls.push(`child ${value}`);
          return 'child result';
        },
      },
    );
    expect((merged.onClick as (value: string) => unknown)('x')).toBe('child result');
    expect(calls).toEqual(['child x', 'slot x']);
  });

  it("keeps a handler set on one side only, also when the other side's is undefined", () => {
    const slotHandler = () => 'slot';
    const childHandler = () => 'child';
    expect(mergeSlotProps({ onClick: slotHandler }, { onClick: undefined }).onClick).toBe(slotHandler);
    expect(mergeSlotProps({}, { onClick: childHandler }).onClick).toBe(childHandler);
    expect(mergeSlotProps({ onFocus: slotHandler }, {}).onFocus).toBe(slotHandler);
  });

  it("joins classes, merges styles with the child's winning, and lets the child win any other prop", () => {
    const merged = mergeSlotProps(
      { className: 'slot', style: { color: 'red', margin: 1 }, title: 'slot', id: 'kept' },
      { className: 'child', style: { color: 'blue' }, title: 'child' },
    );
    expect(merged).toEqual({
      className: 'slot child',
      style: { color: 'blue', margin: 1 },
      title: 'child',
      id: 'kept',
    });
    expect(mergeSlotProps({ className: 'slot' }, { className: undefined }).className).toBe('slot');
  });
});

describe('Slot', () => {
  it('renders the child element with the merged props', () => {
    expect(
      renderToStaticMarkup(
        <Slot className="a" data-x="1">
          <a href="/go" className="b">
            Go
          </a>
        </Slot>,
      ),
    ).toBe('<a href="/go" class="a b" data-x="1">Go</a>');
  });

  it('needs exactly one element child', () => {
    expect(() => renderToStaticMarkup(<Slot>{['one', 'two']}</Slot>)).toThrow();
  });
});

describe('Button asChild and Label', () => {
  it('puts the button look on a link', () => {
    expect(
      renderToStaticMarkup(
        <Button asChild size="lg" variant="outline">
          <a href="/contact">Contact</a>
        </Button>,
      ),
    ).toBe(
      renderToStaticMarkup(
        <a href="/contact" data-slot="button" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          Contact
        </a>,
      ),
    );
  });

  it('renders a plain label for its field', () => {
    expect(renderToStaticMarkup(<Label htmlFor="email">Email</Label>)).toMatch(
      /^<label data-slot="label" class="[^"]+" for="email">Email<\/label>$/,
    );
  });

  it('stops a double click from selecting its text, but not on a field inside it', () => {
    const seen: number[] = [];
    const label = Label({ children: 'Name', onMouseDown: (event) => seen.push(event.detail) }) as {
      props: { onMouseDown: (event: unknown) => void };
    };
    const mouseDown = (detail: number, insideField: boolean) => {
      const event = {
        detail,
        defaultPrevented: false,
        target: { closest: () => (insideField ? {} : null) },
        preventDefault() {
          event.defaultPrevented = true;
        },
      };
      label.props.onMouseDown(event);
      return event.defaultPrevented;
    };
    expect(mouseDown(1, false)).toBe(false);
    expect(mouseDown(2, false)).toBe(true);
    expect(mouseDown(2, true)).toBe(false);
    // The caller's handler runs for presses on the label itself only.
    expect(seen).toEqual([1, 2]);
  });
});
