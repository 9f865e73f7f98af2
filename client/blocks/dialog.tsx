import type { BlockOf } from '../../shared/content/blocks'
import { useShop } from '../i18n'
import { DialogTrigger } from '../islands/content-dialog'
import { Island } from '../islands/island'
import { BlockList } from './registry'

/**
 * A button that opens a modal dialog of blocks (size guides, offer terms). The dialog is rendered on the server;
 * the small trigger island opens it with `showModal`, which keeps focus inside and closes on Escape.
 */
export function Dialog({ block }: { block: BlockOf<'dialog'> }) {
  const { t } = useShop()
  const dialogId = `${block.id}-dialog`
  return (
    <div className="block content-dialog">
      <Island name="content-dialog" component={DialogTrigger} props={{ dialogId, text: block.triggerText }} />
      <dialog id={dialogId} className="content-dialog__dialog" aria-labelledby={`${block.id}-title`}>
        <form method="dialog" className="content-dialog__close">
          <button type="submit" aria-label={t.t('blocks.closeDialog')}>
            <span aria-hidden="true">×</span>
          </button>
        </form>
        <h2 id={`${block.id}-title`}>{block.title}</h2>
        <BlockList blocks={block.blocks} />
      </dialog>
    </div>
  )
}
