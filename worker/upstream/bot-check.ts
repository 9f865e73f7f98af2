/**
 * The bot check's answer the services' `recaptcha_response` fields carry (decision 035): the edge's own verdict,
 * given once the worker's checks passed (the trap field, the rate limits). No third-party widget is loaded; a
 * production bot-check provider would be verified by the worker before the call.
 */
export const EDGE_BOT_VERDICT = 'edge-checked'
