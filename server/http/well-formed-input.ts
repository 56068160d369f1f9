/**
 * Makes every string of a parsed request body storable, in place: lone UTF-16 surrogates (a JSON `"\ud800"`) become
 * U+FFFD and NUL characters are dropped. PostgreSQL can store neither (jsonb rejects the escapes, text cannot hold
 * them), so without this one such character turned a valid-looking request into a 500.
 * Iterative, so a deeply nested body cannot overflow the stack before validation rejects it.
 */
function storable(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed();
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', '') : wellFormed;
}

export function makeWellFormed<T>(value: T): T {
  if (typeof value === 'string') return storable(value) as T;
  if (value === null || typeof value !== 'object') return value;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      const item = current[key];
      if (typeof item === 'string') {
        const fixed = storable(item);
        if (fixed !== item) current[key] = fixed;
      } else if (item !== null && typeof item === 'object') {
        stack.push(item);
      }
      const fixedKey = storable(key);
      if (fixedKey !== key) {
        // Keys are rare carriers, but a stored JSON payload keeps them: rename to the storable key.
        current[fixedKey] = current[key];
        delete current[key];
      }
    }
  }
  return value;
}
