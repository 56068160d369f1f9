import { setFlagsFromString } from 'node:v8';

/**
 * Keeps WebAssembly on V8's baseline compiler (Liftoff): no tier-up to the optimising compiler (TurboFan).
 *
 * The embedded database is PostgreSQL compiled to WebAssembly (PGlite). Within its first seconds V8 tiers up its hot
 * functions, and one of them (a ~105 KB function the engine runs for every statement) takes TurboFan about 600 MB of
 * compiler memory for one to several seconds: the process's peak RSS went from ~200 to ~700 MB whenever it started,
 * and the code it compiled stayed resident (~50 MB). On Liftoff only, queries cost about the same CPU in our
 * workload ([decision 22](../../docs/decisions/0022-server-memory-targets.md) has the figures).
 *
 * V8 reads these flags when it compiles a module, so this runs before PGlite's module is compiled. It is process-wide
 * (Node's own WebAssembly, the HTTP client's parser, runs on Liftoff too), so only a process on the embedded database
 * calls it.
 */
export function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}
