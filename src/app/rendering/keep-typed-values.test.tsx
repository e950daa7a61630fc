// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useNotifyBlockHydrated } from './block-hydration';
import { keepTypedValues } from './keep-typed-values';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form block: its state shows in an <output>, and a button empties it, as a form does once sent. */
function NameForm() {
  const [name, setName] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
      <button type="button" onClick={() => setName('')}>
        Sent
      </button>
    </form>
  );
}

function Hydrated() {
  useNotifyBlockHydrated();
  return null;
}

/** What a block's boundary does as it hydrates. */
const notifyBlockHydrated = () => act(() => createRoot(document.createElement('div')).render(<Hydrated />));

/** The prerendered form, typed into before the app runs, then hydrated: the page's first of `blocks` blocks. */
function hydrateTypedForm(typed: string, blocks: number) {
  const root = document.createElement('div');
  document.body.append(root);
  root.innerHTML = renderToString(<NameForm />);
  const input = root.querySelector('input')!;
  input.value = typed;
  keepTypedValues(root, blocks);
  act(() => void hydrateRoot(root, <NameForm />));
  return { root, input, output: root.querySelector('output')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it("gives the form's state what was typed before hydration, as the block hydrates", () => {
  const { input, output } = hydrateTypedForm('Ada Lovelace', 1);
  expect(output.textContent).toBe('');
  notifyBlockHydrated();
  expect(output.textContent).toBe('Ada Lovelace');
  expect(input.value).toBe('Ada Lovelace');
});

it('leaves the caret where the visitor is typing', async () => {
  const { input } = hydrateTypedForm('Ada Lovelace', 1);
  input.focus();
  input.setSelectionRange(3, 3);
  notifyBlockHydrated();
  await Promise.resolve(); // React has rendered the change; the caret is put back after it
  expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
});

it('does not bring back what the app has emptied since, when a later block hydrates', () => {
  const { root, input, output } = hydrateTypedForm('Ada Lovelace', 2);
  notifyBlockHydrated();
  act(() => root.querySelector('button')!.click());
  expect(input.value).toBe('');
  notifyBlockHydrated();
  expect(input.value).toBe('');
  expect(output.textContent).toBe('');
});
