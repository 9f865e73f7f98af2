import type { BlockOf } from '../../shared/content/blocks'
import { blockStyle } from './parts'

/**
 * A title and a row of links, with an optional divider, aligned left or right. Below large screens it folds into
 * a disclosure with the title (native `<details>`, so it works without JavaScript); choosing a link closes it.
 */
export function SecondaryNav({ block }: { block: BlockOf<'secondaryNav'> }) {
  const classes = [
    'block',
    'secondary-nav',
    `align-${block.alignment}`,
    block.divider ? 'secondary-nav--divider' : '',
  ]
  const links = (
    <ul className="secondary-nav__links">
      {block.links.map((link) => (
        <li key={link.url}>
          <a href={link.url} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <nav className={classes.filter(Boolean).join(' ')} aria-label={block.title} style={blockStyle(block)}>
      <p
        className="secondary-nav__title hide-sm"
        style={block.titleColor ? { color: block.titleColor } : undefined}
      >
        {block.title}
      </p>
      <div className="hide-sm">{links}</div>
      <details className="secondary-nav__panel hide-lg" data-close-on-choose="">
        <summary>{block.title}</summary>
        {links}
      </details>
    </nav>
  )
}
