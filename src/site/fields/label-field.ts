/** Words the keys write in lower case that a person reads as capitals: `iqQuestions` → "IQ questions". */
const INITIALISMS: Record<string, string> = { iq: 'IQ', seo: 'SEO', cta: 'CTA', url: 'URL', json: 'JSON', ld: 'LD' };

/**
 * A field's key as the editor labels it: `ctaLink` → "CTA link", `receivedPage` → "Received page"; a block's
 * type the same way: `capability-list` → "Capability list"; a collection's name too: `caseStudies` → "Case
 * studies". The forms, the list of pages and entries, the places of problems and the messages said in the
 * editor all name a field, a block type or a collection by this one label.
 */
export function labelField(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => INITIALISMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
