import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StripModulePreloads } from './module-preload-filter.server.ts';

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n"/><style>p{}</style></head>';
const BODY =
  '<body><main><h1>Hello</h1></main><script nonce="n">window.__ctx={}</script>' +
  '<script nonce="n" type="module" async="">import "/assets/entry.client-A.js";</script>' +
  '<div hidden id="S:0"><p>later</p></div></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>p{}</style></head>' +
  '<body><main><h1>Hello</h1></main><script nonce="n">window.__ctx={}</script>' +
  '<script nonce="n" type="module" async="">import "/assets/entry.client-A.js";</script>' +
  '<div hidden id="S:0"><p>later</p></div></body></html>';

function run(chunks: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(chunks).pipe(new StripModulePreloads()));
}

describe('StripModulePreloads', () => {
  it('drops the module preloads React hoisted into the head', async () => {
    expect(await run([HEAD + BODY])).toBe(EXPECTED);
  });

  it('gives the same document however the stream is cut, inside tags and multi-byte characters included', async () => {
    const whole = Buffer.from(HEAD + BODY.replace('Hello', 'Café 東京'), 'utf8');
    const expected = EXPECTED.replace('Hello', 'Café 東京');
    for (const size of [1, 2, 3, 7, 16, 50, 333]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.subarray(at, at + size));
      expect(await run(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it('leaves a page without a module script intact, less its preloads', async () => {
    const page = HEAD + '<body><p>static</p></body></html>';
    expect(await run([page])).toBe(page.replace(/<link rel="modulepreload"[^>]*>/g, ''));
  });

  it('passes everything after the module script through untouched', async () => {
    const after = '<link rel="modulepreload" href="/late.js"/><p>x</p>';
    expect(await run([HEAD + BODY + after])).toBe(EXPECTED + after);
  });
});
