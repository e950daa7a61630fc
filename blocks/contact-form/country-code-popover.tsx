import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import type { CountrySearchTexts } from '#generated/site-types';
import { Input } from '#ui/controls/input';
import type { CountryCode } from './country-code-picker';
import { stylePanel } from '#ui/styles/panel';

export interface CountryCodePopoverProps {
  countries: CountryCode[];
  value: string;
  texts: CountrySearchTexts;
  onChoose: (code: string) => void;
  onEscape: () => void;
}

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  zIndex: 20,
  top: `calc(100% + ${theme.space[1]})`,
  left: 0,
  width: 'min(18rem, calc(100vw - 2rem))',
  padding: theme.space[2],
  ...stylePanel(theme, { radius: 'md', shadow: 'lg' }),
}));

/** The spec's popover list: at most 200 px tall, scrolling beyond. */
const List = styled.ul(({ theme }) => ({
  maxHeight: '200px',
  overflowY: 'auto',
  margin: `${theme.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
}));

const Option = styled.li(({ theme }) => ({
  display: 'flex',
  gap: theme.space[3],
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  '&[data-focus]': { background: theme.color.surfaceRaised },
  '&[data-selected]': { fontWeight: theme.fontWeight.bold },
}));

const Code = styled.span({ minWidth: '3.5rem' });

const Empty = styled.p(({ theme }) => ({
  padding: `${theme.space[2]} ${theme.space[3]}`,
  color: theme.color.textMuted,
}));

/** Keeps an entry whose code or country holds the search, ignoring case and a leading plus. */
function matches(entry: CountryCode, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return (
    needle === '' ||
    `${entry.code} ${entry.country}`.toLowerCase().includes(needle) ||
    entry.code.slice(1).startsWith(needle.replace(/^\+/, ''))
  );
}

/**
 * The searchable list of country codes, an ARIA combobox: typing filters it, the arrow keys (Home, End)
 * move through it, Enter or a click chooses. Loaded by the picker on its first open. Not modal: the rest
 * of the page stays usable, and a click outside closes the popover.
 */
export default function CountryCodePopover({ countries, value, texts, onChoose, onEscape }: CountryCodePopoverProps) {
  const [query, setQuery] = useState('');
  const shown = countries.filter((entry) => matches(entry, query));
  // The option the arrow keys are on: the chosen one at first, none once the search changes.
  const [active, setActive] = useState(() => shown.findIndex((entry) => entry.code === value));
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const move = (to: number) => shown.length > 0 && setActive(Math.max(0, Math.min(shown.length - 1, to)));
  return (
    <Panel
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onEscape();
      }}
    >
      <Input
        autoFocus
        role="combobox"
        aria-label={texts.placeholder}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={texts.placeholder}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          const step = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: shown.length - 1 }[event.key];
          if (step !== undefined) {
            event.preventDefault();
            move(event.key === 'ArrowUp' && active < 0 ? shown.length - 1 : step);
          } else if (event.key === 'Enter' && shown[active]) {
            event.preventDefault();
            onChoose(shown[active].code);
          }
        }}
      />
      <List ref={list} id={listId} role="listbox" aria-label={texts.placeholder}>
        {shown.map((entry, index) => (
          <Option
            key={entry.code}
            id={optionId(index)}
            role="option"
            aria-selected={entry.code === value}
            data-focus={index === active ? '' : undefined}
            data-selected={entry.code === value ? '' : undefined}
            // Focus stays in the search box, so choosing does not first blur the popover shut.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== active && setActive(index)}
            onClick={() => onChoose(entry.code)}
          >
            <Code>{entry.code}</Code>
            <span>{entry.country}</span>
          </Option>
        ))}
      </List>
      {shown.length === 0 && <Empty role="status">{texts.empty}</Empty>}
    </Panel>
  );
}
