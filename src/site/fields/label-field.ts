/**
 * A field's key as the editor labels it: `ctaLink` → "Cta link", `receivedPage` → "Received page"; a block's
 * type the same way: `capability-list` → "Capability list". The forms, the places of problems and the
 * messages said in the editor all name a field by this one label.
 */
export function labelField(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
