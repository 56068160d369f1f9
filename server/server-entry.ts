import { enableCompileCache, setSourceMapsSupport } from 'node:module';
import { keepMemoryReducerWorking } from './runtime/memory-reducer.ts';

/**
 * The built server's entry (build/server-main.mjs). Stack traces name our TypeScript sources through the bundle's
 * own source maps; packages' maps stay unread (reading them all is costly at start-up). Maps are read as modules
 * load, so this runs before main.ts and everything it imports is loaded.
 */
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
enableCompileCache();
// V8's memory reducer gives the heap back after a burst only with this (see the module).
keepMemoryReducerWorking();
await import('./main.ts');
