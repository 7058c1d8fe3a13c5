/**
 * The English texts the editor can show before its catalogs arrive, or when the service cannot
 * be reached: the start screen and the failures of the start. Everything else is fetched
 * (translator.ts). The catalogs test checks each equals en.json's.
 */
export const BOOTSTRAP_TEXTS: Readonly<Record<string, string>> = Object.freeze({
  'editor.starting': 'Starting the editor…',
  'editor.unauthorized.title': 'The editor could not start',
  'editor.unauthorized.help': 'Check the API key and that this domain is on its list of allowed domains.',
  'editor.retry': 'Try again',
  'canvas.loading': 'Loading the page…',
  'notify.authorizeFailed': 'The editor could not start: {reason}',
  'notify.networkError': 'The service could not be reached: {reason}',
  'notify.templateInvalid': 'The template could not be loaded: {reason}',
  'notify.dismiss': 'Dismiss',
});
