import { useState } from 'react';
import { labelField } from '#site/fields/label-field';
import type { Outline, OutlineEntry, OutlineRoute, Place } from '../api/editor-api';

export type Selection =
  | { kind: 'page'; place: Place; path: string; heading: string }
  | { kind: 'entry'; place: Place; collection: string; heading: string; path?: string };

interface SiteOutlineProps {
  outline: Outline;
  selected?: Selection;
  onSelect: (selection: Selection) => void;
  /** Asks for a new entry's id in this collection. */
  onAddEntry: (collection: string) => void;
}

/** What opening a page means: its own forms, or the entry a made page comes from. */
export function selectRoute(route: OutlineRoute): Selection {
  return route.kind === 'generated'
    ? {
        kind: 'entry',
        place: route,
        collection: route.collection ?? '',
        heading: `${route.path} (from ${labelField(route.collection ?? '')})`,
        path: route.path,
      }
    : { kind: 'page', place: route, path: route.path, heading: `Page ${route.path}` };
}

/** What opening an entry means, named by its collection's label as the list shows it: "Case studies entry rotana". */
export function selectEntry(collection: string, entry: OutlineEntry): Selection {
  return { kind: 'entry', place: entry, collection, heading: `${labelField(collection)} entry ${entry.id}` };
}

const samePlace = (a: Place | undefined, b: Place) => !!a && a.file === b.file && a.at.join('/') === b.at.join('/');

/** Every page and every collection's entries; a page made from a collection opens its entry. */
export function SiteOutline({ outline, selected, onSelect, onAddEntry }: SiteOutlineProps) {
  const [filter, setFilter] = useState('');
  const match = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(filter.trim().toLowerCase()));
  const routes = outline.routes.filter((route) => match(route.path, route.title));
  return (
    <nav className="outline" aria-label="Pages and collections">
      <label className="visually-hidden" htmlFor="outline-filter">
        Find a page or entry
      </label>
      <input
        id="outline-filter"
        className="input outline__filter"
        type="search"
        placeholder="Find a page or entry…"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <h2 className="outline__heading">Pages ({routes.length})</h2>
      <ul className="outline__list">
        {routes.map((route) => {
          const selection = selectRoute(route);
          return (
            <li key={`${route.path}-${route.file}-${route.at.join('/')}`}>
              <button
                type="button"
                className="outline__item"
                aria-current={samePlace(selected?.place, route) ? 'true' : undefined}
                onClick={() => onSelect(selection)}
              >
                <span className="outline__path">{route.path}</span>
                {route.title ? <span className="outline__title">{route.title}</span> : null}
                <span className="outline__meta">
                  {route.kind === 'generated'
                    ? `from ${labelField(route.collection ?? '')}`
                    : route.kind === 'included'
                      ? route.file
                      : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {Object.entries(outline.collections).map(([name, entries]) => {
        const shown = entries.filter((entry) => match(entry.id, entry.title, name));
        if (shown.length === 0 && filter.trim() !== '') return null;
        return (
          <details key={name} className="outline__group">
            <summary className="outline__heading">
              {labelField(name)} ({shown.length})
            </summary>
            <ul className="outline__list">
              {shown.map((entry) => (
                <li key={`${entry.file}-${entry.at.join('/')}`}>
                  <button
                    type="button"
                    className="outline__item"
                    aria-current={samePlace(selected?.place, entry) ? 'true' : undefined}
                    onClick={() => onSelect(selectEntry(name, entry))}
                  >
                    <span className="outline__path">{entry.title || entry.id}</span>
                    <span className="outline__meta">{entry.id}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--ghost outline__add" onClick={() => onAddEntry(name)}>
              + New {labelField(name)} entry
            </button>
          </details>
        );
      })}
    </nav>
  );
}
