import type { SessionUser } from '../store/account-store';

/** Text or an attribute's value, safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's look (editor/app/editor.css), small enough to write into each page. */
const STYLE = `
:root { --bg: #f6f7f9; --surface: #fff; --border: #d7dbe2; --text: #1b1f24; --muted: #5b6472; --accent: #2f5bea;
  --accent-strong: #1f43b8; --danger: #b42318; --danger-bg: #fef3f2; --ok: #146c2e; --ok-bg: #ecfdf3; --radius: 8px;
  color-scheme: light; font: 15px/1.5 Inter, system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--text); background: var(--bg); }
* { box-sizing: border-box; }
body { margin: 0; }
header { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 20px;
  background: var(--surface); border-bottom: 1px solid var(--border); }
header > a { white-space: nowrap; }
header > div { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; }
header .who { color: var(--muted); overflow-wrap: anywhere; }
header form { margin: 0; }
main { width: min(420px, calc(100% - 24px)); margin: 32px auto; padding: 24px; background: var(--surface);
  border: 1px solid var(--border); border-radius: var(--radius); }
main.wide { width: min(960px, calc(100% - 24px)); }
.scroll { overflow-x: auto; }
h1 { font-size: 1.45rem; margin: 0 0 16px; }
label { display: block; font-weight: 600; margin: 16px 0 4px; }
input[type=email], input[type=password], input[type=text] { width: 100%; padding: 9px 10px; font: inherit;
  border: 1px solid var(--border); border-radius: 6px; }
input[aria-invalid=true] { border-color: var(--danger); }
.hint { color: var(--muted); font-size: 0.9rem; margin: 4px 0 0; }
.error { color: var(--danger); background: var(--danger-bg); border-radius: 6px; padding: 8px 10px; margin: 8px 0 0; }
.notice { color: var(--ok); background: var(--ok-bg); border-radius: 6px; padding: 8px 10px; }
button { font: inherit; font-weight: 600; padding: 9px 16px; border-radius: 6px; border: 1px solid var(--accent);
  background: var(--accent); color: #fff; cursor: pointer; margin-top: 20px; }
button:hover { background: var(--accent-strong); }
button.quiet { background: var(--surface); color: var(--accent); margin-top: 0; }
a { color: var(--accent-strong); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; box-shadow: 0 0 0 3px rgba(47, 91, 234, 0.45); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--border); vertical-align: top; }
`;

/** The Sign out button every signed-in screen carries. */
export const renderSignOutForm = () =>
  '<form method="post" action="/admin/sign-out"><button class="quiet" type="submit">Sign out</button></form>';

export interface PageOptions {
  title: string;
  body: string;
  /** Signed in: the header names them and has the Sign out button. */
  user?: SessionUser;
  wide?: boolean;
}

/** A whole page of the accounts' screens: plain HTML, no script, one h1 (in `body`). */
export function renderAccountPage({ title, body, user, wide = false }: PageOptions): string {
  const who = user ? `<span class="who">${escapeHtml(user.email)} (${user.role})</span> ${renderSignOutForm()}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Site editor</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/admin/">Site editor</a>${who ? `<div>${who}</div>` : ''}</header>
<main class="${wide ? 'wide' : ''}">
${body}
</main>
</body>
</html>
`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  /** An error about this field: shown under it, and tied to it (aria-describedby, aria-invalid). */
  error?: string;
  /** Other messages that describe it (a form-wide error's id). */
  describedBy?: string[];
  autofocus?: boolean;
}

/** A labelled input, its hint and its error. */
export function renderField(field: FieldOptions): string {
  const id = `field-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = field.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, ...(field.describedBy ?? [])].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${field.name}"`,
    `type="${field.type}"`,
    `autocomplete="${field.autocomplete}"`,
    'required',
    field.value === undefined ? '' : `value="${escapeHtml(field.value)}"`,
    describedBy ? `aria-describedby="${describedBy}"` : '',
    field.error || field.describedBy?.length ? 'aria-invalid="true"' : '',
    field.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return [
    `<label for="${id}">${escapeHtml(field.label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    field.hint ? `<p class="hint" id="${hintId}">${escapeHtml(field.hint)}</p>` : '',
    field.error ? `<p class="error" id="${errorId}">${escapeHtml(field.error)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
