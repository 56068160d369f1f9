import {
  Children,
  cloneElement,
  useCallback,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type Props = Record<string, unknown>;

/**
 * Renders its one child element with the slot's props merged in ({@link mergeSlotProps}): what `asChild` needs, e.g.
 * a button's look on a link. Both refs get the element. Radix's Slot does the same and more; this is the part the
 * site uses, without loading Radix on pages that have no Radix component.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<Element> }) {
  const child = Children.only(children) as ReactElement<Props & { ref?: Ref<Element> }>;
  const childRef = child.props.ref;
  const bothRefs = useCallback<RefCallback<Element>>(
    (node) => {
      const refs = [ref, childRef];
      const cleanups = refs.map((each) => setRef(each, node));
      return () => refs.forEach((each, index) => (cleanups[index] ?? (() => setRef(each, null)))());
    },
    [ref, childRef],
  );
  const merged = mergeSlotProps(slotProps, child.props);
  merged.ref = ref && childRef ? bothRefs : (ref ?? childRef);
  return cloneElement(child, merged);
}

/**
 * The child's props over the slot's, except: event handlers set on both run the child's first, then the slot's;
 * classes join (the slot's first); styles merge, the child's winning.
 */
export function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name)) {
      merged[name] =
        typeof childValue === 'function' && typeof slotValue === 'function'
          ? (...args: unknown[]) => {
              const result: unknown = childValue(...args);
              slotValue(...args);
              return result;
            }
          : (childValue ?? slotValue);
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

/** Hands `node` to a ref; returns the cleanup a callback ref may give back (React 19). */
function setRef(ref: Ref<Element> | undefined, node: Element | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = node;
  return undefined;
}
