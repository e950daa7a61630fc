import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { readManifestOption } from './cli/read-manifest-option';
import { reportProblems } from './cli/report-problems';

const ok = reportProblems(loadSiteFromDisk(readManifestOption()));
process.exit(ok ? 0 : 1);
