import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT_TAG = /<script\b[^>]*\btype="module"[^>]*>/;

/**
 * Drops React Router's `<link rel="modulepreload">` hints from the document; the module script at the end of the
 * page's markup fetches the same modules.
 *
 * React 19 hoists every `<link>` into `<head>`, so a phone would fetch every route module before the page's own HTML
 * and paint later on a slow connection (figures in docs/decisions/0015-speed-code-kept-and-removed.md). The price: the modules' own imports are found
 * one level at a time after the first paint, which delays hydration, not the page.
 */
export class StripModulePreloads extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private done = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    this.pushText(this.strip(this.pending + text, false));
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushText(this.strip(this.pending + this.decoder.end(), true));
    callback();
  }

  private pushText(text: string): void {
    if (text.length > 0) this.push(text);
  }

  /** Returns what can be sent now; keeps a tag cut at the end of a chunk in `pending` until the rest arrives. */
  private strip(text: string, final: boolean): string {
    this.pending = '';
    if (this.done) return text;
    let ready = text;
    if (!final) {
      const lastOpen = text.lastIndexOf('<');
      if (lastOpen !== -1 && !text.includes('>', lastOpen)) {
        this.pending = text.slice(lastOpen);
        ready = text.slice(0, lastOpen);
      }
    }
    // Only the hints React hoisted ahead of the module script; nothing after it is touched.
    const script = MODULE_SCRIPT_TAG.exec(ready);
    if (!script) return ready.replace(PRELOAD_TAG, '');
    this.done = true;
    const rest = ready.slice(script.index) + this.pending;
    this.pending = '';
    return ready.slice(0, script.index).replace(PRELOAD_TAG, '') + rest;
  }
}
