/** Node options the server and the worker are started with (scripts/run.mjs). */
export declare const SERVER_NODE_OPTIONS: readonly string[];
