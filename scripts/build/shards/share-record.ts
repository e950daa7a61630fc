import { createHash } from 'node:crypto';
import type { Site } from '#generated/site-types';
import type { Shard } from './read-shard';

/** What a share of a sharded build is, beside its files: read by `--merge`, never part of the merged site. */
export const SHARE_RECORD_FILE = '.build-share.json';

export interface ShareRecord {
  shard: Shard;
  /** The hash of the checked site it was built from (see hashSite). */
  site: string;
  /** The bundles' key: the sources and the build's code it was built with. */
  bundles: string;
  /** What the routes were divided by: the render times' hash, or the routes' sizes when there were none. */
  dividedBy: string;
  /** Its routes, in the site's order. */
  routes: string[];
  /** The time each route it rendered took, in ms: the next division's. */
  renderMs: Record<string, number>;
}

/** The checked site as a hash: shares and their merge made from the same site.yaml (and its page files) name the same. */
export function hashSite(site: Site): string {
  return createHash('sha256').update(JSON.stringify(site)).digest('hex');
}
