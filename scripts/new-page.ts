import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { addPage, listTemplates, NewPageError } from './new-page/add-page';
import { MANIFEST_OPTION, readOptions, resolveManifest } from './cli/read-options';
import { refuseSwallowedOptions } from './cli/refuse-swallowed-options';
import { reportProblems } from './cli/report-problems';
import { stopCommand } from './cli/stop-command';

/**
 * `npm run new-page -- /solutions/quantum "Quantum Readiness" --template solution [--description "…"]
 * [--nav Solutions] [--solutions] [--file pages/solutions.yaml] [--manifest site.yaml]`: adds a page made from a template, then checks the site.
 */
const USAGE = `usage: npm run new-page -- /path "Page Title" [--template ${listTemplates().join('|')}] [--description "One or two sentences"] [--nav "Menu"] [--solutions] [--file pages/name.yaml]`;

const OPTIONS = {
  ...MANIFEST_OPTION,
  template: { type: 'string' },
  description: { type: 'string' },
  nav: { type: 'string' },
  solutions: { type: 'boolean' },
  file: { type: 'string' },
} as const;

refuseSwallowedOptions(Object.keys(OPTIONS), USAGE);
const {
  values,
  positionals: [path, title],
} = readOptions(USAGE, OPTIONS, { positionals: 2 });
const manifest = resolveManifest(values.manifest);
try {
  const { done } = addPage({
    path,
    title,
    template: values.template ?? 'blank',
    nav: values.nav,
    description: values.description,
    solutions: values.solutions,
    file: values.file,
    manifest,
  });
  for (const line of done) console.log(`✓ ${line}`);
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  stopCommand(`✗ ${error.message}\n${USAGE}`, 2);
}
console.log('\nChecking the site (npm run check):\n');
const loaded = loadSiteFromDisk(manifest);
const passed = reportProblems(loaded);
// The new page's placeholder texts are its to-do list, not a failure of this command.
const toWrite = loaded.problems.filter((problem) => problem.code === 'placeholder-text').length;
if (toWrite > 0)
  console.log(
    `\nNext, write the page: replace the ${toWrite} placeholder text${toWrite === 1 ? '' : 's'} above with its own words. npm run check and the build refuse the site until you do.`,
  );
const otherErrors = loaded.problems.some(
  (problem) => problem.severity === 'error' && problem.code !== 'placeholder-text',
);
process.exitCode = passed || !otherErrors ? 0 : 1;
