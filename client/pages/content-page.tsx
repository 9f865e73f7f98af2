import type { ContentPage as ContentPageModel } from '../../shared/content'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'

export function ContentPage({ page }: { page: ContentPageModel }) {
  return (
    <div className="content-page">
      <Breadcrumb trail={[]} current={page.title} />
      <h1>{page.title}</h1>
      <BlockList blocks={page.blocks} />
    </div>
  )
}
