import type { CSSProperties } from 'react'
import type { Card, CollectionBlock, CollectionBreakpoint } from '../../shared/content/blocks'
import { CollectionCarousel } from '../islands/collection-carousel'
import { Island } from '../islands/island'
import { BlockImage, BlockSection, BlockText, BlockTitle, Buttons, blockStyle } from './parts'

/** Card widths by card count (spec 3 §9): three a third, five a fifth, six a sixth on large screens, the latter two half on small and a quarter on medium. */
const CARD_WIDTHS: Record<number, { sm: string; md: string; lg: string }> = {
  3: { sm: '100%', md: '33.333%', lg: '33.333%' },
  4: { sm: '50%', md: '50%', lg: '25%' },
  5: { sm: '50%', md: '25%', lg: '20%' },
  6: { sm: '50%', md: '25%', lg: '16.666%' },
}
const OTHER_WIDTHS = { sm: '50%', md: '33.333%', lg: '25%' }

export const cardWidths = (count: number) => CARD_WIDTHS[count] ?? OTHER_WIDTHS

/** A carousel's slide sizing per breakpoint as custom properties; the stylesheet reads them only where it is one. */
function slideSizing(breakpoints: Record<'sm' | 'md' | 'lg', CollectionBreakpoint>) {
  const vars: Record<string, string | undefined> = {}
  for (const bp of ['sm', 'md', 'lg'] as const) {
    const { slideWidth, slideMaxWidth, slidePadding, margin } = breakpoints[bp]
    vars[`--slide-width-${bp}`] = slideWidth
    vars[`--slide-max-width-${bp}`] = slideMaxWidth
    vars[`--slide-padding-${bp}`] = slidePadding
    vars[`--track-margin-${bp}`] = margin
  }
  return vars
}

const layoutClasses = (breakpoints: Record<'sm' | 'md' | 'lg', CollectionBreakpoint>) =>
  (['sm', 'md', 'lg'] as const).map((bp) => `collection--${bp}-${breakpoints[bp].type}`).join(' ')

function CollectionCard({ card, index }: { card: Card; index: number }) {
  return (
    <li className="collection__item" data-index={index}>
      <a href={card.url} className="collection__link">
        <BlockImage media={card.media} className="collection__image" />
        {card.hoverMedia ? <BlockImage media={card.hoverMedia} className="collection__hover-image" /> : null}
        <span className="collection__text">
          {card.eyebrow ? <span className="collection__eyebrow">{card.eyebrow}</span> : null}
          <span className="collection__title">{card.title}</span>
          {card.text ? <span className="collection__body">{card.text}</span> : null}
        </span>
      </a>
    </li>
  )
}

/**
 * Cards as a grid or a scroll-snapping carousel per breakpoint, or the stacked, vertical-list (image on hover),
 * highlightCenter and threeCardGrid variants. Carousels scroll by touch, trackpad and keyboard without JavaScript.
 */
export function Collection({ block }: { block: CollectionBlock }) {
  const widths = cardWidths(block.items.length)
  const style = blockStyle(block, {
    '--card-sm': widths.sm,
    '--card-md': widths.md,
    '--card-lg': widths.lg,
    ...slideSizing(block.breakpoints),
  }) as CSSProperties
  const carousel = (['sm', 'md', 'lg'] as const).some((bp) => block.breakpoints[bp].type === 'carousel')
  const listId = `${block.id}-items`
  return (
    <BlockSection
      block={block}
      className={`collection collection--${block.variant} ${layoutClasses(block.breakpoints)}`}
      style={style}
    >
      <BlockTitle block={block} />
      <BlockText block={block} />
      <ul
        id={listId}
        className="collection__items"
        // A scrolling carousel must be reachable by keyboard to scroll it.
        {...(carousel ? { tabIndex: 0, role: 'list', 'aria-label': block.title ?? block.id } : {})}
      >
        {block.items.map((card, index) => (
          <CollectionCard key={`${card.url}|${card.title}`} card={card} index={index} />
        ))}
      </ul>
      {carousel ? (
        <Island
          name="collection-carousel"
          component={CollectionCarousel}
          props={{
            listId,
            count: block.items.length,
            breakpoints: block.breakpoints,
          }}
        />
      ) : null}
      <Buttons targets={block.targets} />
    </BlockSection>
  )
}
