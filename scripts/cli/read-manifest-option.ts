import { resolve } from 'node:path';
import { projectRoot } from './read-site-schemas';

/** `--manifest FILE` (or `--manifest=FILE`), else the project's site.yaml. */
export function readManifestOption(argv = process.argv.slice(2)): string {
  const index = argv.findIndex((arg) => arg === '--manifest' || arg.startsWith('--manifest='));
  if (index === -1) return resolve(projectRoot, 'site.yaml');
  const value = argv[index].includes('=') ? argv[index].split('=').slice(1).join('=') : argv[index + 1];
  if (!value) {
    console.error('--manifest needs a file: npm run check -- --manifest path/to/site.yaml');
    process.exit(2);
  }
  return resolve(process.cwd(), value);
}
