import { useState } from 'react';

interface PagePreviewProps {
  /** The dev server's address. */
  base: string;
  path: string;
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
export function PagePreview({ base, path }: PagePreviewProps) {
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [theme, setTheme] = useState<Theme>();
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
        <a className="preview__open" href={`${base}${path}`} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      <div className="preview__stage" style={{ height: 640 * scale }}>
        <iframe
          title={`Preview of ${path}`}
          src={toPreviewUrl(base, path, theme)}
          style={{
            width: WIDTHS[width],
            height: 640,
            transform: `scale(${scale})`,
          }}
        />
      </div>
      <p className="hint">
        The preview is the site's development server: it shows what you saved (press Save to see a change). If it stays
        blank, start it with <code>npm run dev</code>.
      </p>
    </section>
  );
}
