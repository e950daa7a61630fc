import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { MANIFEST_OPTION, readOptions, resolveManifest } from './cli/read-options';
import { reportProblems } from './cli/report-problems';

const { values } = readOptions('usage: npm run check [-- --manifest path/to/site.yaml]', MANIFEST_OPTION);
const ok = reportProblems(loadSiteFromDisk(resolveManifest(values.manifest)));
// Not process.exit: read through a pipe, the report is written in the background, and exiting at once cut its end off.
process.exitCode = ok ? 0 : 1;
