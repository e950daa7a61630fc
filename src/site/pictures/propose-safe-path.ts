import { toSlug } from './to-slug';

/**
 * What a file's path is read as, once: the characters a path may hold as it is, the same in site.yaml, on
 * every disk, in an address and on the server. A space, an accent or a `%`-escape is read one way by the
 * check, another by the build's copy and another by a browser's request, so none of them is taken.
 */
const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;

/**
 * Undefined when a file path of the site (`/images/brand.svg`) is safe as it is; else the path it should be,
 * each part that is not made safe as the editor names an uploaded picture (`/images/my%20photo.JPG` →
 * `/images/my-photo.jpg`, `/images/café.svg` → `/images/cafe.svg`).
 */
export function proposeSafePath(path: string): string | undefined {
  if (SAFE_PATH.test(path)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    decoded = path;
  }
  const parts = decoded.split('/');
  return parts
    .map((part, index) => {
      if (part === '' || SAFE_PATH.test(part)) return part;
      if (index < parts.length - 1) return toSlug(part, 'files');
      const extension = /\.([A-Za-z0-9]+)$/.exec(part)?.[1];
      const stem = extension === undefined ? part : part.slice(0, -extension.length - 1);
      return `${toSlug(stem, 'file')}${extension === undefined ? '' : `.${extension.toLowerCase()}`}`;
    })
    .join('/');
}
