import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { ThemeProvider } from '@emotion/react';
import { useId, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { parseMarkdown } from '../../../src/site/markdown/parse-markdown';
import { Markdown } from '../../../src/ui/markdown';
import { declareColorVariables, theme } from '../../../src/ui/theme';
import type { FormContext } from './form-context';

const contextOf = (props: { registry: { formContext?: unknown } }) => props.registry.formContext as FormContext;

/** A text field offering `options` as you type (a list the browser filters), the one way each widget below does it. */
function ListedInput({ props, options, placeholder }: { props: WidgetProps; options: string[]; placeholder?: string }) {
  const listId = useId();
  return (
    <>
      <input
        id={props.id}
        className="input"
        type="text"
        list={listId}
        value={(props.value as string | undefined) ?? ''}
        required={props.required}
        disabled={props.disabled || props.readonly}
        placeholder={placeholder}
        aria-describedby={`${props.id}__help ${props.id}__error`}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}

/** A link: typed, or picked from every page of the site and its #anchors (a list the browser filters as you type). */
export function LinkWidget(props: WidgetProps) {
  const { outline } = contextOf(props);
  const targets = outline.routes.flatMap((route) => [
    route.path,
    ...route.anchors.map((anchor) => `${route.path}#${anchor}`),
  ]);
  return <ListedInput props={props} options={targets} placeholder="/a-page, /a-page#section or https://…" />;
}

/** A text with the values already used offered as you type (a case study's category). */
export function SuggestWidget(props: WidgetProps) {
  return <ListedInput props={props} options={(props.options.suggestions as string[] | undefined) ?? []} />;
}

/** One entry of a collection, by its id. */
export function EntryWidget(props: WidgetProps) {
  const { outline } = contextOf(props);
  const collection = String(props.options.collection ?? '');
  const entries = outline.collections[collection] ?? [];
  return (
    <select
      id={props.id}
      className="input"
      value={(props.value as string | undefined) ?? ''}
      required={props.required}
      disabled={props.disabled || props.readonly}
      aria-describedby={`${props.id}__help ${props.id}__error`}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <option value="">— choose from {collection} —</option>
      {entries.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.title ? `${entry.title} (${entry.id})` : entry.id}
        </option>
      ))}
    </select>
  );
}

/** A file in public/: picked from the files there, with a preview of a picture. */
export function AssetWidget(props: WidgetProps) {
  const { assets } = contextOf(props);
  const value = (props.value as string | undefined) ?? '';
  return (
    <div className="asset">
      <ListedInput props={props} options={assets} placeholder="/images/…" />
      {assets.includes(value) && /\.(svg|png|jpe?g|webp|gif)$/.test(value) ? (
        <img className="asset__preview" src={`/public${value}`} alt="" />
      ) : null}
    </div>
  );
}

/** A yes/no field as a switch. */
export function SwitchWidget(props: WidgetProps) {
  const on = props.value === true;
  return (
    <button
      id={props.id}
      type="button"
      role="switch"
      className="switch"
      aria-checked={on}
      aria-label={props.label}
      disabled={props.disabled || props.readonly}
      onClick={() => props.onChange(!on)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">{on ? 'Yes' : 'No'}</span>
    </button>
  );
}

/** A Markdown text: a text area, and the text as it will read. */
export function MarkdownWidget(props: WidgetProps) {
  const [preview, setPreview] = useState(false);
  const value = (props.value as string | undefined) ?? '';
  return (
    <div className="markdown">
      <div className="markdown__tabs" role="group" aria-label="Markdown view">
        <button type="button" className="chip" aria-pressed={!preview} onClick={() => setPreview(false)}>
          Write
        </button>
        <button type="button" className="chip" aria-pressed={preview} onClick={() => setPreview(true)}>
          Preview
        </button>
      </div>
      {preview ? (
        <div className="markdown__preview">{renderMarkdownPreview(value)}</div>
      ) : (
        <textarea
          id={props.id}
          className="input"
          rows={8}
          value={value}
          aria-describedby={`${props.id}__help ${props.id}__error`}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
    </div>
  );
}

/** The text as the site shows it: the site's own Markdown component, in its theme. */
function renderMarkdownPreview(text: string) {
  const { problems } = parseMarkdown(text);
  return (
    <MemoryRouter>
      <style>{`.markdown__preview { ${declareColorVariables('light')} }`}</style>
      <ThemeProvider theme={theme}>
        <Markdown text={text} />
      </ThemeProvider>
      {problems.map((problem) => (
        <p key={problem} className="field__errors">
          {problem}
        </p>
      ))}
    </MemoryRouter>
  );
}

/** Entries of a collection: all of them, or the ones ticked, in the order ticked. */
export function EntriesField(props: FieldProps) {
  const { outline } = contextOf(props);
  const collection = String((props.uiSchema?.['ui:options'] as { collection?: string } | undefined)?.collection ?? '');
  const entries = outline.collections[collection] ?? [];
  const value = props.formData as unknown;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const mode = value === 'all' ? 'all' : Array.isArray(value) ? 'some' : value === undefined ? 'none' : 'filter';
  const id = props.fieldPathId.$id;
  const set = (next: unknown) => props.onChange(next, props.fieldPathId.path);
  const errors = (props.errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <fieldset className="entries" aria-describedby={`${id}__error`}>
      <legend className="field__label">
        {props.schema.title ?? props.name}
        {props.required ? <span className="required"> (required)</span> : null}
      </legend>
      {props.schema.description ? <p className="field__help">{props.schema.description}</p> : null}
      <div className="entries__modes">
        <label>
          <input type="radio" name={id} checked={mode === 'all'} onChange={() => set('all')} /> All {collection}
        </label>
        <label>
          <input type="radio" name={id} checked={mode === 'some'} onChange={() => set(entries.map((e) => e.id))} />{' '}
          Chosen ones, in order
        </label>
      </div>
      {mode === 'filter' ? <p className="field__help">This list is a filter: change it in the YAML view.</p> : null}
      {mode === 'some' ? (
        <ul className="entries__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(entry.id)}
                  onChange={(event) =>
                    set(event.target.checked ? [...chosen, entry.id] : chosen.filter((item) => item !== entry.id))
                  }
                />{' '}
                {entry.title || entry.id} <span className="muted">({entry.id})</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${id}__error`} className="field__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** An optional group of fields, folded until opened (open from the start when it holds something). */
export function CollapsibleField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  const filled = props.formData !== undefined && JSON.stringify(props.formData) !== '{}';
  return (
    <details className="collapsible" open={filled}>
      <summary className="collapsible__summary">
        {String(uiSchema['ui:title'] ?? props.schema.title ?? props.name)}
        <span className="muted"> (optional{filled ? '' : ', not set'})</span>
      </summary>
      <ObjectField {...props} uiSchema={uiSchema} />
    </details>
  );
}
