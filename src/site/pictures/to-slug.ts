/** How long a picture's or a folder's name may be: long enough to say what it shows, short in an address. */
const MAX_LENGTH = 60;

/**
 * A name safe in an address and on every disk: lower-case ASCII letters and digits joined by single dashes,
 * accents dropped (`Café Über.png` → `cafe-uber-png`), nothing a path could use (slashes, dots, NUL), at most
 * 60 characters; `fallback` when nothing is left (a name all in another script).
 */
export function toSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const short = slug.length > MAX_LENGTH ? slug.slice(0, MAX_LENGTH).replace(/-[^-]*$/, '') : slug;
  return short || fallback;
}
