import { blocksProvideH1 } from '../../shared/content/blocks'
import type { ChildPage, ContentPage as ContentPageModel } from '../../shared/content/content'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { ChildPages } from '../components/child-pages'

export function ContentPage({
  page,
  childPages = [],
}: {
  page: ContentPageModel
  /** The pages below this one, listed after its blocks ("In this section", decision 107). */
  childPages?: readonly ChildPage[]
}) {
  return (
    <div className="content-page">
      <Breadcrumb trail={[]} current={page.title} />
      {blocksProvideH1(page.blocks) ? null : <h1>{page.title}</h1>}
      <BlockList blocks={page.blocks} />
      <ChildPages pages={childPages} />
    </div>
  )
}
