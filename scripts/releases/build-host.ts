import { createInterface } from 'node:readline';
import { buildSite, OutDirError } from '../build/build-site';
import { BUILD_END_MARK, type BuildEnd, type BuildRequest } from './build-host-protocol';

/**
 * The publishes' build host: a process of its own, kept between publishes, that builds the site each time the
 * server asks. A one-page publish built by a fresh `npm run build` spent most of its time starting Node and
 * tsx, loading the build's code, compiling the validator and loading the server entry; kept here, each is
 * paid once. A process, not a thread of the server: a build's memory and CPU never slow the site's answers,
 * and a build that crashes takes nothing else with it.
 *
 * One request a line on standard input (see BuildRequest); the build prints as `npm run build` does, then
 * the end mark with its outcome on standard error and on standard output, so the server knows every line of
 * both has come. It exits when its input ends (the server is gone, even killed), and after a build that made
 * new bundles: the old server entry it loaded is then garbage a fresh process does not carry.
 */
async function serveBuilds(): Promise<void> {
  // Pages are rendered with React's production build, as `npm run build` does.
  process.env.NODE_ENV = 'production';
  let bundlesKey: string | undefined;
  for await (const line of createInterface({ input: process.stdin })) {
    const request = JSON.parse(line) as BuildRequest;
    let built = false;
    let renewed = false;
    try {
      const outcome = await buildSite({ ...request, checkInThread: true });
      built = outcome.built;
      if (outcome.built) {
        renewed = bundlesKey !== undefined && outcome.bundlesKey !== bundlesKey;
        bundlesKey = outcome.bundlesKey;
      }
    } catch (error) {
      console.error(error instanceof OutDirError ? error.message : error);
    }
    const mark = `${BUILD_END_MARK}${JSON.stringify({ built, retiring: renewed } satisfies BuildEnd)}\n`;
    await new Promise((resolve) => process.stderr.write(mark, resolve));
    await new Promise((resolve) => process.stdout.write(mark, resolve));
    if (renewed) break;
  }
}

// The server is gone (even killed): a build under way is of no use to anyone.
process.stdin.on('end', () => process.exit(0));
await serveBuilds();
// Worker threads a build left (a bundler loading Vite for nothing) must not keep a retired host alive.
process.exit(0);
