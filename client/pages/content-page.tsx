import { blocksProvideH1 } from '../../shared/content/blocks'
import type { ContentPage as ContentPageModel } from '../../shared/content/content'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'

export function ContentPage({ page }: { page: ContentPageModel }) {
  return (
    <div className="content-page">
      <Breadcrumb trail={[]} current={page.title} />
      {blocksProvideH1(page.blocks) ? null : <h1>{page.title}</h1>}
      <BlockList blocks={page.blocks} />
    </div>
  )
}
