// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Outline, Schemas } from '../api/editor-api';
import { NameDialog } from '../jobs/name-dialog';
import { NewPageDialog } from '../jobs/new-page-dialog';
import { MediaDialog } from '../media/media-dialog';
import { PublishDialog } from '../publishing/publish-dialog';
import { ReadOnlyDialog } from '../publishing/read-only-dialog';

// jsdom has <dialog> but not its modal: open is all these tests need of it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const outline: Outline = {
  files: [],
  routes: [],
  collections: {},
  menus: [],
  templates: [],
  problems: [],
  preview: '',
};
const schemas: Schemas = { blocks: {}, collections: {}, route: { definitions: {} } };

/** Every dialog of the editor, as it opens, with the onClose it is given. */
const DIALOGS: Array<[string, (onClose: () => void) => ReactElement]> = [
  [
    'a name dialog (a new entry, a copied page)',
    (onClose) => (
      <NameDialog
        title="New entry"
        intro="An entry."
        label="Id"
        help="Lower-case words."
        initial=""
        submitLabel="Create"
        onSubmit={async () => {}}
        onClose={onClose}
      />
    ),
  ],
  [
    'the new page dialog',
    (onClose) => <NewPageDialog outline={outline} schemas={schemas} onClose={onClose} onCreated={() => {}} />,
  ],
  ['the pictures dialog', (onClose) => <MediaDialog onAssetsChanged={() => {}} onClose={onClose} />],
  ['the publish dialog', (onClose) => <PublishDialog errors={0} onClose={onClose} onChanged={() => {}} />],
  [
    'a read-only dialog (history, a page as published)',
    (onClose) => (
      <ReadOnlyDialog title="History" onClose={onClose}>
        <p>Nothing yet.</p>
      </ReadOnlyDialog>
    ),
  ],
];

it.each(DIALOGS)('Escape closes %s through React, in the same event', (_, open) => {
  // The dialogs that read from the server wait for it: their closing does not.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  const onClose = vi.fn();
  render(open(onClose));
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(screen.getByRole('dialog'), cancel);
  // The browser's own close, and its close event a task later, are not waited for.
  expect(cancel.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(1);
});
