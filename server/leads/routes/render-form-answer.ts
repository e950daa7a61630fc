import type { FieldErrors } from '#site/leads/lead-rules';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * What the browser needs only with JavaScript (the script that loads the app, and the preloads of its
 * chunks and of the route data it hydrates from, see scripts/build/prerender/defer-entry.ts): the page answered is
 * read as it is, like a page without it.
 */
const SCRIPT_TAGS =
  /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>|<template id="deferred-head"[^>]*>[\s\S]*?<\/template>/g;

/** The opening tag of the control named `name` (input, select or textarea) in `form`, with where it starts. */
function findControl(form: string, name: string): { tag: string; start: number; kind: string } | undefined {
  const match = new RegExp(
    `<(input|select|textarea)\\b[^>]*\\bname="${name.replace(/[^A-Za-z0-9_-]/g, '')}"[^>]*>`,
  ).exec(form);
  return match ? { tag: match[0], start: match.index, kind: match[1] } : undefined;
}

/**
 * The tag with the attribute set. The visitor's text goes in through replacer functions only: a string
 * replacement would read `$&`, `$'` and `` $` `` in it as the matched or surrounding text, writing markup of
 * the visitor's choosing.
 */
function setAttribute(tag: string, attribute: string, value: string): string {
  const pattern = new RegExp(`\\s${attribute}="[^"]*"`);
  const written = ` ${attribute}="${escapeAttribute(value)}"`;
  return pattern.test(tag) ? tag.replace(pattern, () => written) : tag.replace(/\s*\/?>$/, (end) => `${written}${end}`);
}

/** The control with the visitor's value: an input's value, a textarea's text, a select's chosen option. */
function fillValue(form: string, name: string, value: string): string {
  const control = findControl(form, name);
  if (!control || /\btype="hidden"/.test(control.tag)) return form;
  const after = control.start + control.tag.length;
  if (control.kind === 'input')
    return form.slice(0, control.start) + setAttribute(control.tag, 'value', value) + form.slice(after);
  const close = form.indexOf(`</${control.kind}>`, after);
  if (control.kind === 'textarea') return form.slice(0, after) + escapeText(value) + form.slice(close);
  const options = form
    .slice(after, close)
    .replace(/ selected=""/g, '')
    .replace(`<option value="${escapeAttribute(value)}">`, (option) => option.replace('>', ' selected="">'));
  return form.slice(0, after) + options + form.slice(close);
}

/** The control marked invalid and described by its message, written under it as the form's own messages are. */
function markError(form: string, name: string, message: string, first: boolean): string {
  const control = findControl(form, name);
  if (!control) return form;
  const id = `${/\bid="([^"]*)"/.exec(control.tag)?.[1] ?? name}-error`;
  let tag = setAttribute(setAttribute(control.tag, 'aria-invalid', 'true'), 'aria-describedby', id);
  if (first) tag = setAttribute(tag, 'autofocus', '');
  const after = control.start + control.tag.length;
  const end =
    control.kind === 'input' ? after : form.indexOf(`</${control.kind}>`, after) + `</${control.kind}>`.length;
  const note = `<p data-server-error="${escapeAttribute(name)}" id="${escapeAttribute(id)}">${escapeText(message)}</p>`;
  return form.slice(0, control.start) + tag + form.slice(after, end) + note + form.slice(end);
}

/**
 * The answer to a contact form posted without JavaScript and refused: its page, prerendered, with the
 * form holding what the visitor entered and each field's message under it (the first such field focused),
 * a message about the whole form (`body`) at its top, and no scripts, so nothing replaces what the server wrote.
 */
export function renderFormAnswer(
  html: string,
  action: string,
  values: Record<string, string>,
  errors: FieldErrors,
): string {
  const start = html.search(new RegExp(`<form\\b[^>]*\\baction="${action}"`));
  const end = html.indexOf('</form>', start);
  if (start < 0 || end < 0) return html.replace(SCRIPT_TAGS, '');
  let form = html.slice(start, end);
  for (const [name, value] of Object.entries(values)) form = fillValue(form, name, value);
  const fieldErrors = Object.entries(errors).filter(([name]) => name !== 'body');
  fieldErrors.forEach(([name, message], index) => {
    form = markError(form, name, message, index === 0);
  });
  if (errors.body) {
    // With no field to focus, the message takes the focus itself, so the page opens on it (the form is
    // far down the page) and a screen reader reads it.
    const focus = fieldErrors.length === 0 ? ' tabindex="-1" autofocus=""' : '';
    const opening = form.indexOf('>') + 1;
    form = `${form.slice(0, opening)}<p data-server-error="body" role="alert"${focus}>${escapeText(errors.body)}</p>${form.slice(opening)}`;
  }
  return (html.slice(0, start) + form + html.slice(end)).replace(SCRIPT_TAGS, '');
}
