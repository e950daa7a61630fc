import { ThemeProvider } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { parseMarkdown } from '#site/markdown/parse-markdown';
import { Markdown } from '#ui/layout/markdown';
import { declareColorVariables, theme } from '#ui/theme/theme';

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
