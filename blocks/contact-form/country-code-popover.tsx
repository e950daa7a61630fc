import styled from '@emotion/styled';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
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
const List = styled(ComboboxOptions)(({ theme }) => ({
  maxHeight: '200px',
  overflowY: 'auto',
  margin: `${theme.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
}));

const Option = styled(ComboboxOption)(({ theme }) => ({
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
 * The searchable list of country codes (Headless UI combobox): typing filters it, the arrow keys move
 * through it, Enter or a click chooses. Loaded by the picker on its first open.
 */
export default function CountryCodePopover({ countries, value, texts, onChoose, onEscape }: CountryCodePopoverProps) {
  const [query, setQuery] = useState('');
  const shown = countries.filter((entry) => matches(entry, query));
  return (
    <Panel
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onEscape();
      }}
    >
      <Combobox
        value={countries.find((entry) => entry.code === value) ?? null}
        by="code"
        onChange={(entry: CountryCode | null) => entry && onChoose(entry.code)}
        immediate
      >
        <ComboboxInput
          as={Input}
          autoFocus
          aria-label={texts.placeholder}
          placeholder={texts.placeholder}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        {/* Not modal: the rest of the page stays usable, and a click outside closes the popover. */}
        <List static modal={false}>
          {shown.map((entry) => (
            <Option key={entry.code} value={entry}>
              <Code>{entry.code}</Code>
              <span>{entry.country}</span>
            </Option>
          ))}
        </List>
        {shown.length === 0 && <Empty role="status">{texts.empty}</Empty>}
      </Combobox>
    </Panel>
  );
}
