import { useEffect, useState } from 'react';
import { getAt } from '../../../src/site/manifest/get-at';
import { api, type Place } from '../api/editor-api';

interface PagePreviewProps {
  /** The dev server's address. */
  base: string;
  path: string;
  /** Where the list of the page's fact box is written (its entry of the facts collection), if it has one. */
  facts?: Place;
}

type FactList = { kind: 'loading' } | { kind: 'ready'; facts: string[] } | { kind: 'error'; message: string };

/** The facts of the list the page's fact box picks from, read from the file they are written in. */
function useFactList(place: Place | undefined): FactList | undefined {
  const [list, setList] = useState<FactList | undefined>();
  useEffect(() => {
    if (!place) return setList(undefined);
    let current = true;
    setList({ kind: 'loading' });
    api.file(place.file).then(
      ({ data }) => {
        const facts = getAt(data, [...place.at, 'facts']);
        if (current) setList({ kind: 'ready', facts: Array.isArray(facts) ? facts.map(String) : [] });
      },
      (error: Error) => current && setList({ kind: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
    // Read again when the outline is (after a save): the facts may have been edited.
  }, [place]);
  return list;
}

const WIDTHS = { desktop: 1280, phone: 375 } as const;
type Theme = 'light' | 'dark';

/**
 * The preview's address: the page itself, or, once a theme is chosen, editor/preview/theme.html on the dev
 * server, which stores the theme there as the site's own switch does and then shows the page.
 */
function toPreviewUrl(base: string, path: string, theme: Theme | undefined): string {
  return theme ? `${base}/editor/preview/theme.html?theme=${theme}&to=${encodeURIComponent(path)}` : `${base}${path}`;
}

/**
 * The page as the site renders it: `npm run dev`'s page in a frame, updated in place after each save, at a
 * desktop's or a phone's width, in the light or the dark theme.
 */
export function PagePreview({ base, path, facts }: PagePreviewProps) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [theme, setTheme] = useState<Theme>();
  /** The fact pinned in the fact box, counted from 1 as the block reads it (`?fact=2`); 0 for a random one. */
  const [fact, setFact] = useState(0);
  const factList = useFactList(facts);
  const shown = fact > 0 ? `${path}?fact=${fact}` : path;
  const scale = width === 'desktop' ? 0.5 : 0.8;
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview__bar">
        <div role="group" aria-label="Width">
          {(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={width === name}
              onClick={() => setWidth(name)}
            >
              {name === 'desktop' ? 'Desktop' : 'Phone'}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Theme">
          {(['light', 'dark'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={theme === name}
              onClick={() => setTheme(name)}
            >
              {name === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </div>
        {factList ? (
          <div className="preview__fact">
            <label htmlFor="preview-fact">Fact shown</label>
            <select
              id="preview-fact"
              className="input"
              value={fact}
              disabled={factList.kind !== 'ready'}
              aria-describedby={factList.kind === 'error' ? 'preview-fact-error' : undefined}
              onChange={(event) => setFact(Number(event.target.value))}
            >
              <option value={0}>
                {factList.kind === 'loading' ? 'Reading the facts…' : 'Random (as visitors see it)'}
              </option>
              {factList.kind === 'ready'
                ? factList.facts.map((text, index) => (
                    <option key={index} value={index + 1}>
                      {`${index + 1}. ${text.length > 70 ? `${text.slice(0, 69)}…` : text}`}
                    </option>
                  ))
                : null}
            </select>
            {factList.kind === 'error' ? (
              <span id="preview-fact-error" className="field__errors" role="alert">
                The facts could not be read: {factList.message}
              </span>
            ) : null}
          </div>
        ) : null}
        <a className="preview__open" href={`${base}${shown}`} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      <div className="preview__stage" style={{ height: 640 * scale }}>
        <iframe
          title={`Preview of ${path}`}
          src={toPreviewUrl(base, shown, theme)}
          style={{
            width: WIDTHS[width],
            height: 640,
            transform: `scale(${scale})`,
          }}
        />
      </div>
      <p className="hint">
        {factList ? 'A fact box shows a random fact to visitors; choose one above to see it here. ' : null}
        The preview is the site's development server: it shows what you saved (press Save to see a change). If it stays
        blank, start it with <code>npm run dev</code>.
      </p>
    </section>
  );
}
