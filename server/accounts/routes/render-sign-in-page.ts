import { escapeHtml, renderAccountPage, renderField } from './render-account-page';

export interface SignInPage {
  email?: string;
  /** Why the last try failed: the same words whether or not the account exists. */
  error?: string;
  /** Said above the form (signed out, password set…). */
  notice?: string;
}

export function renderSignInPage({ email, error, notice }: SignInPage = {}): string {
  const errorIds = error ? ['sign-in-error'] : [];
  return renderAccountPage({
    title: 'Sign in',
    body: `<h1>Sign in to edit the site</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/admin/sign-in" novalidate>
${renderField({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: email, describedBy: errorIds, autofocus: !error })}
${renderField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', describedBy: errorIds, autofocus: Boolean(error) })}
<button type="submit">Sign in</button>
</form>
<p class="hint">No password yet, or forgotten it? Ask whoever set up your account for a link.</p>`,
  });
}
