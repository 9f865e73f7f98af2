/**
 * Contact us (spec 1 §2 `/help/contact-us`, §7 "Contact us"): the content service's page (opening hours, how we
 * answer) beside a plain form that works without JavaScript. The category and the subject are two selects; the
 * subjects are grouped under their categories, so a shopper without a script sees which belong together, and the
 * worker refuses a subject of another category at the subject. A signed-in shopper finds their name and email
 * filled in. Once sent, the form gives way to the case number.
 */
import type { Block } from '../../shared/content/blocks'
import {
  CONTACT_EMAIL_MAX,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  type ContactCategory,
  type ContactField,
  type ContactInput,
} from '../../shared/help/contact'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { LinkList } from '../components/link-list'
import { Notice } from '../components/notice'
import {
  CaseFields,
  EMAIL_INPUT,
  ErrorSummary,
  SupportField,
  SupportForm,
  SupportPanel,
  supportFormFields,
} from '../components/support-form'
import { useShop } from '../i18n'

/** What the form shows in its fields: empty, a signed-in shopper's name and email, or what was typed. */
export type ContactValues = ContactInput

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  orderNumber: '',
  message: '',
}

export interface ContactPageProps {
  title: string
  /** The content service's page, shown beside the form; empty when it could not be loaded. */
  blocks: Block[]
  /** Where the form posts (with the page's locale). */
  action: string
  /** The categories and their subjects; null when they could not be loaded (the form cannot be sent then). */
  categories: ContactCategory[] | null
  values: ContactValues
  errors: Partial<Record<ContactField, string>>
  /** A refusal of the whole form (too many messages, a failure upstream). */
  notice: string | null
  /** The case opened by the message just sent. */
  sent: { caseNumber: string } | null
  /** The form again, empty, after a message was sent. */
  formHref: string
  links: { text: string; url: string }[]
}

const ID = 'contact' as const

export function ContactPage(props: ContactPageProps) {
  const { t } = useShop()
  const { values, errors, categories } = props
  const label: Record<ContactField, string> = {
    name: t.t('contact.name'),
    email: t.t('contact.email'),
    category: t.t('contact.category'),
    subject: t.t('contact.subject'),
    orderNumber: t.t('contact.orderNumber'),
    message: t.t('contact.message'),
  }
  const { fieldProps, attributes, summary } = supportFormFields(ID, CONTACT_FIELDS, errors, label)

  return (
    <div className="contact-page">
      <Breadcrumb trail={[]} current={props.title} />
      <h1>{props.title}</h1>
      <div className="contact-page__layout">
        {props.blocks.length > 0 ? (
          <div className="contact-page__about">
            <BlockList blocks={props.blocks} />
          </div>
        ) : null}
        <SupportPanel
          form={ID}
          className="contact-page__form"
          sent={props.sent ? t.t('contact.sent.case', { caseNumber: props.sent.caseNumber }) : null}
          formHref={props.formHref}
        >
          <h2 id="contact-form-title">{t.t('contact.form.title')}</h2>
          {props.notice ? <Notice kind="error">{props.notice}</Notice> : null}
          {categories === null ? (
            <Notice kind="info">{t.t('contact.unavailable')}</Notice>
          ) : (
            <>
              <ErrorSummary title={t.t('contact.summary')} items={props.notice ? [] : summary} />
              <p>{t.t('contact.form.intro')}</p>
              <SupportForm id={ID} action={props.action} submit={t.t('contact.submit')}>
                <SupportField {...fieldProps('name')}>
                  <input
                    name="name"
                    type="text"
                    autoComplete="name"
                    maxLength={CONTACT_NAME_MAX}
                    required
                    defaultValue={values.name}
                    {...attributes('name')}
                  />
                </SupportField>
                <SupportField {...fieldProps('email')}>
                  <input
                    {...EMAIL_INPUT}
                    maxLength={CONTACT_EMAIL_MAX + 1}
                    required
                    defaultValue={values.email}
                    {...attributes('email')}
                  />
                </SupportField>
                <SupportField {...fieldProps('category')}>
                  <select name="category" required defaultValue={values.category} {...attributes('category')}>
                    <option value="">{t.t('contact.category.choose')}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                </SupportField>
                <SupportField {...fieldProps('subject', t.t('contact.subjectHint'))}>
                  <select
                    name="subject"
                    required
                    defaultValue={values.subject}
                    {...attributes('subject', true)}
                  >
                    <option value="">{t.t('contact.subject.choose')}</option>
                    {categories.map((category) => (
                      <optgroup key={category.id} label={category.name}>
                        {category.subjects.map((subject) => (
                          <option key={subject.id} value={subject.id}>
                            {subject.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </SupportField>
                <CaseFields
                  fields={{ fieldProps, attributes }}
                  orderNumber={{ value: values.orderNumber, hint: t.t('contact.orderNumberHint') }}
                  text={{
                    field: 'message',
                    value: values.message,
                    hint: t.t('contact.messageHint', {
                      min: CONTACT_MESSAGE_MIN,
                      max: CONTACT_MESSAGE_MAX,
                    }),
                  }}
                />
              </SupportForm>
            </>
          )}
        </SupportPanel>
        <section className="contact-page__more" aria-labelledby="contact-more-title">
          <h2 id="contact-more-title">{t.t('contact.more.title')}</h2>
          <LinkList links={props.links} />
        </section>
      </div>
    </div>
  )
}
