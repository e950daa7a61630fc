import { join } from 'node:path';
import { pageAddress } from '#site/routes/page-address';
import { writeServedFile } from './write-served-file';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml from the base URL and every route, and a robots.txt that points to it, each with its compressed copies. */
export function writeSitemap(outDir: string, baseUrl: string, paths: string[]): void {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(pageAddress(baseUrl, path))}</loc></url>`).join('\n');
  writeServedFile(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeServedFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`);
}
