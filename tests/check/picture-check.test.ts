import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { crc32 } from '#site/pictures/crc32';
import { formatProblem } from '#site/problems/problem';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'picture-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small picture made now, 64 × 48 pixels of one colour. */
const makePicture = (format: 'png' | 'jpeg') => {
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3388ff' } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
};

/** A bad picture: the file put in public/images/, the path site.yaml writes, and what the check must say of it. */
interface BadPicture {
  file: string;
  src: string;
  bytes?: () => Promise<Buffer> | Buffer | string;
  /** The file is a link to this file, outside public/. */
  linkTo?: string;
  message: string;
  fix: string;
}

const bad: BadPicture[] = [
  {
    file: 'my photo.jpg',
    src: '/images/my%20photo.jpg',
    bytes: () => makePicture('jpeg'),
    message: 'file "/images/my%20photo.jpg" has a name the site cannot serve as it is: it holds a %-escape for a space',
    fix: 'Rename the file public/images/my photo.jpg to my-photo.jpg and write "/images/my-photo.jpg" here.',
  },
  {
    file: 'café.svg',
    src: '/images/café.svg',
    bytes: () => readFileSync(join(root, 'public', 'images', 'brand.svg')),
    message: 'file "/images/café.svg" has a name the site cannot serve as it is: it holds the character "é"',
    fix: 'Rename the file public/images/café.svg to cafe.svg and write "/images/cafe.svg" here.',
  },
  {
    file: 'bomb.png',
    src: '/images/bomb.png',
    bytes: async () => {
      // A valid PNG whose header (its checksum made right) declares 50,000 × 50,000 pixels.
      const png = Buffer.from(await makePicture('png'));
      png.writeUInt32BE(50_000, 16);
      png.writeUInt32BE(50_000, 20);
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      return png;
    },
    message:
      'picture "/images/bomb.png" cannot be shown: it declares 50,000 × 50,000 pixels, over the limit of 40 million (decoding it would take gigabytes)',
    fix: 'Save public/images/bomb.png smaller: at most 40 million pixels and 10 MB',
  },
  {
    file: 'cut-short.jpg',
    src: '/images/cut-short.jpg',
    bytes: async () => {
      const jpeg = await makePicture('jpeg');
      return jpeg.subarray(0, Math.floor(jpeg.length * 0.7));
    },
    message: 'picture "/images/cut-short.jpg" cannot be shown: it is a damaged JPEG: it is cut short',
    fix: 'Export public/images/cut-short.jpg again from the program that made it and put it in place of this one.',
  },
  {
    file: 'damaged.png',
    src: '/images/damaged.png',
    bytes: async () => {
      const png = Buffer.from(await makePicture('png'));
      png[png.indexOf('IDAT') + 8] ^= 0xff;
      return png;
    },
    message: 'picture "/images/damaged.png" cannot be shown: it is a damaged PNG: its IDAT chunk is damaged',
    fix: 'Export public/images/damaged.png again from the program that made it',
  },
  {
    file: 'notes.png',
    src: '/images/notes.png',
    bytes: () => 'Some notes, not a picture.\n',
    message: 'picture "/images/notes.png" cannot be shown: its name says PNG but its content is not a picture',
    fix: 'Put a picture file at public/images/notes.png (export it again as a PNG), or correct the path.',
  },
  {
    file: 'renamed.jpg',
    src: '/images/renamed.jpg',
    bytes: () => makePicture('png'),
    message: 'picture "/images/renamed.jpg" cannot be shown: its name says JPEG but its content is a PNG',
    fix: 'Rename the file public/images/renamed.jpg with the extension .png (and write the new path here), or export it again as a JPEG.',
  },
  {
    file: 'scripted.svg',
    src: '/images/scripted.svg',
    bytes: () => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    message: 'SVG "/images/scripted.svg" cannot go on the site: it holds a script',
    fix: 'Export public/images/scripted.svg again as a plain drawing (no scripts, no links to other files), or use a PNG.',
  },
  {
    file: 'handler.svg',
    src: '/images/handler.svg',
    bytes: () => '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>',
    message: 'SVG "/images/handler.svg" cannot go on the site: it runs a script when something happens (onload)',
    fix: 'Export public/images/handler.svg again as a plain drawing',
  },
  {
    file: 'tracker.svg',
    src: '/images/tracker.svg',
    bytes: () =>
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/pixel.png"/></svg>',
    message:
      'SVG "/images/tracker.svg" cannot go on the site: it refers to another file (https://tracker.example/pixel.png)',
    fix: 'Export public/images/tracker.svg again as a plain drawing',
  },
  {
    file: 'linked.png',
    src: '/images/linked.png',
    linkTo: 'outside.png',
    message:
      'file "/images/linked.png" is a link to a place outside public/: the build would publish whatever it points to',
    fix: 'Copy the file itself to public/images/linked.png in place of the link.',
  },
];

/**
 * A copy of the valid fixture in its own folder, with a public/ of its own (brand.svg and `pictures`), and
 * one page per picture showing it in its hero, and linking to the next. Answers the manifest and where each picture's src is written.
 */
