import { useState, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the list of pages and entries sits: beside the editor on a wide screen; on a phone or a tablet
 * folded under a button above the editor (the stylesheet decides which), so the form gets the whole width.
 * Choosing a page or an entry folds it again and takes the focus to the editor, where it opens.
 */
export function OutlinePanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const onChoose = (event: MouseEvent) => {
    if (!open || !(event.target as Element).closest('.outline__item')) return;
    setOpen(false);
    document.getElementById('main')?.focus();
  };
  return (
    <aside className={`sidebar${open ? ' sidebar--open' : ''}`}>
      <button
        type="button"
        className="button sidebar__toggle"
        aria-expanded={open}
        aria-controls="site-outline"
        onClick={() => setOpen(!open)}
      >
        Pages and entries
      </button>
      <div id="site-outline" className="sidebar__list" onClick={onChoose}>
        {children}
      </div>
    </aside>
  );
}
