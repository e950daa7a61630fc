import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser says a form post comes from another website: by `Sec-Fetch-Site` (every current
 * browser sends it, and it needs no knowledge of the address the site is served at), else by `Origin`
 * against the host the request was made to. A post with neither is accepted: browsers old enough to send
 * neither (Firefox sent no Origin on same-origin form posts before version 70) still reach the form, and a
 * client that is not a browser could send any headers it likes, so refusing it would protect nothing;
 * every browser that sends cookies and runs another site's pages today sends one of the two.
 */
export function isCrossSitePost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  // 'same-origin', 'same-site' (a sister subdomain of the site) and 'none' (the visitor's own action).
  if (typeof site === 'string') return site.toLowerCase() === 'cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or garbage: no page of this site.
    return true;
  }
}