async function makeSite(name: string, pictures: BadPicture[]) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'public', 'images'), { recursive: true });
  copyFileSync(join(root, 'public', 'images', 'brand.svg'), join(dir, 'public', 'images', 'brand.svg'));
  // The footer links to the first page, each page to the next: none is a page nothing links to.
  const quickLink = '      - { title: Contact, href: /contact }\n';
  let text = readFileSync(join(root, 'tests', 'fixtures', 'valid-site.yaml'), 'utf8').replace(
    quickLink,
    `${quickLink}      - { title: Pictures, href: /picture-0 }\n`,
  );
  const places: string[] = [];
  for (const [index, picture] of pictures.entries()) {
    const target = join(dir, 'public', 'images', picture.file);
    if (picture.linkTo) {
      writeFileSync(join(dir, picture.linkTo), await makePicture('png'));
      symlinkSync(join(dir, picture.linkTo), target);
    } else writeFileSync(target, await picture.bytes!());
    const lines = text.split('\n').length;
    const route = text.match(/^ {2}- path:/gm)!.length;
    const hero = `        image: { src: ${picture.src}, alt: A picture, width: 64, height: 48 }`;
    text += `  - path: /picture-${index}\n    title: Picture ${index}\n    description: A page with a picture.\n    blocks:\n      - type: page-hero\n        title: Picture\n${hero}\n      - { type: next-link, label: Next, href: /picture-${index + 1} }\n`;
    places.push(
      `:${lines + 6}:${hero.indexOf('src: ') + 6}  routes[${route}] (/picture-${index}) › blocks[0].image.src`,
    );
  }
  const manifest = join(dir, 'site.yaml');
  writeFileSync(manifest, text.replace(`href: /picture-${pictures.length} }`, 'href: /contact }'));
  return { dir, manifest, places };
}

const run = (script: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
};

describe('npm run check refuses the pictures the build or the server would fail on, each at its line', () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let check: ReturnType<typeof run>;
  beforeAll(async () => {
    site = await makeSite('bad', bad);
    // A link no page names: the build's copy of public/ would publish its target all the same.
    writeFileSync(join(scratch, 'secret.txt'), 'not for the site');
    symlinkSync(join(scratch, 'secret.txt'), join(site.dir, 'public', 'hostname'));
    check = run('scripts/check.ts', '--manifest', site.manifest);
  });

  it('fails, counting one error per bad picture and the link no page names', () => {
    expect(check.status).toBe(1);
    expect(check.output).toContain(`✗ ${bad.length + 1} errors — nothing was built.`);
    expect(check.output).not.toMatch(/\n\s+at /);
  });

  it.each(bad.map((picture, index) => [picture.file, index] as const))('%s: located, with what to do', (_, index) => {
    const { message, fix } = bad[index];
    const reported = check.output.split('\n\n').find((block) => block.includes(`site.yaml${site.places[index]}: `));
    expect(reported).toBeDefined();
    expect(reported).toContain(`site.yaml${site.places[index]}: ${message}`);
    expect(reported).toContain(`fix: ${fix}`);
  });

  it('a link leaving public/ that no page names is shown at the link itself', () => {
    expect(check.output).toContain(
      'bad/public/hostname:1:1  public/: file "/hostname" is a link to a place outside public/: the build would publish whatever it points to',
    );
    expect(check.output).toContain('fix: Copy the file itself to public/hostname in place of the link.');
  });

  it('the build refuses them too, before anything is written into its output folder', () => {
    const outDir = join(site.dir, 'dist');
    const build = run('scripts/build.ts', '--manifest', site.manifest, '--out-dir', outDir);
    expect(build.status).toBe(1);
    expect(build.output).toContain(`site.yaml${site.places[0]}: ${bad[0].message}`);
    expect(build.output).toContain(`✗ ${bad.length + 1} errors — nothing was built.`);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('pictures that can be shown', () => {
  it('pass the check: a PNG, a JPEG and a plain SVG with safe names', async () => {
    const good = (file: string, bytes: () => Promise<Buffer> | Buffer): BadPicture => ({
      file,
      src: `/images/${file}`,
      bytes,
      message: '',
      fix: '',
    });
    const site = await makeSite('good', [
      good('team-photo.png', () => makePicture('png')),
      good('Office_2024.jpg', () => makePicture('jpeg')),
      good('logo.svg', () => readFileSync(join(root, 'public', 'images', 'brand.svg'))),
    ]);
    const check = run('scripts/check.ts', '--manifest', site.manifest);
    expect(check.output).toContain('✓ 6 routes');
    expect(check.status).toBe(0);
  });

  it('a picture replaced after a check is read again (the editor checks at each change)', async () => {
    const site = await makeSite('replaced', [
      { file: 'hero.jpg', src: '/images/hero.jpg', bytes: () => makePicture('jpeg'), message: '', fix: '' },
    ]);
    const errors = () =>
      loadSiteFromDisk(site.manifest)
        .problems.filter((problem) => problem.severity === 'error')
        .map(formatProblem);
    expect(errors()).toEqual([]);
    const jpeg = await makePicture('jpeg');
    writeFileSync(join(site.dir, 'public', 'images', 'hero.jpg'), jpeg.subarray(0, jpeg.length - 40));
    expect(errors()).toEqual([
      expect.stringContaining('picture "/images/hero.jpg" cannot be shown: it is a damaged JPEG: it is cut short'),
    ]);
  });
});
