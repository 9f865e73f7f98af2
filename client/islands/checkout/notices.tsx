/** What the checkout says atop a step: a refusal, that it is saving, or what the cart service changed by itself. */
export interface NoticesProps {
  notice: string | null
  info: string | null
  busy: boolean
  saving: string
  /** A refusal the service asks to retry, of a call the checkout does not repeat by itself: "Try again" sends it. */
  retry?: { label: string; send: () => void } | null
}

export function Notices({ notice, info, busy, saving, retry }: NoticesProps) {
  return (
    <>
      <div role="alert" className="checkout__alert">
        {notice ? (
          <p className="notice notice--error">
            {notice}
            {retry ? (
              <>
                {' '}
                <button type="button" className="link-button" onClick={retry.send} disabled={busy}>
                  {retry.label}
                </button>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {busy ? saving : ''}
      </p>
      {info ? (
        <p className="notice" role="status">
          {info}
        </p>
      ) : null}
    </>
  )
}
