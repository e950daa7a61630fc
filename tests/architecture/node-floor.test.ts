import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  engines?: { node?: string };
}

/**
 * Packages that declare a newer Node than they need, each loaded on the floor (Node 20.19.0) as its
 * dependent loads it: ES modules that a CommonJS package requires, which Node does from 20.19 on (and
 * fails to before it, with ERR_REQUIRE_ESM).
 */
const RUN_ON_THE_FLOOR: Record<string, string> = {
  'node_modules/content-disposition': "@fastify/static's require, at the lead server's start",
  'node_modules/cookie': "light-my-request's require (fastify's inject)",
};

it('promises a Node every locked package runs on, so that npm start does not fail where npm ci only warned', () => {
  const promised = (readJson('package.json').engines as { node: string }).node;
  const floor = semver.minVersion(promised)!.version;
  const packages = readJson('package-lock.json').packages as Record<string, LockedPackage>;
  const beyond = Object.entries(packages)
    .filter(([path]) => path !== '' && !Object.hasOwn(RUN_ON_THE_FLOOR, path))
    .filter(([, locked]) => locked.engines?.node !== undefined && !semver.satisfies(floor, locked.engines.node))
    .map(([path, locked]) => `${path.replace(/^.*node_modules\//, '')} wants Node ${locked.engines!.node}`);
  expect(beyond, `package.json promises Node ${promised}`).toEqual([]);
  // Each exception is still locked, and still declares more than the floor: else it is no exception.
  for (const path of Object.keys(RUN_ON_THE_FLOOR)) {
    expect(packages[path]?.engines?.node, path).toBeDefined();
    expect(semver.satisfies(floor, packages[path].engines!.node!), path).toBe(false);
  }
});
