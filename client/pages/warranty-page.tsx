/**
 * The warranty page (spec 2 §7 "Warranty", `/{locale}/help/warranty`): what the warranty covers, and for a
 * signed-in shopper a plain form that opens a warranty case (the product, the date of purchase, an optional order
 * number and what is wrong). A guest reads the same explanation and is asked to sign in, coming back here after.
 * Once opened, the form gives way to the case id.
 */

import { Fragment } from 'react'
import {
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  WARRANTY_FIELDS,
  WARRANTY_PRODUCT_MAX,
  WARRANTY_YEARS,
  type WarrantyField,
  type WarrantyInput,
} from '../../shared/help/warranty'
import { Breadcrumb } from '../components/breadcrumb'
import { Notice } from '../components/notice'
import {
  CaseFields,
  ErrorSummary,
  SupportField,
  SupportForm,
  SupportPanel,
  supportFormFields,
} from '../components/support-form'
import { useShop } from '../i18n'

/** What the form shows in its fields: empty, or what was typed before a refusal. */
export type WarrantyValues = WarrantyInput

export const EMPTY_WARRANTY: WarrantyValues = {
  product: '',
  purchaseDate: '',
  orderNumber: '',
  description: '',
}

export interface WarrantyPageProps {
  /** The signed-in shopper; null for a guest, who is asked to sign in. */
  shopper: { name: string; email: string } | null
  signInHref: string
  signUpHref: string
  contactHref: string
  /** Where the form posts (with the page's locale). */
  action: string
  values: WarrantyValues
  errors: Partial<Record<WarrantyField, string>>
  /** A refusal of the whole form (too many cases, a failure upstream). */
  notice: string | null
  /** The case opened just now. */
  sent: { caseId: string } | null
  /** The form again, empty, after a case was opened. */
  formHref: string
  /** `YYYY-MM-DD`: the latest and earliest purchase dates the date field offers. */
  today: string
  earliest: string
}

const ID = 'warranty' as const

/** What the warranty covers and what it does not, each under its heading. */
const COVERAGE = [
  {
    title: 'warranty.covered.title',
    items: ['warranty.covered.materials', 'warranty.covered.seams', 'warranty.covered.hardware'],
  },
  {
    title: 'warranty.notCovered.title',
    items: ['warranty.notCovered.wear', 'warranty.notCovered.damage', 'warranty.notCovered.alterations'],
  },
] as const

export function WarrantyPage(props: WarrantyPageProps) {
  const { t } = useShop()
  const { values, errors, shopper } = props
  const title = t.t('warranty.title')
  const label: Record<WarrantyField, string> = {
    product: t.t('warranty.product'),
    purchaseDate: t.t('warranty.purchaseDate'),
    orderNumber: t.t('warranty.orderNumber'),
    description: t.t('warranty.description'),
  }
  const { fieldProps, attributes, summary } = supportFormFields(ID, WARRANTY_FIELDS, errors, label)

  return (
    <div className="warranty-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <div className="warranty-page__layout">
        <div className="warranty-page__about">
          <p className="warranty-page__intro">{t.t('warranty.intro', { years: WARRANTY_YEARS })}</p>
          {COVERAGE.map(({ title, items }) => (
            <Fragment key={title}>
              <h2>{t.t(title)}</h2>
              <ul>
                {items.map((item) => (
                  <li key={item}>{t.t(item)}</li>
                ))}
              </ul>
            </Fragment>
          ))}
          <p>
            <a href={props.contactHref}>{t.t('warranty.contact')}</a>
          </p>
        </div>
        <SupportPanel
          form={ID}
          className="warranty-page__form"
          sent={props.sent ? t.t('warranty.sent.case', { caseId: props.sent.caseId }) : null}
          formHref={props.formHref}
        >
          {!shopper ? (
            <div className="support-form__guest">
              <h2 id="warranty-form-title">{t.t('warranty.guest.title')}</h2>
              <p>{t.t('warranty.guest.text')}</p>
              <p className="support-form__actions">
                <a className="button" href={props.signInHref}>
                  {t.t('warranty.guest.signIn')}
                </a>
                <a className="button button--secondary" href={props.signUpHref}>
                  {t.t('warranty.guest.signUp')}
                </a>
              </p>
            </div>
          ) : (
            <>
              <h2 id="warranty-form-title">{t.t('warranty.form.title')}</h2>
              {props.notice ? <Notice kind="error">{props.notice}</Notice> : null}
              <ErrorSummary title={t.t('warranty.summary')} items={props.notice ? [] : summary} />
              <p>{t.t('warranty.signedInAs', { name: shopper.name, email: shopper.email })}</p>
              <SupportForm id={ID} action={props.action} submit={t.t('warranty.submit')}>
                <SupportField {...fieldProps('product', t.t('warranty.productHint'))}>
                  <input
                    name="product"
                    type="text"
                    autoComplete="off"
                    maxLength={WARRANTY_PRODUCT_MAX + 1}
                    required
                    defaultValue={values.product}
                    {...attributes('product', true)}
                  />
                </SupportField>
                <SupportField
                  {...fieldProps('purchaseDate', t.t('warranty.purchaseDateHint', { years: WARRANTY_YEARS }))}
                >
                  <input
                    name="purchaseDate"
                    type="date"
                    min={props.earliest}
                    max={props.today}
                    required
                    defaultValue={values.purchaseDate}
                    {...attributes('purchaseDate', true)}
                  />
                </SupportField>
                <CaseFields
                  fields={{ fieldProps, attributes }}
                  orderNumber={{ value: values.orderNumber, hint: t.t('warranty.orderNumberHint') }}
                  text={{
                    field: 'description',
                    value: values.description,
                    hint: t.t('warranty.descriptionHint', {
                      min: WARRANTY_DESCRIPTION_MIN,
                      max: WARRANTY_DESCRIPTION_MAX,
                    }),
                  }}
                />
              </SupportForm>
            </>
          )}
        </SupportPanel>
      </div>
    </div>
  )
}
