/**
 * The service's entry (`npm start`). It leaves NODE_ENV as the operator set it: `production`
 * marks a production start (no demo account unless LP_DEMO=1, config.ts), and `npm start` on a
 * developer's machine, without it, keeps the demo on. The service answers the same whatever
 * NODE_ENV says (app.ts pins Express's own setting); start.ts does the work.
 */
export {};
await import('./start.ts');
