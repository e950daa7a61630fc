import { keyframes } from '@emotion/react';
import { serializeStyles as serialize } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { serializeStyles } from './memoize-serialize-styles';

type Styles = Parameters<typeof serialize>[0];
type Registered = Parameters<typeof serialize>[1];

/** The remembered result, checked against what Emotion itself makes of the same arguments. */
function compare(styles: unknown[], props?: object, registered: Registered = {}) {
  // Style functions here take the props they read, which Emotion's types give as unknown.
  const args = styles as Styles;
  const remembered = serializeStyles(args, registered, props);
  const own = serialize(args, registered, props as never);
  expect({ name: remembered.name, styles: remembered.styles }).toEqual({ name: own.name, styles: own.styles });
  return remembered;
}

const theme = { color: { text: '#111', link: '#05c' }, space: ['0', '4px', '8px'] };

describe('serializeStyles, remembered', () => {
  it('works a style function out once for the same theme, and gives what Emotion gives', () => {
    const style = ({ theme: t }: { theme: typeof theme }) => ({ color: t.color.text, padding: t.space[2] });
    const first = compare([style], { theme, children: 'one' });
    // Other props the function does not read (children, a class name) do not matter.
    expect(compare([style], { theme, children: 'two', className: 'x' })).toBe(first);
  });

  it('gives each value of a prop the function reads its own result', () => {
    const style = ({ count }: { count: number }) => ({ gridTemplateColumns: `repeat(${count}, 1fr)` });
    const three = compare([style], { count: 3 });
    const four = compare([style], { count: 4 });
    expect(four.styles).toContain('repeat(4, 1fr)');
    expect(three.styles).toContain('repeat(3, 1fr)');
    expect(compare([style], { count: 3 })).toBe(three);
  });

  it('follows what a function reads when it reads a prop only on some renders', () => {
    const style = ({ open, width }: { open: boolean; width?: number }) => (open ? { width } : { display: 'none' });
    compare([style], { open: false, width: 10 });
    expect(compare([style], { open: true, width: 10 }).styles).toContain('width:10px');
    expect(compare([style], { open: true, width: 20 }).styles).toContain('width:20px');
    expect(compare([style], { open: false, width: 30 }).styles).toContain('display:none');
  });

  it('serializes every time, correctly, a function that spreads or tests its props', () => {
    const spread = (props: Record<string, unknown>) => ({ ...props, theme: undefined });
    expect(compare([spread], { color: 'red' }).styles).toContain('color:red');
    expect(compare([spread], { color: 'blue' }).styles).toContain('color:blue');
    const tests = (props: object) => ('hidden' in props ? { display: 'none' } : { display: 'block' });
    expect(compare([tests], { hidden: true }).styles).toContain('none');
    expect(compare([tests], {}).styles).toContain('block');
  });

  it('takes a class name among the styles from the registered rules of the page it is on', () => {
    expect(compare(['c-abc', { margin: 0 }], {}, { 'c-abc': 'color:red;' }).styles).toContain('color:red');
    expect(compare(['c-abc', { margin: 0 }], {}, { 'c-abc': 'color:blue;' }).styles).toContain('color:blue');
  });

  it('keeps the keyframes an animation names, to be inserted with the rule', () => {
    const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
    const style = () => ({ animation: `${spin} 1s linear infinite` });
    const first = compare([style], { theme });
    expect(first.next?.name).toBe(spin.name);
    expect(compare([style], { theme }).next?.name).toBe(spin.name);
  });

  it('stops remembering a sequence whose props change on every render, and still answers right', () => {
    const style = ({ perView }: { perView: Record<number, number> }) => ({ '--per-view': perView[0] });
    const early = { perView: { 0: -1 } };
    expect(compare([style], early)).toBe(compare([style], early));
    for (let index = 0; index < 100; index++)
      expect(compare([style], { perView: { 0: index } }).styles).toContain(`--per-view:${index}`);
    // Past the limit, the same props are worked out anew each time instead of being added to the cache.
    const late = { perView: { 0: 100 } };
    expect(compare([style], late)).not.toBe(compare([style], late));
  });
});
