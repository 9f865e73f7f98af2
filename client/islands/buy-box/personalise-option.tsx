import type { ThreadColour } from '../../../shared/bag/embroidery'
import { FieldError } from './field-error'
import { type PersonaliseOption as PersonaliseOptionProps, useBuyBoxWords } from './props'
import { Swatches } from './swatches'
import type { Personalisation } from './use-personalisation'

const DARK_THREADS = new Set(['black', 'navy', 'red'])

interface Props {
  id: string
  personalise: PersonaliseOptionProps
  personal: Personalisation
  /** The character count needs the script; without it CSS shows the fields once the box is ticked. */
  hydrated: boolean
}

/**
 * "Personalise it": a checkbox that shows a text and a thread colour, a preview of the text in that thread, and
 * what personalising means (made to order, no returns), said before the add.
 */
export function PersonaliseOption({ id, personalise, personal, hydrated }: Props) {
  const words = useBuyBoxWords()
  const { max } = personalise
  const { value, errors } = personal
  return (
    <fieldset className="buy-box__personalise">
      <legend className="visually-hidden">{words.t('custom.title')}</legend>
      <label className="buy-box__personalise-toggle">
        <input
          type="checkbox"
          name="personalise"
          value="1"
          checked={value.on}
          aria-controls={`${id}-personal`}
          onChange={(event) => personal.change({ on: event.currentTarget.checked })}
        />
        <span>{words.t('custom.personalise', { price: personalise.surcharge })}</span>
      </label>
      <div id={`${id}-personal`} className="buy-box__personal" hidden={hydrated && !value.on}>
        <div className="buy-box__personal-text">
          <label htmlFor={`${id}-personal-text`}>{words.t('custom.text')}</label>
          <input
            ref={personal.textField}
            id={`${id}-personal-text`}
            name="personalText"
            type="text"
            value={value.text}
            maxLength={max}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: -- a refused form post comes back with focus on what to correct
            autoFocus={personalise.refused && Boolean(errors.text)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-personal-hint${hydrated ? ` ${id}-personal-count` : ''}${errors.text ? ` ${id}-personal-error` : ''}`}
            onChange={(event) => personal.change({ text: event.currentTarget.value })}
          />
          <p className="field-hint" id={`${id}-personal-hint`}>
            {words.t('custom.textHint', { max })}
          </p>
          {hydrated ? (
            <p className="field-hint buy-box__count" id={`${id}-personal-count`} aria-live="polite">
              {words.t('custom.count', { count: [...value.text].length, max })}
            </p>
          ) : null}
          <FieldError id={`${id}-personal-error`} message={personal.errorOf('text')} />
        </div>
        <fieldset
          className="buy-box__threads"
          aria-invalid={errors.thread ? true : undefined}
          aria-describedby={errors.thread ? `${id}-thread-error` : undefined}
        >
          <legend>
            {words.t('custom.thread')}:{' '}
            <span className="buy-box__chosen">
              {personalise.threads.some((entry) => entry.code === value.thread)
                ? words.t(`custom.thread.${value.thread as ThreadColour}`)
                : ''}
            </span>
          </legend>
          <Swatches
            name="threadColour"
            options={personalise.threads.map((thread) => ({
              ...thread,
              name: words.t(`custom.thread.${thread.code}`),
            }))}
            chosen={value.thread}
            onChoose={(code) => personal.change({ thread: code })}
            firstRef={personal.firstThread}
          />
          <FieldError id={`${id}-thread-error`} message={personal.errorOf('thread')} />
        </fieldset>
        {value.text.trim() ? (
          <p
            // Dark threads are shown on a light fabric, light ones on a dark fabric.
            className={`stitch-preview${DARK_THREADS.has(value.thread) ? ' is-light' : ''}`}
            aria-hidden="true"
            style={{ color: personalise.threads.find((entry) => entry.code === value.thread)?.hex }}
          >
            {value.text}
          </p>
        ) : null}
        <p className="buy-box__made-to-order">{words.t('custom.madeToOrder')}</p>
        <p className="buy-box__no-returns">{words.t('custom.noReturns')}</p>
      </div>
    </fieldset>
  )
}
