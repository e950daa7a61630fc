import { useEffect, useRef, useState } from 'react';
import { getAt } from '#site/yaml/get-at';
import { api, type Draft, type Place, type PreviewData } from '../api/editor-api';

interface PagePreviewProps {
  /** The preview page's address: the site's own client, which renders what it is sent. */
  base: string;
  /** The address of the page shown. */
  path: string;
  /** The file's unsaved state: sent (a moment after the last key) to be made into the page's data. */
  draft: Draft;
  /** The index of the block being edited, if any: the preview scrolls to it and outlines it. */
  block?: number;
  /** A block clicked in the preview, to open in the form. */
  onSelectBlock?: (index: number) => void;
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

/** The widths the preview shows the page at, in CSS pixels, and the height of its window. */
const DEVICES = {
  phone: { label: 'Phone', width: 390 },
  tablet: { label: 'Tablet', width: 820 },
  desktop: { label: 'Desktop', width: 1280 },
} as const;
const FRAME_HEIGHT = 720;
type Device = keyof typeof DEVICES;
type Theme = 'light' | 'dark';

/** How long after the last key the draft is sent: typing stays smooth, and the page follows within a moment. */
const SEND_AFTER_MS = 300;

type Status =
  | { kind: 'preparing' }
  | { kind: 'ready' }
  /** The draft cannot be made into a page: the last one that could is shown. */
  | { kind: 'stale'; message: string };

/** The data the last draft was made into, and whether the page can show it, a moment after each change. */
function usePreviewData(draft: Draft, path: string) {
  const [data, setData] = useState<Extract<PreviewData, { ready: true }>>();
  const [status, setStatus] = useState<Status>({ kind: 'preparing' });
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    const timer = setTimeout(() => {
      api.preview(draft, path).then(
        (answer) => {
          // Only the latest draft's answer counts: an earlier one arriving late is dropped.
          if (run !== latest.current) return;
          if (answer.ready) {
            setData(answer);
            setStatus({ kind: 'ready' });
          } else setStatus({ kind: 'stale', message: answer.message });
        },
        (error: Error) => run === latest.current && setStatus({ kind: 'stale', message: error.message }),
      );
    }, SEND_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, path]);
  return { data, status };
}

/** The width of an element, followed as the window is resized. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The page as it will be published: the site's own client (its renderer, blocks and styles, as built) in a
 * frame, rendering the unsaved state as the person types, at a phone's, a tablet's or a desktop's width
 * (scaled to fit), in the light or the dark theme, following the block being edited. A click on a block
 * in it opens that block in the form.
 */
export function PagePreview({ base, path, draft, block, onSelectBlock, facts }: PagePreviewProps) {
  // On a phone the page is first shown at a phone's width: a desktop's, scaled to fit, would be too small to read.
  const [device, setDevice] = useState<Device>(() =>
    window.matchMedia('(max-width: 640px)').matches ? 'phone' : 'desktop',
  );
  const [theme, setTheme] = useState<Theme>('light');
  /** The fact pinned in the fact box, counted from 1 as the block reads it; 0 for a random one. */
  const [fact, setFact] = useState(0);
  const factList = useFactList(facts);
  const { data, status } = usePreviewData(draft, path);
  const frame = useRef<HTMLIFrameElement>(null);
  /** Counts the times the frame said it listens: it is sent the state each time (a reload forgets it). */
  const [listening, setListening] = useState(0);
  const stage = useWidth();
  const origin = new URL(base, window.location.href).origin;

  const select = useRef(onSelectBlock);
  select.current = onSelectBlock;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const reply = event.data as { type?: unknown; index?: unknown };
      if (reply?.type === 'preview-ready') setListening((count) => count + 1);
      else if (reply?.type === 'select-block' && Number.isInteger(reply.index)) select.current?.(reply.index as number);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    if (listening === 0 || !data) return;
    const state = { type: 'render', site: data.site, route: data.route, theme, block, fact: fact || undefined };
    frame.current?.contentWindow?.postMessage(state, origin);
  }, [listening, data, theme, block, fact, origin]);

  const { width } = DEVICES[device];
  // Never wider than the panel: the page is drawn at its device's width and scaled down to fit.
  const scale = stage.width > 0 ? Math.min(1, stage.width / width) : 1;
  return (
    <section className="preview" aria-label="Preview">
      <div className="preview__bar">
        <div role="group" aria-label="Width">
          {(Object.keys(DEVICES) as Device[]).map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={device === name}
              onClick={() => setDevice(name)}
            >
              {DEVICES[name].label}
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
      </div>
      <p className={`preview__status${status.kind === 'stale' ? ' preview__status--stale' : ''}`} role="status">
        {status.kind === 'preparing'
          ? 'Preparing the preview…'
          : status.kind === 'stale'
            ? `${data ? 'The preview still shows the last version that could be made' : 'The page cannot be shown yet'}. ${status.message}`
            : null}
      </p>
      <div className="preview__stage" ref={stage.ref} style={{ height: FRAME_HEIGHT * scale }}>
        <iframe
          ref={frame}
          title={`Preview of ${path}`}
          src={base}
          style={{ width, height: FRAME_HEIGHT, transform: `scale(${scale})` }}
        />
      </div>
      <p className="hint">
        {factList ? 'A fact box shows a random fact to visitors; choose one above to see it here. ' : null}
        The preview shows your changes as you type, before you save, as the site will show them. Click a block in it to
        open its form.
      </p>
    </section>
  );
}
