import { loadSiteFromDisk } from './lib/load-site-from-disk';
import { readManifestOption } from './lib/read-manifest-option';
import { reportProblems } from './lib/report-problems';

const ok = reportProblems(loadSiteFromDisk(readManifestOption()));
process.exit(ok ? 0 : 1);
