import { describe, expect, it } from 'vitest';
import { previewDocument } from './preview-document.ts';

describe('previewDocument', () => {
  it('escapes text playbooks so nothing in them is markup', () => {
    const doc = previewDocument('<script>alert(1)</script> & "x"', 'text');
    expect(doc).not.toContain('<script>');
    expect(doc).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34;');
  });

  it('passes HTML playbooks through', () => {
    expect(previewDocument('<!doctype html><p>Hi</p>', 'html')).toBe('<!doctype html><p>Hi</p>');
  });
});
