import { formatAuditTime } from '../logic/format-audit-time';
import type { AuditEntry, SessionUser } from '../store/account-store';
import { escapeHtml, renderAccountPage } from './render-account-page';

/** Who is signed in, Sign out, Sign out everywhere, and for a publisher the audit log. */
export function renderAccountScreen(user: SessionUser, notice?: string): string {
  return renderAccountPage({
    title: 'Your account',
    user,
    body: `<h1>Your account</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<p>Signed in as <strong>${escapeHtml(user.email)}</strong>, ${user.role === 'publisher' ? 'a publisher: you can edit and publish' : 'an editor: you can edit, and a publisher publishes'}.</p>
<p><a href="/admin/">Open the editor</a>${user.role === 'publisher' ? ' · <a href="/admin/log">Audit log</a>' : ''}</p>
<form method="post" action="/admin/sign-out-everywhere">
<button class="quiet" type="submit">Sign out everywhere</button>
<p class="hint">Ends your sessions on every device and browser, this one too.</p>
</form>`,
  });
}

/** The audit log, newest first: who did what, when. */
export function renderAuditLogScreen(user: SessionUser, entries: AuditEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${formatAuditTime(entry.at)}</td><td>${escapeHtml(entry.who)}</td><td>${escapeHtml(entry.action)}</td><td>${escapeHtml(entry.detail)}</td></tr>`,
    )
    .join('\n');
  return renderAccountPage({
    title: 'Audit log',
    user,
    wide: true,
    body: `<h1>Audit log</h1>
<p>Who signed in, saved, published and rolled back, newest first. Times are UTC.</p>
${
  entries.length === 0
    ? '<p>Nothing yet.</p>'
    : `<div class="scroll"><table>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Did</th><th scope="col">What</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`
}`,
  });
}

/** A signed-in person asked for what their role does not allow. */
export function renderNotAllowedPage(user: SessionUser | undefined, message: string): string {
  return renderAccountPage({
    title: 'Not allowed',
    user,
    body: `<h1>Not allowed</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/admin/">Back to the editor</a></p>`,
  });
}
