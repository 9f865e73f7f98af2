import type {
  BackgroundVideo as BackgroundVideoFiles,
  BlockOf,
  Breakpoint,
} from '../../shared/content/blocks'
import {
  chooseTranscriptTrack,
  hostedTrackUrl,
  hostedVideoUrl,
  htmlTrackKind,
  videoMimeType,
  youtubeEmbedUrl,
  youtubeThumbnail,
  youtubeVideoId,
  youtubeWatchUrl,
} from '../../shared/content/video'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { VideoControl } from '../islands/video-control'
import { YoutubeFacade } from '../islands/youtube-facade'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle, blockStyle } from './parts'

type VideoBlock = BlockOf<'video'>

/** Which file a screen takes: the first source whose query matches, the smallest file last, without a query. */
const FROM_WIDTH: Record<Breakpoint, string> = {
  lg: '(min-width: 64rem)',
  md: '(min-width: 48rem)',
  sm: '(min-width: 0)',
}

const rem = (value: number | undefined) => (value === undefined ? undefined : `${value}rem`)

/** The files of a video by breakpoint, largest first, as its `<source>` elements list them. */
const filesOf = (media: Partial<Record<Breakpoint, { url: string }>>) =>
  (['lg', 'md', 'sm'] as const).flatMap((breakpoint) => {
    const file = media[breakpoint]
    return file ? [{ breakpoint, url: file.url }] : []
  })

/** Each file as a source for the screens from its breakpoint up; the last (smallest) for every screen. */
function Sources({ files }: { files: ReturnType<typeof filesOf> }) {
  return files.map((file, index) => (
    <source
      key={file.breakpoint}
      src={file.url}
      type={videoMimeType(file.url)}
      media={index < files.length - 1 ? FROM_WIDTH[file.breakpoint] : undefined}
    />
  ))
}

function UploadedPlayer({ block, videoId, name }: { block: VideoBlock; videoId: string; name: string }) {
  const settings = block.playerSettings
  const files = filesOf(block.media)
  const autoplay = settings.autoplay ?? false
  return (
    <>
      {/* Autoplay is started by the island, which knows about reduced motion; nothing loads before it's needed. */}
      <video
        id={videoId}
        className="video__player"
        poster={block.media.poster?.url}
        aria-label={name}
        playsInline
        preload={autoplay ? 'metadata' : 'none'}
        controls={!(settings.hideControls ?? false)}
        loop={settings.loop ?? false}
        muted={autoplay || (settings.muted ?? false)}
      >
        <Sources files={files} />
      </video>
      {autoplay ? <PlaybackControl videoId={videoId} start="load" name={name} /> : null}
    </>
  )
}

/** The hosted-video player (spec 3 §2.13): hosted files and tracks, autoplaying muted in a loop by default. */
function HostedPlayer({
  block,
  asset,
  videoId,
  name,
}: {
  block: VideoBlock
  asset: { cloudName: string; publicId: string }
  videoId: string
  name: string
}) {
  const { t } = useShop()
  const base = useBlockEnvironment().embeds.hostedVideoBase
  const settings = block.playerSettings
  const autoplay = settings.autoplay ?? true
  const chosen = chooseTranscriptTrack(block.tracks, t.locale.bcp47)
  return (
    <>
      <video
        id={videoId}
        className="video__player video__player--hosted"
        poster={block.media.poster?.url ?? hostedVideoUrl(asset, 'jpg', base)}
        aria-label={name}
        playsInline
        preload="none"
        controls={!(settings.hideControls ?? true)}
        loop={settings.loop ?? true}
        muted={autoplay || (settings.muted ?? true)}
        // Tracks come from the hosted service, which allows cross-origin reads.
        crossOrigin={block.tracks.length > 0 ? 'anonymous' : undefined}
      >
        <source src={hostedVideoUrl(asset, 'webm', base)} type="video/webm" />
        <source src={hostedVideoUrl(asset, 'mp4', base)} type="video/mp4" />
        {block.tracks.map((track) => (
          <track
            key={track.src}
            kind={htmlTrackKind(track.kind)}
            src={hostedTrackUrl(track.src, base)}
            srcLang={track.srclang}
            label={track.label}
            default={track === chosen}
          />
        ))}
      </video>
      {autoplay ? <PlaybackControl videoId={videoId} start="visible" name={name} /> : null}
    </>
  )
}

