import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under public/ as the site links to it (/images/x.svg), hidden ones (a half-written file) left out. */
export function listAssets(publicDir: string, dir = ''): string[] {
  let names: string[];
  try {
    names = readdirSync(join(publicDir, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = `${dir}/${name}`;
    return statSync(join(publicDir, path)).isDirectory() ? listAssets(publicDir, path) : [path];
  });
}
