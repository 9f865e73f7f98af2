import type { HeroBlock } from '../../shared/content/blocks'
import { BlockImage, BlockText, BlockTitle, Buttons, blockStyle, Caption, hasTitle, titleId } from './parts'
import { BackgroundVideo } from './video'

/**
 * Standard (text over the image), block-below (text under it) and product overlay (products pinned over the
 * image). The first hero of a page loads its image eagerly at high priority and takes the larger bottom padding.
 */
export function Hero({ block, first }: { block: HeroBlock; first: boolean }) {
  const classes = [
    'block',
    'hero',
    `hero--${block.variant}`,
    `hero--gradient-${block.gradientStyle}`,
    `hero--tone-${block.gradientTone}`,
    `align-${block.alignment}`,
    first ? 'hero--first' : '',
  ]
  return (
    <section
      className={classes.filter(Boolean).join(' ')}
      style={blockStyle(block)}
      aria-labelledby={hasTitle(block) ? titleId(block) : undefined}
    >
      <div className="hero__figure">
        <BlockImage
          media={block.media}
          className="hero__media"
          eager={first}
          href={block.mediaTarget}
          label={block.title}
        />
        {block.video ? (
          <BackgroundVideo video={block.video} id={block.id} name={block.title ?? block.media.alt} />
        ) : null}
        <Caption caption={block.caption} />
      </div>
      <div className="hero__content">
        <BlockTitle block={block} />
        <BlockText block={block} />
        {block.linkType === 'CTA' ? <Buttons targets={block.targets} className="hero__actions" /> : null}
      </div>
      {block.variant === 'product-overlay' && block.products.length > 0 ? (
        <ul className="hero__products">
          {block.products.map((product) => (
            <li key={product.url}>
              <a href={product.url}>
                <span className="hero__product-name">{product.title}</span>
                {product.price ? <span className="hero__product-price">{product.price}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
