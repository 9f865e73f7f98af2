/**
 * Pure helpers of the video block (spec 3 §2.13, §4, §9): which YouTube video a link names, which text track a
 * hosted video shows by default, and where the hosted service delivers an asset.
 *
 * A YouTube link is reduced to its video id and nothing else of it is used: the player is always built from
 * `youtube-nocookie.com/embed/<id>`, so whatever else an editor pasted never reaches the page.
 */

/** YouTube's video ids: eleven characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/**
 * The four link shapes spec 3 §9 accepts: `youtu.be/<id>`, `youtube.com/watch?v=<id>` (the `v` parameter in any
 * position), `youtube.com/embed/<id>` and `youtube.com/v/<id>`, on `www.`, `m.` or the nocookie host. The id may
 * be followed by a slash, a query or a fragment (`?t=42`), nothing else.
 */
const YOUTUBE_LINK =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*?&)?v=|embed\/|v\/)|youtu\.be\/)([^?&#/]+)\/?(?:[?&#].*)?$/i

/**
 * The video id of a YouTube link, or null for anything else (another host, a playlist, a Short, a malformed id).
 *
 * @example youtubeVideoId('https://youtu.be/aqz-KE-bpKQ?t=10') // 'aqz-KE-bpKQ'
 * @example youtubeVideoId('https://www.youtube.com/shorts/aqz-KE-bpKQ') // null
 */
export function youtubeVideoId(link: string | undefined | null): string | null {
  if (!link) return null
  const trimmed = link.trim()
  if (trimmed.length > 2048) return null
  const id = YOUTUBE_LINK.exec(trimmed)?.[1]
  return id && YOUTUBE_ID_PATTERN.test(id) ? id : null
}

/** The YouTube page of a video: where the facade links when the script has not run. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`

/** YouTube's own still of a video, used by the facade when the editor gave no poster (480×360). */
export const youtubeThumbnail = (id: string) => ({
  url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  width: 480,
  height: 360,
})

/** The privacy-enhanced player (no cookies until the shopper plays), started at once since they pressed play. */
export function youtubeEmbedUrl(
  id: string,
  options: { loop: boolean; muted: boolean; controls: boolean },
): string {
  const params = ['autoplay=1', 'playsinline=1', 'rel=0']
  if (options.muted) params.push('mute=1')
  // YouTube loops a single video only when it is also its own playlist.
  if (options.loop) params.push('loop=1', `playlist=${id}`)
  if (!options.controls) params.push('controls=0')
  return `https://www.youtube-nocookie.com/embed/${id}?${params.join('&')}`
}

/** A text track of a hosted video (spec 3 §3). */
export interface VideoTrack {
  src: string
  label: string
  srclang: string
  kind: 'transcripts' | 'chapters'
}

const primarySubtag = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? ''

/**
 * The transcript shown by default (spec 3 §4): the one in the page's language, else one whose language shares
 * its primary subtag (`fr` for a `fr-CA` page, or `fr-FR` for an `fr` page), else the first transcript. Chapter
 * tracks are never chosen; null when there is no transcript.
 *
 * @example chooseTranscriptTrack([{ srclang: 'en', ... }, { srclang: 'fr', ... }], 'fr-CA') // the French one
 */
export function chooseTranscriptTrack<T extends Pick<VideoTrack, 'kind' | 'srclang'>>(
  tracks: readonly T[],
  pageLanguage: string,
): T | null {
  const transcripts = tracks.filter((track) => track.kind === 'transcripts')
  const language = pageLanguage.toLowerCase()
  return (
    transcripts.find((track) => track.srclang.toLowerCase() === language) ??
    transcripts.find((track) => primarySubtag(track.srclang) === primarySubtag(language)) ??
    transcripts[0] ??
    null
  )
}

/** The HTML `<track kind>` of a track: a transcript of what is said is a caption track. */
export const htmlTrackKind = (kind: VideoTrack['kind']): 'captions' | 'chapters' =>
  kind === 'transcripts' ? 'captions' : 'chapters'

/** The only host of the hosted-video service the page may load media from (see the CSP). */
export const HOSTED_VIDEO_ORIGIN = 'https://res.cloudinary.com'

/** A cloud name and public id the delivery URL can hold as they are (folders are separated by slashes). */
export const CLOUD_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/i
export const PUBLIC_ID_PATTERN = /^[\w-]{1,120}(\/[\w-]{1,120}){0,8}$/

/**
 * Where the hosted service delivers an asset in a format (transcoded on the fly, quality chosen by the service).
 *
 * @example hostedVideoUrl({ cloudName: 'demo', publicId: 'outdoors' }, 'webm')
 * // 'https://res.cloudinary.com/demo/video/upload/q_auto/outdoors.webm'
 */
export function hostedVideoUrl(
  asset: { cloudName: string; publicId: string },
  format: 'webm' | 'mp4' | 'jpg',
  base: string = HOSTED_VIDEO_ORIGIN,
): string {
  // A still of the first frame serves as the poster when the editor gave none.
  const transformation = format === 'jpg' ? 'so_0,q_auto' : 'q_auto'
  return `${base}/${asset.cloudName}/video/upload/${transformation}/${asset.publicId}.${format}`
}

/** The MIME type of a video file by its extension, so the browser can skip sources it cannot play. */
export function videoMimeType(url: string): string | undefined {
  const extension = /\.([a-z0-9]{2,4})(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase()
  if (extension === 'mp4' || extension === 'm4v') return 'video/mp4'
  if (extension === 'webm') return 'video/webm'
  if (extension === 'ogv') return 'video/ogg'
  return undefined
}

/**
 * A hosted track's address on the deployment's hosted-video base: as authored on the service's own origin, or
 * moved onto development's local stand-in (decision 052).
 *
 * @example hostedTrackUrl('https://res.cloudinary.com/demo/raw/upload/outdoors.vtt', '/media/film/hosted')
 * // '/media/film/hosted/demo/raw/upload/outdoors.vtt'
 */
export function hostedTrackUrl(src: string, base: string = HOSTED_VIDEO_ORIGIN): string {
  return src.startsWith(`${HOSTED_VIDEO_ORIGIN}/`) ? `${base}${src.slice(HOSTED_VIDEO_ORIGIN.length)}` : src
}
