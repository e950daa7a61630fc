import { expect, it } from 'vitest';
import { createShellStyles } from './shell-styles';

const rule = (id: string, css: string) => ({ key: 'c', id, css });
const header = rule('h1', '.c-h1{display:flex}');
const hero = rule('a1', '.c-a1{color:red}');
const card = rule('b2', '.c-b2{padding:8px}');

it("gives a page the stylesheet of the rules the shell's does not hold, the same file for the same rules", () => {
  const shell = createShellStyles([header], '');
  const heroPage = shell.pageStylesFor([header, hero]);
  const cardPage = shell.pageStylesFor([card, header]);
  expect(heroPage.sheet?.css).toContain('.c-a1{color:red}');
  expect(heroPage.sheet?.css).not.toContain('.c-h1');
  expect(cardPage.sheet?.css).toContain('.c-b2{padding:8px}');
  expect(cardPage.sheet?.file).not.toBe(heroPage.sheet?.file);
  expect(cardPage.head).toContain(cardPage.sheet!.file);
  // A page of the same blocks again, and one whose rules are all the shell's.
  expect(shell.pageStylesFor([hero, header])).toEqual(heroPage);
  expect(shell.pageStylesFor([header])).toEqual({ head: '' });
});
