import { describe, expect, test } from 'vitest';
import { serializeError } from './logger.ts';

describe('serializeError', () => {
  test('keeps the error type and stack but drops a failed query’s bound parameters and any email address', () => {
    const error = new Error(
      'Failed query: insert into "lead_submissions" ("email", "payload") values ($1, $2)\nparams: jake@katz.example,{"message":"Our brisket…","phone":"646 555 0188"}',
    );
    error.stack = `${error.message}\n    at store (store-submission.ts:41:5)\ncaused by: error: invalid input for jake@katz.example`;
    const serialized = serializeError(error);
    expect(serialized.type).toBe('Error');
    expect(serialized.message).toContain('Failed query: insert into "lead_submissions"');
    expect(serialized.message).toContain('params: [redacted]');
    for (const text of [serialized.message, serialized.stack]) {
      expect(text).not.toContain('jake@katz.example');
      expect(text).not.toContain('brisket');
      expect(text).not.toContain('555 0188');
    }
    expect(serialized.stack).toContain('store-submission.ts:41:5');
  });
});
