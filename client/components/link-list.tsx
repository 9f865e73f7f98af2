/** A link of a plain list: where it goes and what it says. */
export interface ListedLink {
  url: string
  text: string
}

/** Links as a list, each its own item (subcategories, popular searches, more help, a card's links). */
export function LinkList({ links, className }: { links: readonly ListedLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.text}</a>
        </li>
      ))}
    </ul>
  )
}
