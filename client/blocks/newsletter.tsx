import type { EngagementEnvironment } from '../../shared/content/block-environment'
import type { BlockOf } from '../../shared/content/blocks'
import { engagementErrorTemplates, type NewsletterNotice } from '../../shared/content/engagement'
import type { Translator } from '../../shared/i18n/i18n'
import { useShop } from '../i18n'
import type { NoticeMessage } from '../islands/engagement-parts'
import { Island } from '../islands/island'
import { NewsletterForm, type NewsletterFormProps } from '../islands/newsletter-form'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockTitle } from './parts'

const GUEST: EngagementEnvironment = {
  signedIn: false,
  email: null,
  newsletterSubscribed: false,
  path: '',
  newsletterNotice: null,
}

/** The notice and field errors a form posted without the script came back with. */
function outcomeOf(
  notice: NewsletterNotice | null,
  t: Translator,
  successText: string,
): { notice: NoticeMessage | null; errors: NewsletterFormProps['initialErrors'] } {
  switch (notice) {
    case 'subscribed':
      return { notice: { kind: 'success', text: successText }, errors: {} }
    case 'already':
      return { notice: { kind: 'error', text: t.t('newsletter.alreadySubscribed') }, errors: {} }
    case 'email':
      return { notice: null, errors: { email: t.t('form.email') } }
    case 'policy':
      return { notice: null, errors: { policy: t.t('engage.checkboxRequired') } }
    case 'signIn':
      return { notice: { kind: 'error', text: t.t('subs.signInAgain') }, errors: {} }
    case 'throttled':
      return { notice: { kind: 'error', text: t.t('newsletter.throttled') }, errors: {} }
    case 'error':
      return { notice: { kind: 'error', text: t.t('error.generic') }, errors: {} }
    default:
      return { notice: null, errors: {} }
  }
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
  const refused = engagement.newsletterRefused
  const outcome = refused
    ? {
        notice: refused.notice ? ({ kind: 'error', text: refused.notice } as const) : null,
        errors: refused.errors,
      }
    : outcomeOf(engagement.newsletterNotice, t, successText)
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
          initialNotice: outcome.notice,
          initialErrors: outcome.errors,
          labels: {
            email: t.t('newsletter.email'),
            accountEmail: t.t('newsletter.accountEmail'),
            policy: t.t('newsletter.policy'),
            submit: t.t('newsletter.submit'),
            sending: t.t('engage.sending'),
            dismiss: t.t('engage.dismiss'),
            genericError: t.t('error.generic'),
            errors: engagementErrorTemplates((key) => t.t(key)),
          },
        }}
      />
    </BlockSection>
  )
}
