// Types for .htmlvalidate.mjs, which the HTML validation test imports.
import type { ConfigData } from 'html-validate';
declare const config: ConfigData;
export default config;
