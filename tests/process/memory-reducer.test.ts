import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * server/runtime/memory-reducer.ts, in a Node process of its own (the server's Node, which runs the TypeScript module
 * as it is): after a burst of short-lived objects and then quiet, V8's memory reducer starts its collection only when
 * the module runs. The control, without it, shows the premise: on this Node the reducer calls the quiet process busy.
 * When the control starts failing, Node's V8 has been fixed and the module can go.
 */

const MODULE_URL = pathToFileURL(
  fileURLToPath(new URL('../../server/runtime/memory-reducer.ts', import.meta.url)),
).href;
/** Long enough for three of the reducer's 8 s ticks after the burst. */
const QUIET_MS = 26_000;

const dir = mkdtempSync(path.join(tmpdir(), 'replybook-memory-reducer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = path.join(dir, 'burst.mjs');
writeFileSync(
  script,
  `
if (process.argv[2] === 'kept') {
  const { keepMemoryReducerWorking } = await import(${JSON.stringify(MODULE_URL)});
  keepMemoryReducerWorking();
}
// About two seconds of allocation, a few MB live at a time, like a burst of requests.
let live = [];
const until = Date.now() + 2000;
while (Date.now() < until) {
  live.push({ text: 'x'.repeat(64) + Math.random(), numbers: [1, 2, 3] });
  if (live.length > 50000) live = [];
}
live = null;
console.log('burst over');
setTimeout(() => process.exit(0), ${QUIET_MS});
`,
);

/** The process's output under --trace-memory-reducer: one line per reducer decision. */
function runBurst(mode: 'kept' | 'plain'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--trace-memory-reducer', script, mode], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}:\n${output}`))));
  });
}

/** The reducer's lines after the burst (before it, the process was busy on purpose). */
function afterBurst(output: string): string[] {
  const lines = output.split('\n');
  return lines.slice(lines.indexOf('burst over') + 1).filter((line) => line.includes('Memory reducer'));
}

describe('V8 memory reducer', () => {
  test('runs once the process goes quiet after a burst with the module, and not without it', async () => {
    const [kept, plain] = await Promise.all([runBurst('kept'), runBurst('plain')]);
    expect(kept).toContain('burst over');
    const keptLines = afterBurst(kept);
    expect(
      keptLines.some((line) => line.includes('started GC')),
      keptLines.join('\n'),
    ).toBe(true);

    const plainLines = afterBurst(plain);
    expect(
      plainLines.some((line) => line.includes('high alloc')),
      plainLines.join('\n'),
    ).toBe(true);
    expect(
      plainLines.some((line) => line.includes('started GC')),
      "the reducer ran without the module: this Node's V8 no longer needs server/runtime/memory-reducer.ts",
    ).toBe(false);
  }, 60_000);
});
