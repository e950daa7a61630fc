import { checkSite } from './scripts/build/check/check-site';
import { serialize } from 'node:v8';
const r = checkSite('/tmp/c100k/site.yaml');
console.log(r.site!.routes.length, process.memoryUsage().rss >> 20, 'MB rss after check');
const b = serialize(r);
console.log(b.length >> 20, 'MB message', process.memoryUsage().rss >> 20, 'MB rss after serialize');
