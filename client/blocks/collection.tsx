import type { CollectionBlock } from '../../shared/content'

export function Collection({ block }: { block: CollectionBlock }) {
  return (
    <section
      className={`block collection collection--${block.layout}`}
      aria-labelledby={block.title ? `${block.id}-title` : undefined}
    >
      {block.title ? <h2 id={`${block.id}-title`}>{block.title}</h2> : null}
      <ul className="collection__items">
        {block.items.map((item) => (
          <li key={item.url} className="collection__item">
            <a href={item.url}>
              <img
                src={item.media.url}
                alt={item.media.alt}
                width={item.media.width}
                height={item.media.height}
                loading="lazy"
              />
              <span className="collection__title">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
