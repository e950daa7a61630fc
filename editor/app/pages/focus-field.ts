const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]';

/**
 * Takes the person to a field of a form: the element of id `id` (or, when a problem is about a group or an
 * item, the first control in it; when it is deeper than any control, the nearest field around it), the folded
 * groups around it opened, in the middle of the screen, focused. A block's form opens a moment after it is
 * asked to: it is looked for again over a few frames.
 */
export function focusField(ids: string[], frames = 20): void {
  const found = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
  if (!found) {
    if (frames > 0) requestAnimationFrame(() => focusField(ids, frames - 1));
    return;
  }
  const target = found.matches(FOCUSABLE) ? found : (found.querySelector<HTMLElement>(FOCUSABLE) ?? found);
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null)
    details.open = true;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** The ids a form gives the field at `path` and the fields around it, nearest first: `fields_items_0_title`, `fields_items_0`… */
export function listFieldIds(prefix: string, path: Array<string | number>): string[] {
  return path.map((_, index) => [prefix, ...path.slice(0, path.length - index)].join('_')).concat(prefix);
}
