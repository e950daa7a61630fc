import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageRestitcher, nameAgain, type ShellChange } from './restitch-page';

const TAIL = '</div><script type="module">start()</script></body></html>';
const SHEET = '<link rel="stylesheet" href="/assets/shell-aaaa.css">';
const tag = (file: string) => `<link id="site-shell" rel="preload" as="fetch" crossorigin href="/assets/${file}">`;

/** A built page as the template makes it: head, the app's root with the shell around <main>, the tail. */
const page = (head: string, header: string, main: string, footer: string) =>
  `<!doctype html><html><head>${head}</head><body><div id="root">${header}${main}${footer}${TAIL}`;

const previousNotFound = page(
  `${SHEET}<template id="deferred-head">${tag('shell-old.json')}</template>`,
  '<header>Old menu</header>',
  '<main>Page Not Found</main>',
  '<footer>Old footer</footer>',
);
const change: ShellChange = {
  previousNotFound,
  notFoundBody: '<header>New menu</header><main>Page Not Found</main><footer>New footer</footer>',
  tail: TAIL,
  dataTag: { previous: tag('shell-old.json'), now: tag('shell-new.json') },
  sheetLink: SHEET,
};
const routeHead = `<title>About</title>${SHEET}<template id="deferred-head">${tag('shell-old.json')}<link id="route-data"></template>`;
const about = page(
  routeHead,
  '<header>Old menu</header>',
  '<main><h1>About</h1></main>',
  '<footer>Old footer</footer>',
);

describe('a page of the previous build set in a changed shell', () => {
  it("keeps its head and <main>, takes the new header and footer, and names the shell's new data", () => {
    expect(createPageRestitcher(change)(about)).toBe(
      page(
        routeHead.replace(tag('shell-old.json'), tag('shell-new.json')),
        '<header>New menu</header>',
        '<main><h1>About</h1></main>',
        '<footer>New footer</footer>',
      ),
    );
  });

  it('is left for rendering when its header or footer is not the one every page had', () => {
    const own = page(
      routeHead,
      '<header>Old menu, About marked</header>',
      '<main></main>',
      '<footer>Old footer</footer>',
    );
    expect(createPageRestitcher(change)(own)).toBeUndefined();
  });

  it('is left for rendering when the shell stylesheet changed: what the page must add of its own may too', () => {
    expect(
      createPageRestitcher({ ...change, sheetLink: '<link rel="stylesheet" href="/assets/shell-bbbb.css">' })(about),
    ).toBeUndefined();
  });

  it('is left for rendering when the previous build named no shell data, or the page names another', () => {
    expect(
      createPageRestitcher({ ...change, dataTag: { previous: undefined, now: tag('shell-new.json') } })(about),
    ).toBeUndefined();
    expect(createPageRestitcher(change)(about.replace('shell-old.json', 'shell-older.json'))).toBeUndefined();
  });

  it('is left for rendering when it is not a page of this template', () => {
    expect(createPageRestitcher(change)(about.replace(TAIL, '</div></body></html>'))).toBeUndefined();
    expect(createPageRestitcher(change)('<p>not a page</p>')).toBeUndefined();
  });
});

describe('nameAgain', () => {
  it('gives a page a second name, and lets a refused link pass: it only saves time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'name-again-'));
    const page = join(dir, 'index.html');
    writeFileSync(page, '<p>old</p>');
    nameAgain(page, join(dir, 'second'));
    expect(statSync(page).nlink).toBe(2);
    expect(readFileSync(join(dir, 'second'), 'utf8')).toBe('<p>old</p>');
    // A name taken, a page gone: refused links, and nothing thrown.
    expect(() => nameAgain(page, join(dir, 'second'))).not.toThrow();
    expect(() => nameAgain(join(dir, 'gone.html'), join(dir, 'third'))).not.toThrow();
    expect(statSync(page).nlink).toBe(2);
  });
});
