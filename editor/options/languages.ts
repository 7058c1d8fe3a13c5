/** The UI languages the spec lists; regional variants (`en-US`) are not supported. */
export const LANGUAGES = [
  'en',
  'fr',
  'pt',
  'es',
  'ja',
  'zh',
  'ru',
  'tr',
  'de',
  'sv',
  'nl',
  'it',
  'fi',
  'ro',
  'cs',
  'pl',
  'ko',
  'vi',
  'he',
  'ar',
] as const;

export type Language = (typeof LANGUAGES)[number];
