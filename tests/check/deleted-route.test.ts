import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, visit } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The shipped site.yaml without its /contact route, and the lines of every `href: /contact…` and Markdown `](/contact…)` link in it. */
function removeContactRoute() {
  const doc = parseDocument(readFileSync(join(root, 'site.yaml'), 'utf8'));
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('site.yaml has no routes');
  const index = routes.items.findIndex((item) => isMap(item) && item.get('path') === '/contact');
  expect(index).toBeGreaterThan(-1);
  routes.items.splice(index, 1);
  const text = doc.toString();
  const linkLines: number[] = [];
  visit(parseDocument(text), {
    Pair(_, pair) {
      if (
        isScalar(pair.key) &&
        pair.key.value === 'href' &&
        isScalar(pair.value) &&
        /^\/contact(#|$)/.test(String(pair.value.value))
      ) {
        linkLines.push(text.slice(0, pair.value.range![0]).split('\n').length);
      }
      // A Markdown text's links are checked too, each reported at the text's line.
      if (
        isScalar(pair.key) &&
        pair.key.value === 'text' &&
        isScalar(pair.value) &&
        typeof pair.value.value === 'string'
      ) {
        for (const _link of pair.value.value.matchAll(/\]\(\/contact(#[^)]*)?\)/g))
          linkLines.push(text.slice(0, pair.value.range![0]).split('\n').length);
      }
    },
  });
  const file = join(scratch, 'site-without-contact.yaml');
  writeFileSync(file, text);
  // The page files it includes, found beside it as beside the shipped one.
  cpSync(join(root, 'pages'), join(scratch, 'pages'), { recursive: true });
  return { file: relative(root, file), linkLines };
}

/** The check, or the build into the scratch folder (only the build takes --out-dir). */
const run = (script: string, file: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      '--manifest',
      file,
      ...(script.endsWith('build.ts') ? ['--out-dir', join(scratch, 'dist')] : []),
    ],
    { cwd: root, encoding: 'utf8' },
  );

describe('deleting a route that pages link to', () => {
  const { file, linkLines } = removeContactRoute();

  it.each(['scripts/check.ts', 'scripts/build.ts'])(
    'makes %s fail, naming every broken link with its line',
    (script) => {
      expect(linkLines.length).toBeGreaterThan(1);
      const result = run(script, file);
      expect(result.status).toBe(1);
      const reported = [
        ...result.stdout.matchAll(
          new RegExp(
            `${file.replace(/[.]/g, '\\.')}:(\\d+):\\d+  .*: link to "/contact[^"]*", which is not a route`,
            'g',
          ),
        ),
      ].map((match) => Number(match[1]));
      expect(reported.sort((a, b) => a - b)).toEqual(linkLines.sort((a, b) => a - b));
      expect(result.stdout).toContain(`✗ ${linkLines.length} error`);
    },
  );
});
