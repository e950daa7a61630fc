import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { addPage, listTemplates, NewPageError } from './new-page/add-page';
import { MANIFEST_OPTION, readOptions, resolveManifest } from './cli/read-options';
import { reportProblems } from './cli/report-problems';

/**
 * `npm run new-page -- /solutions/quantum "Quantum Readiness" --template solution [--nav Solutions]
 * [--file pages/solutions.yaml] [--manifest site.yaml]`: adds a page made from a template, then checks the site.
 */
const USAGE = `usage: npm run new-page -- /path "Page Title" [--template ${listTemplates().join('|')}] [--nav "Menu"] [--file pages/name.yaml]`;

const {
  values,
  positionals: [path, title],
} = readOptions(
  USAGE,
  { ...MANIFEST_OPTION, template: { type: 'string' }, nav: { type: 'string' }, file: { type: 'string' } },
  { positionals: 2 },
);
const manifest = resolveManifest(values.manifest);
try {
  const { done } = addPage({
    path,
    title,
    template: values.template ?? 'blank',
    nav: values.nav,
    file: values.file,
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
