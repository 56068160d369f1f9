import { enableCompileCache, setSourceMapsSupport } from 'node:module';

/**
 * The built server's entry (build/server-main.mjs). Stack traces name our TypeScript sources through the bundle's
 * own source maps; packages' maps stay unread (reading them all is costly at start-up). Maps are read as modules
 * load, so this runs before main.ts and everything it imports is loaded.
 */
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
enableCompileCache();
await import('./main.ts');
