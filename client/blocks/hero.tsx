import type { HeroBlock } from '../../shared/content'

export function Hero({ block, first }: { block: HeroBlock; first: boolean }) {
  const Title = block.titleH1 ? 'h1' : 'h2'
  return (
    <section
      className={`block hero hero--${block.variant} hero--gradient-${block.gradientStyle}`}
      aria-labelledby={`${block.id}-title`}
    >
      <img
        className="hero__media"
        src={block.media.url}
        alt={block.media.alt}
        width={block.media.width}
        height={block.media.height}
        fetchPriority={first ? 'high' : undefined}
        loading={first ? 'eager' : 'lazy'}
      />
      <div className="hero__content">
        {block.title ? <Title id={`${block.id}-title`}>{block.title}</Title> : null}
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
        {block.targets.length > 0 ? (
          <p className="hero__actions">
            {block.targets.map((target) => (
              <a key={target.url} className="button" href={target.url}>
                {target.text}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  )
}
