/**
 * Starts an autoplaying video and gives it a visible pause and play button (WCAG 2.2.2). The video itself is
 * rendered on the server; this island finds it by the id in its props. It starts muted (browsers refuse
 * unmuted autoplay), never under `prefers-reduced-motion`, and either at once or, for the hosted player (spec 3
 * §4), when it scrolls into view, pausing again while out of view. A shopper's pause is never overridden.
 * Without the script nothing autoplays and there is no button.
 */
import { useEffect, useRef, useState } from 'react'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface VideoControlProps {
  /** The `<video>` element's id. */
  videoId: string
  /** When autoplay starts: once hydrated, or when at least half of the video is in view. */
  start: 'load' | 'visible'
  /** The video's name, which its button's name says. */
  title: string
}

function attemptPlay(video: HTMLVideoElement) {
  // Spec 3 §8: play failures are logged only (a warning: the shopper still has the button).
  video.play().catch((error: unknown) => console.warn(`video ${video.id} did not play`, error))
}

export function VideoControl({ videoId, start, title }: VideoControlProps) {
  const words = useWords<IslandWordKey<'video-control'>>()
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const [paused, setPaused] = useState(true)
  const pausedByShopper = useRef(false)

  useEffect(() => {
    const element = document.getElementById(videoId)
    if (!(element instanceof HTMLVideoElement)) return
    // A video the server hid until its script runs (a hero's, which would otherwise show the browser's own
    // controls over its picture without JavaScript) is shown now.
    element.hidden = false
    setVideo(element)
    const sync = () => setPaused(element.paused)
    element.addEventListener('play', sync)
    element.addEventListener('pause', sync)
    sync()
    let observer: IntersectionObserver | undefined
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.muted = true
      if (start === 'load') attemptPlay(element)
      else {
        observer = new IntersectionObserver(
          (entries) => {
            const visible = entries.some((entry) => entry.isIntersecting)
            if (visible && element.paused && !pausedByShopper.current) attemptPlay(element)
            else if (!visible && !element.paused) element.pause()
          },
          { threshold: 0.5 },
        )
        observer.observe(element)
      }
    }
    return () => {
      observer?.disconnect()
      element.removeEventListener('play', sync)
      element.removeEventListener('pause', sync)
    }
  }, [videoId, start])

  if (!video) return null
  const toggle = () => {
    if (video.paused) {
      pausedByShopper.current = false
      attemptPlay(video)
    } else {
      pausedByShopper.current = true
      video.pause()
    }
  }
  return (
    <button
      type="button"
      className="video-control"
      aria-label={words.t(paused ? 'video.play' : 'video.pause', { title })}
      aria-controls={videoId}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {paused ? (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        ) : (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        )}
      </svg>
    </button>
  )
}

export { VideoControl as island }
