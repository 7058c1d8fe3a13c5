/** Debian's Chromium unless CHROME_PATH names another. */
export declare const CHROMIUM_PATH: string;
/** Chromium's flags for tests, benchmarks and screenshots (see chromium.mjs). */
export declare const CHROMIUM_ARGS: readonly string[];
