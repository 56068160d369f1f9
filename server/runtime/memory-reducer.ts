import { Script } from 'node:vm';

/**
 * Lets V8 give memory back after a burst of requests.
 *
 * V8 runs a memory-reducing collection once a process goes quiet (its "memory reducer"), judging quiet by three
 * allocation rates: the young generation's, the old generation's and the embedder's (objects Node itself allocates
 * on V8's C++ heap, cppgc). Since V8 13.1 (Node 24) a rate that has only ever seen zero bytes is exactly 0, and V8
 * reads a rate of 0 as the busiest possible (`ComputeMutatorUtilization` returns 0 for it), so a process that never
 * allocates on cppgc is never quiet: after a burst the heap it grew to stays resident until the reducer's 100 s
 * watchdog, or indefinitely when any ordinary major collection resets that watchdog first
 * ([decision 20](../../docs/decisions/0020-v8-memory-reducer.md) has the figures).
 *
 * Compiling an empty `vm.Script` allocates one small object on cppgc (Node's ContextifyScript), which makes the
 * embedder rate positive; the rate then decays by half every 100 ms and reaches exactly 0 again after about 110 s,
 * so the script is compiled again every 30 s. The cost is one tiny compile per tick. It can go when Node ships a V8
 * whose `Heap::HasLowEmbedderAllocationRate` treats a zero rate as low.
 */
export const MEMORY_REDUCER_TICK_MS = 30_000;

/** Starts the ticks (unref'd: they never keep the process alive); returns the function that stops them. */
export function keepMemoryReducerWorking(tickMs = MEMORY_REDUCER_TICK_MS): () => void {
  const tick = (): void => {
    new Script('');
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
