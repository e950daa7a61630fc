export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Why a new password will not do, in plain words, or undefined when it will. */
export function checkNewPassword(password: string, email: string): string | undefined {
  // Characters as a person counts them: an emoji is one, not two UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim().toLowerCase() === email.toLowerCase()) return 'Use something other than your email address.';
  return undefined;
}
