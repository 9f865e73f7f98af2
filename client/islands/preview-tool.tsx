/**
 * The editors' preview tool in the browser (spec 3 §2.1). Without JavaScript both of its forms still work: the
 * controls are a plain GET form the server validates, and the token form posts to `/api/preview/session` (to the
 * tool's own page without the script).
 * Hydrated, the controls check the document type on change and before Go, and the page keeps its scroll in step
 * with the editor's frame by `postMessage`, answering only the origins it was given. The token form starts the
 * session with a fetch and reloads into the tool, or says the token was refused.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { createScrollMessage, readScrollMessage } from '../../shared/content/preview-tool'
import { callApi } from '../api'

export interface PreviewControlsProps {
  mode: 'controls'
  action: string
  /** Prefix of the element ids (islands get ids from props, never from useId). */
  idPrefix: string
  docTypes: readonly string[]
  limits: readonly number[]
  values: { docType: string; layoutVariant: string; limit: number; testContext: string }
  /** Carried along by Go: preview mode, the page reset to 1, the target and the preview date. */
  hidden: Readonly<Record<string, string>>
  /** True when the server already found the document type missing. */
  docTypeMissing: boolean
  maxLayoutVariantLength: number
  /** True when the forced variants held an entry that is not `experience:variant` (the server dropped it). */
  testContextInvalid: boolean
  maxTestContextLength: number
  /** Origins whose scroll messages are followed and to which the page's scroll is reported. */
  allowedOrigins: readonly string[]
  text: {
    legend: string
    docType: string
    chooseDocType: string
    docTypeRequired: string
    layoutVariant: string
    layoutVariantHint: string
    testContext: string
    testContextHint: string
    testContextInvalid: string
    limit: string
    go: string
  }
}

export interface PreviewTokenProps {
  mode: 'token'
  /** Where the script sends the token (`/api`); the plain form posts to the page itself (`action`). */
  endpoint: string
  action: string
  /** Why a token posted without the script was refused. */
  refusal?: string | null
  idPrefix: string
  text: { token: string; submit: string; tokenRequired: string; tokenInvalid: string }
}

export type PreviewToolProps = PreviewControlsProps | PreviewTokenProps

export function PreviewTool(props: PreviewToolProps) {
  return props.mode === 'token' ? <PreviewTokenForm {...props} /> : <PreviewControls {...props} />
}