/**
 * A YouTube or uploaded video (spec 3 §2.13), or the hosted player when its flag is on and the asset has a public
 * id. The space is reserved from the player's size before anything loads, so nothing below it moves.
 */
export function Video({ block }: { block: VideoBlock }) {
  const { t } = useShop()
  const { embeds } = useBlockEnvironment()
  const name = block.title ?? block.seoTitle ?? t.t('video.untitled')
  const videoId = `${block.id}-video`
  const youtubeId = block.source === 'youtube' ? youtubeVideoId(block.youtubeUrl) : null
  const asset = block.source === 'uploaded' && embeds.hostedVideo ? (block.cloudinaryAsset ?? null) : null
  const hasFiles = Boolean(block.media.sm || block.media.md || block.media.lg)
  if (block.source === 'youtube' ? !youtubeId : !asset && !hasFiles) return null

  const poster = block.media.poster
  const [width, height] = youtubeId
    ? [16, 9]
    : asset && block.width && block.height
      ? [block.width, block.height]
      : poster
        ? [poster.width, poster.height]
        : [16, 9]
  const kind = youtubeId ? 'youtube' : asset ? 'hosted' : 'uploaded'
  const style = blockStyle(block, {
    '--video-ratio': `${width} / ${height}`,
    '--video-pad-sm': rem(block.paddings.sm),
    '--video-pad-md': rem(block.paddings.md ?? block.paddings.sm),
    '--video-pad-lg': rem(block.paddings.lg ?? block.paddings.md ?? block.paddings.sm),
  })
  return (
    <BlockSection
      block={block}
      className={`video video--${kind}${block.isFullWidth ? ' video--full-width' : ''}`}
      style={style}
    >
      <BlockTitle block={block} />
      <BlockText block={block} />
      <div className="video__frame">
        {youtubeId ? (
          <Island
            name="youtube-facade"
            component={YoutubeFacade}
            props={{
              embedUrl: youtubeEmbedUrl(youtubeId, {
                loop: block.playerSettings.loop ?? false,
                muted: block.playerSettings.muted ?? false,
                controls: !(block.playerSettings.hideControls ?? false),
              }),
              watchUrl: youtubeWatchUrl(youtubeId),
              still: poster ?? youtubeThumbnail(youtubeId),
              title: name,
            }}
          />
        ) : asset ? (
          <HostedPlayer block={block} asset={asset} videoId={videoId} name={name} />
        ) : (
          <UploadedPlayer block={block} videoId={videoId} name={name} />
        )}
        {block.seoTitle || block.seoDescription ? (
          <div hidden itemScope itemType="https://schema.org/VideoObject">
            <meta itemProp="name" content={block.seoTitle ?? name} />
            {block.seoDescription ? <meta itemProp="description" content={block.seoDescription} /> : null}
            {poster ? <meta itemProp="thumbnailUrl" content={poster.url} /> : null}
          </div>
        ) : null}
      </div>
    </BlockSection>
  )
}

/** The pause and play button of a video that plays by itself (WCAG 2.2.2), as an island. */
function PlaybackControl({
  videoId,
  start,
  name,
}: {
  videoId: string
  start: 'load' | 'visible'
  name: string
}) {
  return (
    <Island
      name="video-control"
      component={VideoControl}
      props={{
        videoId,
        start,
        title: name,
      }}
    />
  )
}

/**
 * A hero's or banner's video (spec 3 §4): it lies over the block's image, which stays its poster and what shows
 * without script, under reduced motion or before it plays. The island plays it muted in a loop while it is in view,
 * and its button pauses and plays it again. Muted and wordless, it is decoration: hidden from assistive technology,
 * which hears the image's text and the button.
 */
export function BackgroundVideo({
  video,
  id,
  name,
}: {
  video: BackgroundVideoFiles
  id: string
  name: string | undefined
}) {
  const { t } = useShop()
  const videoId = `${id}-video`
  return (
    <>
      <video
        id={videoId}
        className="background-video"
        // Without script a browser shows a video's own controls: hidden until the island takes it over.
        hidden
        aria-hidden="true"
        tabIndex={-1}
        playsInline
        muted
        loop
        preload="none"
      >
        <Sources files={filesOf(video)} />
      </video>
      <PlaybackControl videoId={videoId} start="visible" name={name || t.t('video.untitled')} />
    </>
  )
}
