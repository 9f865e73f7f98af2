/** Pieces every block uses: titles, rich text, buttons, images, icons, captions and the block's colours. */
import type { CSSProperties, ReactNode } from 'react'
import type { Button, IconName, Link, Media } from '../../shared/content/blocks'
import type { SafeHtml } from '../../shared/content/rich-text'

/** The common fields a block's chrome reads. */
export interface BlockChrome {
  id: string
  title?: string
  titleHtml?: SafeHtml
  titleColor?: string
  titleStyle?: 'display' | 'large' | 'medium' | 'small'
  subtitle?: string
  richText?: SafeHtml
  backgroundColor?: string
  hideTitle: boolean
  titleH1: boolean
  alignment: 'left' | 'center' | 'right'
}

export const titleId = (block: { id: string }) => `${block.id}-title`

/** Whether the block shows a title (labelled regions point at it). */
export const hasTitle = (block: BlockChrome) => Boolean(block.title || block.titleHtml) && !block.hideTitle

/** The block's heading: h1 when the editor asked for it, else h2; rich titles keep their safe inline markup. */
export function BlockTitle({ block, level = 2 }: { block: BlockChrome; level?: 2 | 3 }) {
  if (!hasTitle(block)) return null
  const Tag = block.titleH1 ? 'h1' : level === 3 ? 'h3' : 'h2'
  const className = ['block__title', block.titleStyle ? `block__title--${block.titleStyle}` : '']
    .filter(Boolean)
    .join(' ')
  const style = block.titleColor ? { color: block.titleColor } : undefined
  if (block.titleHtml) {
    return (
      <Tag
        id={titleId(block)}
        className={className}
        style={style}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: -- SafeHtml comes only from sanitizeHtml
        dangerouslySetInnerHTML={{ __html: block.titleHtml }}
      />
    )
  }
  return (
    <Tag id={titleId(block)} className={className} style={style}>
      {block.title}
    </Tag>
  )
}

/** Sanitised rich text (the schema sanitises it; nothing else reaches this). */
export function RichText({ html, className = 'rich-text' }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: -- SafeHtml comes only from sanitizeHtml
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

/** A plain text link an editor set up (in the menu's cards, the footer's columns), in a new tab where they asked. */
export function ContentLink({ link }: { link: Link }) {
  return (
    <a href={link.url} target={link.newTab ? '_blank' : undefined} rel={link.newTab ? 'noopener' : undefined}>
      {link.text}
    </a>
  )
}

/** The subtitle and rich text under a title. */
export function BlockText({ block }: { block: BlockChrome }) {
  return (
    <>
      {block.subtitle ? <p className="block__subtitle">{block.subtitle}</p> : null}
      {block.richText ? <RichText html={block.richText} /> : null}
    </>
  )
}

export function Buttons({
  targets,
  className = 'block__actions',
}: {
  targets: readonly Button[]
  className?: string
}) {
  if (targets.length === 0) return null
  return (
    <p className={className}>
      {targets.map((target) => (
        <ButtonLink key={`${target.url}|${target.text}`} button={target} />
      ))}
    </p>
  )
}

export function ButtonLink({ button }: { button: Button }) {
  const className =
    button.style === 'link'
      ? `text-link text-link--${button.size}`
      : `button button--${button.style} button--${button.size}`
  return (
    <a
      className={className}
      href={button.url}
      {...(button.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {button.icon ? <Icon name={button.icon} /> : null}
      {button.text}
    </a>
  )
}

export function BlockImage({
  media,
  className,
  eager = false,
  href,
  label,
}: {
  media: Media
  className?: string
  eager?: boolean
  href?: string
  /** Names the link when the image is decorative (empty alt); without either, the image is not linked. */
  label?: string
}) {
  const image = (
    <img
      className={className}
      src={media.url}
      alt={media.alt}
      width={media.width}
      height={media.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  )
  if (!href || (!media.alt && !label)) return image
  return (
    <a
      href={href}
      className={className ? `${className}-link` : undefined}
      aria-label={media.alt ? undefined : label}
    >
      {image}
    </a>
  )
}

export function Caption({ caption }: { caption: { text: string; position: string } | undefined }) {
  return caption ? (
    <span className={`block__caption block__caption--${caption.position}`}>{caption.text}</span>
  ) : null
}

/** Colours and alignment as style and classes, from validated values only. */
export function blockStyle(
  block: BlockChrome,
  extra: Record<string, string | undefined> = {},
): CSSProperties {
  const style: Record<string, string> = {}
  if (block.backgroundColor) style['--block-background'] = block.backgroundColor
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) style[name] = value
  return style as CSSProperties
}

export const alignClass = (block: BlockChrome) => `align-${block.alignment}`

/** A labelled region when the block has a title, a plain one otherwise. */
export function BlockSection({
  block,
  className,
  style,
  children,
}: {
  block: BlockChrome
  className: string
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <section
      className={`block ${className} ${alignClass(block)}`}
      style={style ?? blockStyle(block)}
      aria-labelledby={hasTitle(block) ? titleId(block) : undefined}
    >
      {children}
    </section>
  )
}

const ICON_PATHS: Record<IconName, string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM6.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  return: 'M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-3',
  store: 'M4 10h16v10H4zM3 10l2-6h14l2 6M9 20v-5h6v5',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10 3 8 4s0 3 4 3m0 0s2-4 4-3 0 3-4 3',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  chat: 'M4 5h16v11H9l-5 4z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  ruler: 'M3 17 17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
}

/** A decorative line icon; its meaning is always in the text beside it. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
