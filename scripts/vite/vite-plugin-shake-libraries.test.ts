import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { shakeLibrariesPlugin } from './vite-plugin-shake-libraries';

type Handler = (code: string, id: string) => { code: string; moduleSideEffects?: boolean };
const { handler, filter } = shakeLibrariesPlugin().transform as unknown as {
  handler: Handler;
  filter: { id: RegExp[] };
};
/** Whether the plugin is given the file at all (Rolldown calls the handler only for ids its filter matches). */
const isTransformed = (id: string) => filter.id.some((pattern) => pattern.test(id));

/** React Router's built files as installed: the ones the browser's bundle takes. */
const routerDir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const routerFiles = readdirSync(routerDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(routerDir, name));

it("still finds React Router's components and their developer-tool names (a new version written otherwise would keep them all)", () => {
  const file = routerFiles.find((candidate) => readFileSync(candidate, 'utf8').includes('var Link = React'))!;
  expect(file).toBeDefined();
  const before = readFileSync(file, 'utf8');
  expect(isTransformed(file)).toBe(true);
  const after = handler(before, file).code;
  for (const component of ['Link', 'NavLink', 'Form'])
    expect(after).toMatch(new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
  expect(after).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  expect(before).toMatch(/^Link\.displayName = "Link";$/m);
  expect(after).not.toMatch(/^[\w$]+\.displayName = /m);
  // Only those lines change, each in its one way: the file keeps its lines, and what runs inside functions is untouched.
  const [lines, changed] = [before.split('\n'), after.split('\n')];
  expect(changed).toHaveLength(lines.length);
  lines.forEach((line, index) => {
    if (changed[index] === line) return;
    if (changed[index] === '') expect(line).toMatch(/^\S+\.displayName = "/);
    else expect(changed[index]).toBe(line.replace(/ = (React\d*\.)/, ' = /* @__PURE__ */ $1'));
  });
});

it('marks the packages Emotion imports for withTheme free of side effects, and is given no other file', () => {
  const require = createRequire(import.meta.url);
  for (const name of ['hoist-non-react-statics', 'react-is']) {
    const file = require.resolve(name);
    expect(isTransformed(file)).toBe(true);
    expect(handler('module.exports = 1;', file)).toEqual({ code: 'module.exports = 1;', moduleSideEffects: false });
  }
  for (const other of [
    require.resolve('react-dom/client'),
    require.resolve('@emotion/react'),
    join(routerDir, '..', 'package.json'),
    '/project/src/app/app.tsx',
  ])
    expect(isTransformed(other)).toBe(false);
});
