import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's menu timing: wait before opening on hover, open at once when moving between menus, wait before closing. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

/**
 * Which dropdown is open, driven by hover with the spec's delays, and by click and keyboard at once.
 * "Skip": right after one menu closed, hovering another opens it without the open delay.
 */
export function useHoverMenus() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(-Infinity);
  const openRef = useRef<number | null>(null);
  openRef.current = openIndex;
  // A click on a trigger the pointer has just opened by hovering confirms it rather than closing it.
  const openedByHover = useRef(false);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const close = useCallback(() => {
    clearTimers();
    if (openRef.current !== null) closedAt.current = Date.now();
    setOpenIndex(null);
  }, []);

  const hoverStart = useCallback((index: number) => {
    clearTimers();
    if (openRef.current === index) return;
    const open = () => {
      openedByHover.current = true;
      setOpenIndex(index);
    };
    if (openRef.current !== null || Date.now() - closedAt.current < MENU_DELAYS.skip) open();
    else openTimer.current = setTimeout(open, MENU_DELAYS.open);
  }, []);

  const hoverEnd = useCallback(() => {
    clearTimeout(openTimer.current);
    closeTimer.current = setTimeout(close, MENU_DELAYS.close);
  }, [close]);

  const toggle = useCallback(
    (index: number) => {
      clearTimers();
      if (openRef.current === index && !openedByHover.current) close();
      else setOpenIndex(index);
      openedByHover.current = false;
    },
    [close],
  );

  useEffect(() => clearTimers, []);

  return { openIndex, hoverStart, hoverEnd, toggle, close };
}
