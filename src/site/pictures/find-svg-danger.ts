/** Characters written as references (`&#106;`, `&#x6A;`), as a browser reads them in an attribute. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const point = code[0].toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}

/** A reference inside the picture itself (`#gradient`) or a picture carried in it (`data:image/png;base64,…`). */
const isInside = (reference: string) =>
  reference.startsWith('#') || /^data:image\/(png|jpeg|gif|webp);base64,/i.test(reference);

/**
 * Why an SVG must not go on the site, in a person's words, or undefined when it only draws. An SVG is a
 * document: opened on its own (its address typed, a link to it) it runs its scripts with the site's rights,
 * and one that loads other files leaks who looks at it. So anything that runs, embeds HTML or reaches
 * outside the file is refused; what is refused is said, so a designer can export it again without it.
 */
export function findSvgDanger(svg: string): string | undefined {
  const text = decodeCharacterReferences(svg);
  // Browsers skip tabs, new lines and control characters inside a URL's scheme: `java\tscript:` runs.
  const squeezed = text.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
  if (/<!(doctype|entity)/i.test(text)) return 'it declares a doctype or entities, which can read other files';
  if (/<\?xml-stylesheet/i.test(text)) return 'it loads a style sheet from another file';
  if (/<script[\s>/]/i.test(text)) return 'it holds a script';
  if (/<(foreignobject|iframe|embed|object|audio|video)[\s>/]/i.test(text))
    return 'it embeds a web page or media, not only drawings';
  const handler = /[\s"'/]on[a-z]+\s*=/i.exec(text);
  if (handler) return `it runs a script when something happens (${handler[0].replace(/^[\s"'/]|\s*=$/g, '')})`;
  if (/(javascript|vbscript):/.test(squeezed)) return 'it has a javascript: link';
  for (const [, , reference] of text.matchAll(/(?:^|[\s"'])(?:xlink:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gis))
    if (!isInside(reference.trim())) return `it refers to another file (${reference.trim().slice(0, 80)})`;
  for (const [, reference] of text.matchAll(/url\(\s*["']?([^"')]*)/gi))
    if (!isInside(reference.trim())) return `it refers to another file (${reference.trim().slice(0, 80)})`;
  if (/@import/i.test(text)) return 'it loads a style sheet from another file';
  return undefined;
}
