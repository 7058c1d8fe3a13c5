/**
 * The built-in font set: families every browser has or falls back to (no stylesheet needed) and
 * popular web fonts served by Google Fonts (a stylesheet link each). A page may use any of these
 * without listing them in `options.fonts`; docs/template-format.md lists them.
 */

/** A font as the spec's font object: a label, the CSS font-family value, and a stylesheet URL. */
export interface FontDefinition {
  readonly label: string;
  readonly style: string;
  readonly url?: string;
}

/** CSS generic families and keywords: always available. */
export const GENERIC_FAMILIES: ReadonlySet<string> = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  '-apple-system',
  'blinkmacsystemfont',
]);

/** Families installed on practically every desktop and phone, or mapped by browsers to one that is. */
export const WEB_SAFE_FONTS: readonly FontDefinition[] = [
  { label: 'Arial', style: 'Arial, Helvetica, sans-serif' },
  { label: 'Helvetica', style: 'Helvetica, Arial, sans-serif' },
  { label: 'Helvetica Neue', style: "'Helvetica Neue', Helvetica, Arial, sans-serif" },
  { label: 'Arial Black', style: "'Arial Black', Arial, sans-serif" },
  { label: 'Verdana', style: 'Verdana, Geneva, sans-serif' },
  { label: 'Geneva', style: 'Geneva, Verdana, sans-serif' },
  { label: 'Tahoma', style: 'Tahoma, Verdana, sans-serif' },
  { label: 'Trebuchet MS', style: "'Trebuchet MS', Helvetica, sans-serif" },
  { label: 'Segoe UI', style: "'Segoe UI', system-ui, sans-serif" },
  { label: 'Times New Roman', style: "'Times New Roman', Times, serif" },
  { label: 'Times', style: "Times, 'Times New Roman', serif" },
  { label: 'Georgia', style: 'Georgia, serif' },
  { label: 'Garamond', style: 'Garamond, Georgia, serif' },
  { label: 'Palatino', style: "Palatino, 'Palatino Linotype', 'Book Antiqua', serif" },
  { label: 'Palatino Linotype', style: "'Palatino Linotype', Palatino, serif" },
  { label: 'Book Antiqua', style: "'Book Antiqua', Palatino, serif" },
  { label: 'Courier New', style: "'Courier New', Courier, monospace" },
  { label: 'Courier', style: "Courier, 'Courier New', monospace" },
  { label: 'Lucida Console', style: "'Lucida Console', Monaco, monospace" },
  { label: 'Lucida Sans Unicode', style: "'Lucida Sans Unicode', 'Lucida Grande', sans-serif" },
  { label: 'Lucida Grande', style: "'Lucida Grande', 'Lucida Sans Unicode', sans-serif" },
  { label: 'Monaco', style: "Monaco, 'Lucida Console', monospace" },
  { label: 'Impact', style: 'Impact, Charcoal, sans-serif' },
  { label: 'Comic Sans MS', style: "'Comic Sans MS', cursive" },
  { label: 'Brush Script MT', style: "'Brush Script MT', cursive" },
];

const google = (family: string, fallback: string, weights = '400;700'): FontDefinition => ({
  label: family,
  style: `'${family}', ${fallback}`,
  url: `https://fonts.googleapis.com/css2?family=${family.replace(/ /g, '+')}:wght@${weights}&display=swap`,
});

/** Popular web fonts, each with the Google Fonts stylesheet for its regular and bold weights. */
export const WEB_FONTS: readonly FontDefinition[] = [
  google('Inter', 'sans-serif'),
  google('Roboto', 'sans-serif'),
  google('Open Sans', 'sans-serif'),
  google('Lato', 'sans-serif'),
  google('Montserrat', 'sans-serif'),
  google('Poppins', 'sans-serif'),
  google('Raleway', 'sans-serif'),
  google('Oswald', 'sans-serif'),
  google('Nunito', 'sans-serif'),
  google('Nunito Sans', 'sans-serif'),
  google('Source Sans 3', 'sans-serif'),
  google('Noto Sans', 'sans-serif'),
  google('Work Sans', 'sans-serif'),
  google('DM Sans', 'sans-serif'),
  google('Rubik', 'sans-serif'),
  google('PT Sans', 'sans-serif'),
  google('Ubuntu', 'sans-serif'),
  google('Fira Sans', 'sans-serif'),
  google('Mulish', 'sans-serif'),
  google('Manrope', 'sans-serif'),
  google('Karla', 'sans-serif'),
  google('Barlow', 'sans-serif'),
  google('Josefin Sans', 'sans-serif'),
  google('Quicksand', 'sans-serif'),
  google('Cabin', 'sans-serif'),
  google('Space Grotesk', 'sans-serif'),
  google('IBM Plex Sans', 'sans-serif'),
  google('Archivo', 'sans-serif'),
  google('Outfit', 'sans-serif'),
  google('Plus Jakarta Sans', 'sans-serif'),
  google('Figtree', 'sans-serif'),
  google('Bebas Neue', 'sans-serif', '400'),
  google('Merriweather', 'serif'),
  google('Playfair Display', 'serif'),
  google('Lora', 'serif'),
  google('Noto Serif', 'serif'),
  google('PT Serif', 'serif'),
  google('Libre Baskerville', 'serif'),
  google('EB Garamond', 'serif'),
  google('Crimson Text', 'serif'),
  google('Roboto Slab', 'serif'),
  google('Roboto Mono', 'monospace'),
  google('Source Code Pro', 'monospace'),
  google('JetBrains Mono', 'monospace'),
];
