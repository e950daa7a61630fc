import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CountrySearchTexts } from '#generated/site-types';
import type { FieldControlProps } from '#ui/controls/field';
import { Input } from '#ui/controls/input';
import { preloadWhenIdle } from '#ui/idle/preload-when-idle';
import { Icon } from '#ui/theme/icon';

export interface CountryCode {
  code: string;
  country: string;
}

export interface CountryCodePickerProps {
  /** The field's wiring (id, invalid, described by): the trigger is the field's control. */
  control: FieldControlProps;
  label: string;
  value: string;
  countries: CountryCode[];
  texts: CountrySearchTexts;
  onChange: (code: string) => void;
  onBlur: () => void;
}

const Wrap = styled.div({ position: 'relative' });

/** The field's look (border, size, invalid state), as a button showing the chosen code. */
const Trigger = styled(Input.withComponent('button'))(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  cursor: 'pointer',
}));

const loadPopover = () => import('./country-code-popover');
const CountryCodePopover = lazy(loadPopover);
preloadWhenIdle(loadPopover);

/**
 * The country code as a button that opens a searchable list under it (the spec's popover). The list's
 * code loads once the page is idle after hydration, so the contact page's first
 * load does without it and the first open does not wait for it. Escape, a click outside or leaving it with Tab closes it; choosing a code closes it and returns to the button.
 */
export function CountryCodePicker({
  control,
  label,
  value,
  countries,
  texts,
  onChange,
  onBlur,
}: CountryCodePickerProps) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = countries.find((entry) => entry.code === value);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    onBlur();
    // A frame later, once the popover and its search box (which has focus as it chooses) are gone.
    if (returnFocus) requestAnimationFrame(() => trigger.current?.focus());
  };

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  });

  return (
    <Wrap
      ref={wrap}
      onBlur={(event) => {
        if (open && !wrap.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        {...control}
        // A button cannot be required (ARIA allows aria-required on form controls only); the native select it replaces carries it.
        aria-required={undefined}
        aria-label={selected ? `${label}: ${selected.code} ${selected.country}` : label}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span>{value}</span>
        <Icon name="chevron-down" size={18} />
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <CountryCodePopover
            countries={countries}
            value={value}
            texts={texts}
            onChoose={(code) => {
              onChange(code);
              close(true);
            }}
            onEscape={() => close(true)}
          />
        </Suspense>
      )}
    </Wrap>
  );
}
