/**
 * Fixed pieces of output that the floor and the peers emit alike (the reset stylesheet, the
 * social icons and their colors, the play glyph, video thumbnails), so that every contender
 * writes the same bytes for them.
 */
// Icon data only (glyph paths, brand colors, labels): the same SVGs every contender emits.
import { SOCIAL_ICONS as LABELS_AND_COLORS } from '../../renderer/blocks/shared/social-icons.ts';
import { SOCIAL_ICON_PATHS } from '../../renderer/blocks/shared/social-icon-paths.ts';

export const RESET_CSS = [
  '*, *::before, *::after { box-sizing: border-box; }',
  'html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }',
  "body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #111827; background-color: #ffffff; }",
  'img, svg, video { max-width: 100%; }',
].join('\n');

/** The social block's per-style colors (the same rules ours writes once per style and network). */
export const SOCIAL_STYLES: Record<string, (color: string) => string> = {
  brand: (color) => `background-color: ${color}; color: #ffffff;`,
  dark: () => 'background-color: #111827; color: #ffffff;',
  light: () => 'background-color: #ffffff; color: #111827;',
  outline: () => 'background-color: transparent; color: inherit; box-shadow: inset 0 0 0 1.5px currentColor;',
};

export type SocialNetwork = keyof typeof LABELS_AND_COLORS;
/** Each network's label, color and glyph. */
export const SOCIAL_ICONS = Object.fromEntries(
  Object.entries(LABELS_AND_COLORS).map(([network, icon]) => [
    network,
    { ...icon, path: SOCIAL_ICON_PATHS[network] ?? '' },
  ]),
) as Record<SocialNetwork, { label: string; color: string; path: string }>;

export const PLAY_PATH = 'M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14z';

/** The YouTube thumbnail of a video URL (no validation: a pattern match, as a quick hand-written renderer would do). */
export function youtubeThumbnail(url: string): string | undefined {
  const id = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1];
  return id === undefined ? undefined : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
