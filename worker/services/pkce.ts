/**
 * PKCE (RFC 7636) for sign-in: a fresh verifier per attempt, kept in the request that signs in and never sent
 * anywhere but the token exchange, and its S256 challenge, which goes with the credentials. Whoever intercepts
 * the authorization code cannot exchange it without the verifier.
 */

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), unpadded. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return toBase64Url(new Uint8Array(digest))
}

/** A new verifier (43 characters from 32 random bytes, within RFC 7636's 43–128) and its challenge. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  return { verifier, challenge: await codeChallengeOf(verifier) }
}