function PreviewControls({
  action,
  idPrefix,
  docTypes,
  limits,
  values,
  hidden,
  docTypeMissing,
  maxLayoutVariantLength,
  testContextInvalid,
  maxTestContextLength,
  allowedOrigins,
  text,
}: PreviewControlsProps) {
  const [missing, setMissing] = useState(docTypeMissing)
  const docTypeRef = useRef<HTMLSelectElement>(null)
  useScrollSync(allowedOrigins)
  const errorId = `${idPrefix}-doc-type-error`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (docTypeRef.current?.value) return
    event.preventDefault()
    setMissing(true)
    docTypeRef.current?.focus()
  }

  return (
    <form className="preview-tool__controls" method="get" action={action} noValidate onSubmit={submit}>
      <fieldset>
        <legend>{text.legend}</legend>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="preview-tool__field">
          <label htmlFor={`${idPrefix}-doc-type`}>
            {text.docType}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${idPrefix}-doc-type`}
            name="docType"
            ref={docTypeRef}
            defaultValue={values.docType}
            required
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => setMissing(event.currentTarget.value === '')}
          >
            <option value="">{text.chooseDocType}</option>
            {docTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {missing ? (
            <p className="field-error" id={errorId} role="alert">
              {text.docTypeRequired}
            </p>
          ) : null}
        </div>
        <div className="preview-tool__field">
          <label htmlFor={`${idPrefix}-layout-variant`}>{text.layoutVariant}</label>
          <input
            id={`${idPrefix}-layout-variant`}
            name="layoutVariant"
            type="text"
            defaultValue={values.layoutVariant}
            maxLength={maxLayoutVariantLength}
            autoComplete="off"
            aria-describedby={`${idPrefix}-layout-variant-hint`}
          />
          <p className="preview-tool__hint" id={`${idPrefix}-layout-variant-hint`}>
            {text.layoutVariantHint}
          </p>
        </div>
        <div className="preview-tool__field">
          <label htmlFor={`${idPrefix}-test-context`}>{text.testContext}</label>
          <input
            id={`${idPrefix}-test-context`}
            name="p13n_testcontext"
            type="text"
            defaultValue={values.testContext}
            maxLength={maxTestContextLength}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={testContextInvalid ? true : undefined}
            aria-describedby={`${idPrefix}-test-context-hint${testContextInvalid ? ` ${idPrefix}-test-context-error` : ''}`}
          />
          <p className="preview-tool__hint" id={`${idPrefix}-test-context-hint`}>
            {text.testContextHint}
          </p>
          {testContextInvalid ? (
            <p className="field-error" id={`${idPrefix}-test-context-error`}>
              {text.testContextInvalid}
            </p>
          ) : null}
        </div>
        <div className="preview-tool__field">
          <label htmlFor={`${idPrefix}-limit`}>{text.limit}</label>
          <select id={`${idPrefix}-limit`} name="limit" defaultValue={String(values.limit)}>
            {limits.map((limit) => (
              <option key={limit} value={String(limit)}>
                {limit}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {text.go}
        </button>
      </fieldset>
    </form>
  )
}

/**
 * Keeps this page's scroll and the parent frame's together. The parent's origin is learnt from its first
 * accepted message (or from `location.ancestorOrigins` where the browser has it), and only then is this page's
 * scroll reported to it, so a message never goes to a window whose origin is not on the list. A position just
 * applied from the parent is not echoed back.
 */
function useScrollSync(allowedOrigins: readonly string[]) {
  useEffect(() => {
    if (window.parent === window) return
    const maxScroll = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
    const ancestor = window.location.ancestorOrigins?.[0]
    let parentOrigin: string | null = ancestor && allowedOrigins.includes(ancestor) ? ancestor : null
    let applied: number | null = null
    let frame = 0

    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return
      const ratio = readScrollMessage(event.origin, event.data, allowedOrigins)
      if (ratio === null) return
      parentOrigin = event.origin
      applied = Math.round(ratio * maxScroll())
      window.scrollTo({ top: applied, behavior: 'instant' })
    }
    const onScroll = () => {
      if (frame || !parentOrigin) return
      frame = window.requestAnimationFrame(() => {
        frame = 0
        if (applied !== null && Math.abs(window.scrollY - applied) < 2) return
        applied = null
        const max = maxScroll()
        if (parentOrigin)
          window.parent.postMessage(createScrollMessage(max ? window.scrollY / max : 0), parentOrigin)
      })
    }
    window.addEventListener('message', onMessage)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('message', onMessage)
      window.removeEventListener('scroll', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [allowedOrigins])
}

function PreviewTokenForm({ endpoint, action, refusal = null, idPrefix, text }: PreviewTokenProps) {
  const [error, setError] = useState<string | null>(refusal)
  const [busy, setBusy] = useState(false)
  const tokenRef = useRef<HTMLInputElement>(null)
  const errorId = `${idPrefix}-token-error`

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const token = tokenRef.current?.value.trim() ?? ''
    if (!token) {
      setError(text.tokenRequired)
      tokenRef.current?.focus()
      return
    }
    setBusy(true)
    const accepted = await callApi(endpoint, { form: new URLSearchParams({ token }) }).then(
      () => true,
      () => false,
    )
    if (accepted) {
      window.location.reload()
      return
    }
    setBusy(false)
    setError(text.tokenInvalid)
    tokenRef.current?.focus()
  }

  return (
    <form className="preview-tool__token" method="post" action={action} noValidate onSubmit={submit}>
      <div className="preview-tool__field">
        <label htmlFor={`${idPrefix}-token`}>{text.token}</label>
        <input
          id={`${idPrefix}-token`}
          ref={tokenRef}
          name="token"
          type="password"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={1024}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={busy}>
        {text.submit}
      </button>
    </form>
  )
}

export { PreviewTool as island }
