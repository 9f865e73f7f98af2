import type { EngagementEnvironment } from '../../shared/content/block-environment'
import type { BlockOf } from '../../shared/content/blocks'
import { useShop } from '../i18n'
import type { NoticeMessage } from '../islands/engagement-parts'
import { Island } from '../islands/island'
import { NewsletterForm } from '../islands/newsletter-form'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockTitle } from './parts'

const GUEST: EngagementEnvironment = {
  signedIn: false,
  email: null,
  newsletterSubscribed: false,
  path: '',
  newsletterNotice: null,
}

/**
 * The newsletter sign-up (spec 3 §2.4). A shopper known to be subscribed sees the success text as the heading and
 * no form (spec 3 §4); a signed-in shopper's email comes from the account.
 */
export function Newsletter({ block }: { block: BlockOf<'newsletter'> }) {
  const { t } = useShop()
  const engagement = useBlockEnvironment().engagement ?? GUEST
  const successText = block.successText ?? t.t('newsletter.success')
  if (engagement.newsletterSubscribed) {
    const subscribed = { ...block, title: successText, titleHtml: undefined, hideTitle: false }
    return (
      <BlockSection block={subscribed} className="newsletter newsletter--subscribed">
        <BlockTitle block={subscribed} />
      </BlockSection>
    )
  }
  const titled = block.title || block.titleHtml ? block : { ...block, title: t.t('newsletter.title') }
  // A form posted without the script comes back subscribed (`?newsletter=subscribed`), or refused: the page again.
  const refused = engagement.newsletterRefused
  const notice: NoticeMessage | null = refused?.notice
    ? { kind: 'error', text: refused.notice }
    : engagement.newsletterNotice === 'subscribed'
      ? { kind: 'success', text: successText }
      : null
  return (
    <BlockSection block={titled} className="newsletter">
      <BlockTitle block={titled} />
      {block.text ? <p className="newsletter__text">{block.text}</p> : null}
      <Island
        name="newsletter-form"
        component={NewsletterForm}
        props={{
          id: block.id,
          locale: t.locale.code,
          path: engagement.path,
          knownEmail: engagement.email,
          emailHint: block.emailHint ?? null,
          policyHtml: block.richText ?? null,
          successText,
          typedEmail: refused?.email ?? '',
          initialNotice: notice,
          initialErrors: refused?.errors ?? {},
        }}
      />
    </BlockSection>
  )
}
