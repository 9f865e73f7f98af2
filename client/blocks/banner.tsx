import type { BannerBlock } from '../../shared/content/blocks'
import { BlockImage, BlockSection, BlockText, BlockTitle, Buttons, blockStyle, Caption } from './parts'
import { BackgroundVideo } from './video'

/**
 * Image, block-below, overlay, split (the image takes 60, 50 or 40 percent), thin, espot, menu and category-card
 * banners: one markup, laid out by variant.
 */
export function Banner({ block }: { block: BannerBlock }) {
  const classes = [
    'banner',
    `banner--${block.variant}`,
    `banner--gradient-${block.gradientStyle}`,
    `banner--tone-${block.gradientTone}`,
    block.variant === 'split' ? `banner--media-${block.mediaPosition}` : '',
  ]
  return (
    <BlockSection
      block={block}
      className={classes.filter(Boolean).join(' ')}
      style={blockStyle(block, { '--split': `${block.splitWidth}%` })}
    >
      {block.media ? (
        <div className="banner__figure">
          <BlockImage
            media={block.media}
            className="banner__media"
            href={block.mediaTarget}
            label={block.title}
          />
          {block.video ? (
            <BackgroundVideo video={block.video} id={block.id} name={block.title ?? block.media?.alt} />
          ) : null}
          <Caption caption={block.caption} />
        </div>
      ) : null}
      <div className="banner__content">
        <BlockTitle block={block} />
        <BlockText block={block} />
        {block.linkType === 'CTA' ? <Buttons targets={block.targets} /> : null}
      </div>
    </BlockSection>
  )
}
