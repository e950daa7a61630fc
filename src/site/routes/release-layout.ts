/**
 * How published releases sit in their folder (RELEASES_DIR, data/releases by default): one folder per release,
 * named by its id, and `current`, a symbolic link naming the one the server serves. The link is replaced by a
 * rename, so a switch (a publish or a rollback) is atomic: a request sees one release or the other, never a mix.
 */
export const CURRENT_RELEASE_LINK = 'current';

/** The release's own record (who, when, what), a dot-file inside it, so the server never serves it. */
export const RELEASE_RECORD_FILE = '.release.json';

/** How many releases are kept to roll back to. */
export const KEPT_RELEASES = 10;

/**
 * A release id: when it was made (UTC to the millisecond, sortable: two publishes can end within a second)
 * and a few random characters, e.g. `20261128-113000250-4f2a`. Ids to the second, the first releases', sort
 * before the later ones of their second.
 */
export const RELEASE_ID_PATTERN = /^\d{8}-\d{6}(\d{3})?-[0-9a-f]{4}$/;

/** The id of a release made at `when`. */
export function createReleaseId(when: Date, random: string): string {
  const stamp = when.toISOString().replace(/\D/g, '').slice(0, 17);
  return `${stamp.slice(0, 8)}-${stamp.slice(8)}-${random.slice(0, 4)}`;
}
