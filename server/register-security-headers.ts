import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../src/generated/site-types';
import { listThirdPartySources, type PolicySources } from '../src/site/third-party/list-third-party-sources';
import { SERVER_SETTINGS_FILE } from '../src/site/routes/server-settings-file';
import { isPreviewPage } from '../src/site/routes/preview-page';

/** Script types a browser runs; a JSON or JSON-LD block is data, and CSP does not apply to it. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP sources (`'sha256-…'`) of the scripts written inline in a page, such as the theme script. */
function hashInlineScripts(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1].toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type))
      hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy for the built site. Scripts: the site's own files, by hash the inline scripts of the built
 * template, and the hosts of the third-party services site.yaml configures (the scheduler, the chat),
 * never 'unsafe-inline' or 'unsafe-eval'. Styles allow 'unsafe-inline': Emotion writes <style> tags
 * while the page runs, whose contents no list of hashes made at build time can know. Images may be
 * external https addresses (site.yaml allows them).
 */
function buildPolicy(scriptHashes: string[], thirdParty: PolicySources, frameAncestors: string): string {
  const directive = (name: string, ...own: string[]) =>
    [name, ...new Set([...own, ...(thirdParty[name] ?? [])])].join(' ');
  const frames = thirdParty['frame-src'] ? [directive('frame-src', "'self'")] : [];
  const media = thirdParty['media-src'] ? [directive('media-src', "'self'")] : [];
  return [
    "default-src 'self'",
    directive('script-src', "'self'", ...scriptHashes),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'"),
    ...frames,
    ...media,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The browser features the site never uses, refused for its pages and every frame in them (the
 * scheduler's, the chat's), so nothing a page loads can ask the visitor for them. Only features Chromium
 * knows: an unknown one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every answer: pages, assets and the API. No page may be framed, except the editor's
 * preview page (see src/site/routes/preview-page.ts), by a page of the same origin only (the editor). The script hashes come from the built
 * pages' template (index.html and 404.html) and the third-party hosts from the build's settings, read
 * again whenever a new build replaces them, so editing the theme script or a provider can never leave
 * a policy that blocks it. HSTS only over HTTPS: directly, or behind a proxy that says so in
 * X-Forwarded-Proto when the server trusts it (TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  let stamp = '';
  let policy = { page: '', preview: '' };
  let checkedAt = -Infinity;
  let checkedDir = '';
  // Looked at once a second at most, so the lead API's thousands of requests a second cost nothing; at once
  // when the site's folder changed (a publish or a rollback), so a new release never runs under the old policy.
  const readPolicy = (siteDir: string) => {
    if (siteDir === checkedDir && Date.now() - checkedAt < 1000) return policy;
    checkedAt = Date.now();
    checkedDir = siteDir;
    // The templates and the settings file: a new build replaces them, and the policy follows.
    const settingsFile = join(siteDir, SERVER_SETTINGS_FILE);
    const inputs = [...['index.html', '404.html'].map((name) => join(siteDir, name)), settingsFile];
    const present = inputs.flatMap((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat ? [{ file, mtime: stat.mtimeMs }] : [];
    });
    const current = present.map(({ file, mtime }) => `${file}:${mtime}`).join('|');
    if (current !== stamp || policy.page === '') {
      stamp = current;
      const pages = present.filter(({ file }) => file !== settingsFile);
      // A build always writes the settings; without them (a bare folder of pages) no provider is allowed.
      const settings =
        present.length > pages.length
          ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as Pick<Settings, 'scheduler' | 'chat'>)
          : {};
      const hashes = pages.flatMap(({ file }) => hashInlineScripts(readFileSync(file, 'utf8')));
      const thirdParty = listThirdPartySources(settings);
      policy = {
        page: buildPolicy(hashes, thirdParty, "'none'"),
        preview: buildPolicy(hashes, thirdParty, "'self'"),
      };
    }
    return policy;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const preview = isPreviewPage(request.url);
    const { page, preview: previewPolicy } = readPolicy(request.siteDir);
    reply.header('Content-Security-Policy', preview ? previewPolicy : page);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // A page the site opens, or that opens the site, gets no handle on the other's window.
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000');
    done();
  });
}
