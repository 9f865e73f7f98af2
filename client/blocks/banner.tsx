import type { CSSProperties } from 'react'
import type { BannerBlock } from '../../shared/content'

export function Banner({ block }: { block: BannerBlock }) {
  const style = { '--split': `${block.splitWidth}%`, background: block.backgroundColor } as CSSProperties
  return (
    <section
      className={`block banner banner--${block.variant}`}
      style={style}
      aria-labelledby={block.title ? `${block.id}-title` : undefined}
    >
      {block.media ? (
        <img
          className="banner__media"
          src={block.media.url}
          alt={block.media.alt}
          width={block.media.width}
          height={block.media.height}
          loading="lazy"
        />
      ) : null}
      <div className="banner__content">
        {block.title ? <h2 id={`${block.id}-title`}>{block.title}</h2> : null}
        {block.text ? <p>{block.text}</p> : null}
        {block.targets.map((target) => (
          <a key={target.url} className="button button--secondary" href={target.url}>
            {target.text}
          </a>
        ))}
      </div>
    </section>
  )
}
