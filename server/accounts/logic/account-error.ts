/** A refusal to say to the person as it is (a bad email, an unknown account): never a crash. */
export class AccountError extends Error {
  override name = 'AccountError';
}
