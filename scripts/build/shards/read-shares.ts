import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildableSite } from '../check/check-site';
import { SHARE_RECORD_FILE, type ShareRecord } from './share-record';

/** Shares `--merge` cannot join into the site: said to the person, nothing merged. */
export class ShareError extends Error {}

export interface ReadShare extends ShareRecord {
  /** The share's folder, as given. */
  dir: string;
}

const show = (dir: string) => relative(process.cwd(), dir) || '.';
const nameOf = (share: ReadShare) => `${show(share.dir)} (${share.shard.index}/${share.shard.count})`;

function readRecord(dir: string): ReadShare {
  const file = join(dir, SHARE_RECORD_FILE);
  const refuse = (why: string): never => {
    throw new ShareError(
      `✗ --merge ${show(dir)}: ${why}; give the --out-dir of each "npm run build -- --shard I/N". Nothing was merged.`,
    );
  };
  if (!existsSync(dir)) return refuse('no such folder');
  if (!existsSync(file)) return refuse(`it holds no share (no ${SHARE_RECORD_FILE})`);
  try {
    return { ...(JSON.parse(readFileSync(file, 'utf8')) as ShareRecord), dir };
  } catch {
    return refuse(`its ${SHARE_RECORD_FILE} cannot be read`);
  }
}

/** The first of `shares` whose `key` differs from the first share's, with it: shares that were made differently. */
function findOdd(shares: ReadShare[], key: (share: ReadShare) => string): [ReadShare, ReadShare] | undefined {
  const odd = shares.find((share) => key(share) !== key(shares[0]));
  return odd && [shares[0], odd];
}

/**
 * The records of the shares in `dirs` (see ShareRecord), once they are found to be every share of one
 * sharded build of `site` (checked with its whole hash): each share once, all of the same count, built from this site and the same
 * sources, with the routes divided alike, so that together they hold every route once. Throws ShareError
 * naming what is wrong otherwise.
 */
export function readShares(dirs: string[], site: BuildableSite, manifest: string): ReadShare[] {
  const refuse = (why: string): never => {
    throw new ShareError(`✗ --merge: ${why}. Nothing was merged.`);
  };
  const shares = dirs.map(readRecord).sort((a, b) => a.shard.index - b.shard.index);
  const counts = findOdd(shares, (share) => String(share.shard.count));
  if (counts) refuse(`${nameOf(counts[0])} and ${nameOf(counts[1])} are shares of different divisions`);
  const { count } = shares[0].shard;
  const twice = shares.find((share, index) => index > 0 && share.shard.index === shares[index - 1].shard.index);
  if (twice) refuse(`${show(twice.dir)} and another folder given are both share ${twice.shard.index}/${count}`);
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (index) => !shares.some((share) => share.shard.index === index),
  );
  if (missing.length > 0)
    refuse(
      `share ${missing.map((index) => `${index}/${count}`).join(', ')} missing; give all ${count} shares' folders`,
    );
  const siteHash = site.hash!;
  const otherSite = shares.find((share) => share.site !== siteHash);
  if (otherSite)
    refuse(
      `${nameOf(otherSite)} was built from another site than ${manifest} is now (manifest hash ${otherSite.site.slice(0, 12)}, not ${siteHash.slice(0, 12)}); build every share and the merge from the same commit`,
    );
  const sources = findOdd(shares, (share) => share.bundles);
  if (sources)
    refuse(
      `${nameOf(sources[1])} was built from other sources than ${nameOf(sources[0])} (the code, schemas or packages differ); build every share from the same commit`,
    );
  const division = findOdd(shares, (share) => share.dividedBy);
  if (division)
    refuse(
      `${nameOf(division[1])} divided the routes by ${division[1].dividedBy}, ${nameOf(division[0])} by ${division[0].dividedBy}; give every share the same .build/render-times/ (or none)`,
    );
  const held = shares.flatMap((share) => share.routes);
  const heldOnce = new Set(held);
  const unheld = site.texts.routes.find((route) => !heldOnce.has(route.path));
  if (unheld || held.length !== site.texts.routes.length)
    refuse(
      unheld ? `no share holds the route ${unheld.path}` : 'the shares hold a route twice, or one the site has not',
    );
  return shares;
}
