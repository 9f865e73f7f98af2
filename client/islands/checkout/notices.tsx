/** What the checkout says atop a step: a refusal, that it is saving, or what the cart service changed by itself. */
export interface NoticesProps {
  notice: string | null
  info: string | null
  busy: boolean
  saving: string
}

export function Notices({ notice, info, busy, saving }: NoticesProps) {
  return (
    <>
      <div role="alert" className="checkout__alert">
        {notice ? <p className="notice notice--error">{notice}</p> : null}
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
