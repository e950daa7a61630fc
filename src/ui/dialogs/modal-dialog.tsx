import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { DialogProps } from './dialog';
import { Icon } from '../theme/icon';
import { IconButton } from '../controls/icon-button';
import { stylePanel } from '../styles/panel';

/**
 * The native <dialog>, opened modal (the top layer: above every stacking context, the page behind inert to
 * pointer, keyboard and screen readers alike); it covers the viewport (a sheet covers the header too), so
 * it is what is seen as "the dialog". The browser's own backdrop stays clear: ours fades.
 */
const Root = styled.dialog({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  overflow: 'hidden',
  '&::backdrop': { background: 'transparent' },
});

const Backdrop = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: 'rgba(2, 6, 23, 0.55)',
  transition: `opacity ${theme.motion.base} ${theme.motion.easing}`,
  '[data-closed] > &': { opacity: 0 },
  [theme.reducedMotion]: { transition: 'none' },
}));

const Frame = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[4],
  '&[data-placement="sheet"]': { padding: 0, placeItems: 'stretch' },
}));

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'auto',
  ...stylePanel(theme, { shadow: 'lg' }),
  color: theme.color.text,
  transition: `opacity ${theme.motion.base} ${theme.motion.easing}, transform ${theme.motion.base} ${theme.motion.easing}`,
  '&[data-closed]': { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  '[data-placement="sheet"] > &': {
    height: '100%',
    borderRadius: 0,
    border: 0,
    boxShadow: 'none',
  },
  [theme.reducedMotion]: {
    transition: 'none',
    '&[data-closed]': { transform: 'none' },
  },
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[4]} ${theme.space[4]} 0 ${theme.space[5]}`,
  // A sheet's header row is the compact header's: its close button sits exactly where the menu button was.
  '[data-placement="sheet"] &': {
    flexShrink: 0,
    height: theme.layout.headerHeightCompact,
    padding: `0 ${theme.space[4]}`,
    borderBottom: `1px solid ${theme.color.border}`,
  },
}));

const Title = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.heavy,
}));

const Body = styled.div(({ theme }) => ({
  padding: `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`,
}));

/** The spec's dialog: at most 600 px wide and 90 % of the viewport high. */
const MAX_WIDTH = '600px';
const MAX_HEIGHT = '90vh';

/** What Tab may reach inside the dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab going round inside the dialog rather than out to the browser's own controls. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first) return;
  const { activeElement } = document;
  if (event.shiftKey ? activeElement === first || activeElement === event.currentTarget : activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The longest transition of an element, in ms (none under reduced motion). */
function readTransitionMs(element: Element | null): number {
  if (!element) return 0;
  const seconds = getComputedStyle(element)
    .transitionDuration.split(',')
    .map((value) => parseFloat(value) || 0);
  return Math.max(0, ...seconds) * 1000;
}

/** Stops the page behind from scrolling, its scroll bar's width kept so nothing shifts; gives back a function undoing it. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollBar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

/**
 * The dialog itself; load it through `Dialog` (./dialog), which fetches this code on first open. The
 * browser's modal <dialog> does the hard parts (the page behind inert, the top layer, focus moved in and
 * given back on close); this adds the fade in and out, Escape and a click outside closing it, Tab kept
 * inside, and the page behind held still.
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel = 'Close',
  maxWidth = MAX_WIDTH,
  maxHeight = MAX_HEIGHT,
  placement = 'center',
  children,
}: DialogProps) {
  const sheet = placement === 'sheet';
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Shown while open or fading out; `entered` drops `data-closed` a frame after it opens, so it fades in.
  const [shown, setShown] = useState(open);
  const [entered, setEntered] = useState(false);
  if (open && !shown) setShown(true);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return undefined;
    if (open) {
      // A dialog opened again while it fades out is shown, but not modal: make it so.
      if (!element.matches(':modal')) {
        if (element.open) element.close();
        element.showModal();
      }
      const unlock = lockScroll();
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setEntered(true)));
      return () => {
        cancelAnimationFrame(frame);
        unlock();
      };
    }
    // Closing: no longer modal at once (focus goes back, the page may move it on, e.g. after a menu's link),
    // then out of sight once it has faded.
    setEntered(false);
    element.close();
    element.show();
    const timer = window.setTimeout(() => {
      element.close();
      setShown(false);
    }, readTransitionMs(panel.current));
    return () => window.clearTimeout(timer);
  }, [open, shown]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    element.addEventListener('cancel', cancel);
    return () => element.removeEventListener('cancel', cancel);
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <Root
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal={open}
      data-placement={placement}
      data-closed={entered ? undefined : ''}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
        keepTabInside(event);
      }}
    >
      <Backdrop aria-hidden="true" />
      <Frame
        data-placement={placement}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <Panel
          ref={panel}
          data-dialog-panel=""
          data-closed={entered ? undefined : ''}
          style={
            sheet
              ? undefined
              : {
                  // The spec's bounds hold whatever a caller asks; what does not fit scrolls inside.
                  maxWidth: `min(${maxWidth}, ${MAX_WIDTH}, 100%)`,
                  maxHeight: `min(${maxHeight}, ${MAX_HEIGHT}, 100%)`,
                }
          }
        >
          <Header>
            <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
              {title}
            </Title>
            <IconButton type="button" aria-label={closeLabel} style={{ marginLeft: 'auto' }} onClick={onClose}>
              <Icon name="x" size={22} />
            </IconButton>
          </Header>
          <Body>{children}</Body>
        </Panel>
      </Frame>
    </Root>,
    document.body,
  );
}
