/**
 * Recognizes YouTube and Vimeo URLs. The page shows a thumbnail with a play button that links to
 * the video (no player, no third-party script on the page). YouTube thumbnails are derived from
 * the video id; Vimeo's are not derivable without calling Vimeo, so a Vimeo video shows the
 * `thumbnail` attribute when the editor has filled it in, and a neutral placeholder otherwise.
 */

export interface VideoInfo {
  readonly provider: 'youtube' | 'vimeo';
  readonly id: string;
  /** A thumbnail URL derivable from the id alone, with its size. */
  readonly thumbnail?: { readonly url: string; readonly width: number; readonly height: number };
}

const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = /^(?:www\.|player\.)?vimeo\.com$/;

/** The provider and id of a YouTube or Vimeo URL, or undefined for anything else. */
export function parseVideoUrl(raw: string): VideoInfo | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | undefined;
  if (host === 'youtu.be') youtubeId = segments[0];
  else if (YOUTUBE_HOSTS.test(host)) {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live' || segments[0] === 'v')
      youtubeId = segments[1];
  }
  if (youtubeId !== undefined) {
    if (!YOUTUBE_ID.test(youtubeId)) return undefined;
    return {
      provider: 'youtube',
      id: youtubeId,
      thumbnail: { url: `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`, width: 480, height: 360 },
    };
  }
  if (VIMEO_HOSTS.test(host)) {
    const id = [...segments].reverse().find((segment) => /^\d{1,12}$/.test(segment));
    if (id !== undefined) return { provider: 'vimeo', id };
  }
  return undefined;
}
