import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../src/generated/site-types';

/** The shipped manifest, so the browser tests check what site.yaml says rather than copies of it. */
export const site = parse(readFileSync(join(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8')) as Site;
