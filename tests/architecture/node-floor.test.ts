import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  engines?: { node?: string };
  /** A package for some platforms only (sharp's binaries): it declares what its platform's builds need. */
  optional?: boolean;
}

/**
 * Packages that declare a newer Node than they need, each loaded on Node 20.19.0 as its dependent loads
 * it: ES modules that a CommonJS package requires, which Node does from 20.19 and 22.12 on (before, it
 * fails with ERR_REQUIRE_ESM).
 */
const RUN_ON_THE_FLOOR: Record<string, string> = {
  'node_modules/content-disposition': "@fastify/static's require, at the lead server's start",
  'node_modules/cookie': "light-my-request's require (fastify's inject)",
};

it('promises only Nodes every locked package runs on, so that npm start does not fail where npm ci only warned', () => {
  const promised = (readJson('package.json').engines as { node: string }).node;
  // The oldest version promised in each Node major from 18 to 26, the newest line with a long-term release
  // when this was written (with ^20.19.0 || ^22.13.0 || >=24: 20.19.0, 22.13.0, 24.0.0, 25.0.0, 26.0.0).
  const floors = new semver.Range(promised).set.flatMap((comparators) =>
    Array.from({ length: 9 }, (_, index) => 18 + index).flatMap((major) => {
      const within = semver.minVersion(
        `${comparators.map((comparator) => comparator.value).join(' ')} >=${major}.0.0 <${major + 1}.0.0-0`,
      );
      return within && semver.satisfies(within, promised) ? [within.version] : [];
    }),
  );
  expect(floors.length).toBeGreaterThan(0);
  const packages = readJson('package-lock.json').packages as Record<string, LockedPackage>;
  const beyond = Object.entries(packages)
    .filter(([path, locked]) => path !== '' && !locked.optional && !Object.hasOwn(RUN_ON_THE_FLOOR, path))
    .flatMap(([path, locked]) => {
      const wants = locked.engines?.node;
      const excluded = wants === undefined ? [] : floors.filter((floor) => !semver.satisfies(floor, wants));
      return excluded.map((floor) => `${path.replace(/^.*node_modules\//, '')} wants Node ${wants}, not ${floor}`);
    });
  expect(beyond, `package.json promises Node ${promised}`).toEqual([]);
  // Each exception is still locked, and still declares more than a floor: else it is no exception.
  for (const path of Object.keys(RUN_ON_THE_FLOOR)) {
    const wants = packages[path]?.engines?.node;
    expect(wants, path).toBeDefined();
    expect(
      floors.some((floor) => !semver.satisfies(floor, wants!)),
      path,
    ).toBe(true);
  }
});
