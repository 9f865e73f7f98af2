/**
 * A YouTube video behind a facade: a still and a play button, and YouTube's player (in its no-cookie form) only
 * once the shopper presses play, so a page with a video makes no request to YouTube until then. Without the
 * script the still is a link to the video on YouTube.
 */
import { useEffect, useRef, useState } from 'react'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface YoutubeFacadeProps {
  /** The player's address, built from the video id alone (`shared/content/video.ts`). */
  embedUrl: string
  watchUrl: string
  still: { url: string; width: number; height: number }
  /** The video's name, which the still's link, the play button and the player are named with. */
  title: string
}

function PlayIcon() {
  return (
    <svg className="youtube-facade__icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
      <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" />
      <path d="m27 34 18-10-18-10z" fill="#fff" />
    </svg>
  )
}

export function YoutubeFacade({ embedUrl, watchUrl, still, title }: YoutubeFacadeProps) {
  const words = useWords<IslandWordKey<'youtube-facade'>>()
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => setReady(true), [])
  // The player takes the button's place; focus follows so keyboard users land in the player.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing) {
    return (
      <iframe
        ref={frame}
        className="youtube-facade__frame"
        src={embedUrl}
        title={words.t('video.youtubeFrame', { title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  const face = (
    <>
      <img
        className="youtube-facade__still"
        src={still.url}
        alt=""
        width={still.width}
        height={still.height}
        loading="lazy"
        decoding="async"
      />
      <PlayIcon />
    </>
  )
  // Until the script runs the facade is a plain link to YouTube; then it plays in place.
  if (!ready) {
    return (
      <a className="youtube-facade" href={watchUrl} aria-label={words.t('video.watchOnYoutube', { title })}>
        {face}
      </a>
    )
  }
  return (
    <button
      type="button"
      className="youtube-facade"
      aria-label={words.t('video.play', { title })}
      onClick={() => setPlaying(true)}
    >
      {face}
    </button>
  )
}

export { YoutubeFacade as island }
