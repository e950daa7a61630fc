import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { addPage, listTemplates, NewPageError } from './new-page/add-page';
import { readManifestOption } from './cli/read-manifest-option';
import { reportProblems } from './cli/report-problems';

/**
 * `npm run new-page -- /solutions/quantum "Quantum Readiness" --template solution [--nav Solutions]
 * [--file pages/solutions.yaml] [--manifest site.yaml]`: adds a page made from a template, then checks the site.
 */
const USAGE = `usage: npm run new-page -- /path "Page Title" [--template ${listTemplates().join('|')}] [--nav "Menu"] [--file pages/name.yaml]`;

function readOption(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const value = args[index].includes('=') ? args[index].slice(args[index].indexOf('=') + 1) : args[index + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`--${name} needs a value\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const args = process.argv.slice(2);
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && !(index > 0 && /^--[a-z]+$/.test(args[index - 1])),
);
if (positional.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}
const manifest = readManifestOption(args);
try {
  const { done } = addPage({
    path: positional[0],
    title: positional[1],
    template: readOption(args, 'template') ?? 'blank',
    nav: readOption(args, 'nav'),
    file: readOption(args, 'file'),
    manifest,
  });
  for (const line of done) console.log(`✓ ${line}`);
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(`✗ ${error.message}\n${USAGE}`);
  process.exit(2);
}
console.log('\nChecking the site (npm run check):\n');
process.exit(reportProblems(loadSiteFromDisk(manifest)) ? 0 : 1);
