/**
 * The service's entry (`npm start`). NODE_ENV defaults to production before anything reads it
 * (Express decides its error verbosity at load), then start.ts does the work.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
export {};
await import('./start.ts');
