import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../logic/check-new-password';
import type { SetPasswordResult } from '../logic/create-accounts';
import { escapeHtml, renderAccountPage, renderField } from './render-account-page';

export interface SetPasswordPage {
  token: string;
  email: string;
  /** The field the last try was refused for, and why. */
  problem?: Extract<SetPasswordResult, { ok: false }>;
}

/** The link's target: choose a password (typed twice), for the account the link names. */
export function renderSetPasswordPage({ token, email, problem }: SetPasswordPage): string {
  const errorFor = (field: 'password' | 'repeat') => (problem?.field === field ? problem.message : undefined);
  return renderAccountPage({
    title: 'Choose your password',
    body: `<h1>Choose your password</h1>
<p>For <strong>${escapeHtml(email)}</strong>. You will sign in with it from now on.</p>
<form method="post" action="/admin/set-password" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="email" autocomplete="username" value="${escapeHtml(email)}">
${renderField({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a few words you will remember make a good one.`, error: errorFor('password'), autofocus: problem?.field !== 'repeat' })}
${renderField({ name: 'repeat', label: 'The same password again', type: 'password', autocomplete: 'new-password', error: errorFor('repeat'), autofocus: problem?.field === 'repeat' })}
<button type="submit">Set password and sign in</button>
</form>`,
  });
}

/** A link that expired, was used, or never was. */
export function renderLinkExpiredPage(message: string): string {
  return renderAccountPage({
    title: 'Link no longer works',
    body: `<h1>This link no longer works</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/admin/sign-in">Sign in</a> if you have set your password already.</p>`,
  });
}
