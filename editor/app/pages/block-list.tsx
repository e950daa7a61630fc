import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Schemas } from '../api/editor-api';
import type { FormContext } from '../forms/form-context';
import { SchemaForm } from '../forms/schema-form';
import { focusField, listFieldIds } from './focus-field';
import { labelField } from '#site/fields/label-field';

type Block = Record<string, unknown> & { type?: string };

interface BlockListProps {
  blocks: Block[];
  schemas: Schemas;
  context: FormContext;
  /** The errors of each block, by index. */
  errors: (index: number) => ErrorSchema;
  onChange: (blocks: Block[]) => void;
  /** Where a block is linked from, to refuse deleting a block whose #anchor other pages use. */
  idPrefix: string;
  /** Told which block the person is working in (the focus entered it), for the preview to follow. */
  onFocusBlock?: (index: number) => void;
  /**
   * A block to open, scroll to and focus (one clicked in the preview), or a field in it (a problem chosen:
   * its path inside the block); a new object each time.
   */
  revealed?: { index: number; field?: Array<string | number> };
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A block's name in the editor: its type as words ("Capability list"), never the schema's name for it. */
const nameBlock = (block: Block) => (typeof block.type === 'string' ? labelField(block.type) : 'Block');

function describeBlock(block: Block): string {
  const text = [block.title, block.label, block.eyebrow, block.id].find((value) => typeof value === 'string');
  return typeof text === 'string' ? text : '';
}

/** An id not yet used on the page, for a duplicated block: its #anchor must stay unique. */
function freshId(id: string, blocks: Block[]): string {
  const taken = new Set(blocks.map((block) => block.id));
  let n = 2;
  while (taken.has(`${id}-${n}`)) n++;
  return `${id}-${n}`;
}

/** A page's blocks, top to bottom: each a form, moved by dragging or with Alt+↑/↓ and the move buttons, added, duplicated, removed. */
export function BlockList({
  blocks,
  schemas,
  context,
  errors,
  onChange,
  idPrefix,
  onFocusBlock,
  revealed,
}: BlockListProps) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(blocks.length <= 3 ? blocks.map((_, i) => i) : [0]));
  const [dragged, setDragged] = useState<number | undefined>();
  const [newType, setNewType] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const types = Object.keys(schemas.blocks).sort();

  useEffect(() => {
    if (!revealed) return;
    setOpen((current) => new Set([...current, revealed.index]));
    if (revealed.field) {
      focusField(listFieldIds(`${idPrefix}-b${revealed.index}`, revealed.field));
      return;
    }
    // Once its form is open: the block's bar at the middle of the screen, and the focus on it.
    requestAnimationFrame(() => {
      const toggle = document.getElementById(`${idPrefix}-block-${revealed.index}-toggle`);
      toggle?.scrollIntoView({ block: 'center' });
      toggle?.focus({ preventScroll: true });
    });
  }, [revealed, idPrefix]);

  const moveBlock = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(move(blocks, from, to));
    setOpen((current) => {
      const shifted = new Set<number>();
      for (const index of current)
        shifted.add(
          move(
            blocks.map((_, i) => i),
            from,
            to,
          ).indexOf(index),
        );
      return shifted;
    });
    setAnnouncement(`Moved ${nameBlock(blocks[from])} to position ${to + 1} of ${blocks.length}`);
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-block-${to}-toggle`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    moveBlock(index, index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== undefined) moveBlock(dragged, index);
    setDragged(undefined);
  };
  const addBlock = () => {
    if (!newType) return;
    const example = (schemas.blocks[newType].examples as Block[] | undefined)?.[0] ?? { type: newType };
    const block = typeof example.id === 'string' ? { ...example, id: freshId(example.id, blocks) } : example;
    onChange([...blocks, block]);
    setOpen((current) => new Set([...current, blocks.length]));
    setAnnouncement(`Added a ${labelField(newType)} block at the end`);
    setNewType('');
  };

  return (
    <section className="blocks" aria-labelledby={`${idPrefix}-blocks-heading`}>
      <h3 id={`${idPrefix}-blocks-heading`} className="section-title">
        Blocks <span className="muted">({blocks.length}, top to bottom)</span>
      </h3>
      <p className="hint">Drag a block by its bar, or focus its bar and press Alt+↑ / Alt+↓ to move it.</p>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      <ol className="blocks__list">
        {blocks.map((block, index) => {
          const expanded = open.has(index);
          const schema = block.type ? schemas.blocks[block.type] : undefined;
          const errorCount = JSON.stringify(errors(index)).split('__errors').length - 1;
          return (
            <li
              key={index}
              className={`block${dragged === index ? ' block--dragged' : ''}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onFocus={() => onFocusBlock?.(index)}
              data-testid="block"
            >
              <div
                className="block__bar"
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(undefined)}
              >
                <span className="block__grip" aria-hidden="true">
                  ⋮⋮
                </span>
                <button
                  id={`${idPrefix}-block-${index}-toggle`}
                  type="button"
                  className="block__toggle"
                  aria-expanded={expanded}
                  aria-controls={`${idPrefix}-block-${index}`}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onClick={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (next.has(index)) next.delete(index);
                      else next.add(index);
                      return next;
                    })
                  }
                >
                  <span className="block__index">{index + 1}</span>
                  <span className="block__type">{nameBlock(block)}</span>
                  <span className="block__summary">{describeBlock(block)}</span>
                  {errorCount > 0 ? (
                    <span className="badge badge--error">
                      {errorCount} problem{errorCount === 1 ? '' : 's'}
                    </span>
                  ) : null}
                </button>
                <div className="block__actions">
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => moveBlock(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Move block ${index + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => moveBlock(index, index + 1)}
                    disabled={index === blocks.length - 1}
                    aria-label={`Move block ${index + 1} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Duplicate block ${index + 1}`}
                    onClick={() => {
                      const copy =
                        typeof block.id === 'string' ? { ...block, id: freshId(block.id, blocks) } : { ...block };
                      onChange([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
                      setAnnouncement(`Duplicated block ${index + 1}`);
                    }}
                  >
                    Duplicate
                  </button>
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label={`Delete block ${index + 1}`}
                    onClick={() => {
                      if (!window.confirm(`Delete the ${nameBlock(block)} block “${describeBlock(block)}”?`)) return;
                      onChange(blocks.filter((_, i) => i !== index));
                      setAnnouncement(`Deleted block ${index + 1}`);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </div>
              {expanded ? (
                <div id={`${idPrefix}-block-${index}`} className="block__body">
                  {schema ? (
                    <SchemaForm
                      idPrefix={`${idPrefix}-b${index}`}
                      schema={{ ...schema, title: undefined }}
                      value={block}
                      errors={errors(index)}
                      context={context}
                      onChange={(next) => onChange(blocks.map((item, i) => (i === index ? (next as Block) : item)))}
                    />
                  ) : (
                    <p className="field__errors">
                      This block’s type “{String(block.type)}” is not one the editor knows: change it in the YAML view.
                    </p>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="blocks__add">
        <label htmlFor={`${idPrefix}-new-block`}>Add a block</label>
        <select
          id={`${idPrefix}-new-block`}
          className="input"
          value={newType}
          onChange={(event) => setNewType(event.target.value)}
        >
          <option value="">— block type —</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {labelField(type)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={addBlock} disabled={!newType}>
          Add block
        </button>
      </div>
    </section>
  );
}
