import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
  type VariantType,
} from 'notistack';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { emotionCache } from '../theme/emotion-cache';
import { Icon } from '../theme/icon';
import { IconButton } from '../controls/icon-button';
import { NoticeTransition } from './notice-transition';
import { placeNotice } from './place-notice';
import { DEFAULT_NOTICE_MS, type NoticeOptions, type NoticeVariant } from './show-notice';
import { theme } from '../theme/theme';

const notistackVariant: Record<NoticeVariant, VariantType> = {
  default: 'default',
  success: 'success',
  destructive: 'error',
};

const Card = styled(SnackbarContent)(({ theme: t }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  maxWidth: 'min(480px, calc(100vw - 2rem))',
  padding: `${t.space[2]} ${t.space[2]} ${t.space[2]} ${t.space[4]}`,
  // Square on the left, where the coloured edge is: a thick border round a rounded corner bends into a "(".
  borderRadius: `0 ${t.radius.md} ${t.radius.md} 0`,
  border: `1px solid ${t.color.border}`,
  borderLeft: `6px solid ${t.color.textMuted}`,
  background: t.color.surface,
  color: t.color.text,
  boxShadow: t.shadow.lg,
  fontFamily: t.font.sans,
  fontSize: t.fontSize.sm,
  '&[data-variant="success"]': { borderLeftColor: t.color.success },
  '&[data-variant="error"]': { borderLeftColor: t.color.destructive },
}));

const Message = styled.div({ flex: 1, margin: 0 });

const Title = styled.p(({ theme: t }) => ({ margin: 0, fontWeight: t.fontWeight.bold }));

/** One notice: the message and a dismiss button. Screen readers hear it from the live regions below, once. */
const Notice = forwardRef<HTMLDivElement, CustomContentProps>(function Notice({ id, message, variant }, ref) {
  const own = useRef<HTMLDivElement | null>(null);
  // Placed once its height is known, before it is painted.
  useLayoutEffect(() => {
    if (host && own.current) placeNotice(host.container, own.current.getBoundingClientRect().height);
  }, []);
  const setRef = (element: HTMLDivElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <Card ref={setRef} data-variant={variant} data-notice="">
      <Message>{message}</Message>
      <IconButton type="button" aria-label="Dismiss" onClick={() => closeSnackbar(id)}>
        <Icon name="x" size={18} />
      </IconButton>
    </Card>
  );
});

const components = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

let host: { container: HTMLElement; polite: HTMLElement; assertive: HTMLElement } | undefined;

function createLiveRegion(role: 'status' | 'alert'): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('role', role);
  region.className = 'visually-hidden';
  region.dataset.noticeAnnouncer = role;
  document.body.append(region);
  return region;
}

/** When focus moves under the notice on screen (the next control appeared there), the notice moves away. */
function moveOffFocusedControl(container: HTMLElement, event: FocusEvent): void {
  const notice = container.querySelector('[data-notice]');
  if (!notice || !(event.target instanceof Element) || container.contains(event.target)) return;
  const box = notice.getBoundingClientRect();
  const focused = event.target.getBoundingClientRect();
  if (focused.top < box.bottom && box.top < focused.bottom) placeNotice(container, box.height);
}

/** The notice provider in a root of its own, and two live regions that exist before the first message. */
function mountHost(): NonNullable<typeof host> {
  const container = document.createElement('div');
  container.dataset.noticeAt = 'bottom';
  document.body.append(container);
  document.addEventListener('focusin', (event) => moveOffFocusedControl(container, event));
  const reduceMotion = matchMedia(theme.reducedMotion.replace('@media ', '')).matches;
  flushSync(() =>
    createRoot(container).render(
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <Global
            styles={{
              '[data-notice-at="top"] .notistack-SnackbarContainer': {
                top: `calc(${theme.layout.headerHeight} + ${theme.space[2]})`,
                bottom: 'auto',
              },
              [theme.mobile]: {
                '[data-notice-at="top"] .notistack-SnackbarContainer': {
                  top: `calc(${theme.layout.headerHeightCompact} + ${theme.space[2]})`,
                },
              },
            }}
          />
          {/* Room for a notice leaving while the next one enters: enqueueNotice closes the others first. */}
          <SnackbarProvider
            maxSnack={3}
            Components={components}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            TransitionComponent={NoticeTransition}
            transitionDuration={reduceMotion ? { enter: 0, exit: 0 } : undefined}
          />
        </ThemeProvider>
      </CacheProvider>,
    ),
  );
  return { container, polite: createLiveRegion('status'), assertive: createLiveRegion('alert') };
}

/** Closes the notice on screen, if any (a screen it no longer fits, such as the quiz's results). */
export function closeNotices(): void {
  closeSnackbar();
  if (host) host.polite.textContent = host.assertive.textContent = '';
}

/** Shows a notice; see `showNotice` (./show-notice), which loads this module on first use. */
export function enqueueNotice(
  message: string,
  { title, variant = 'default', autoHideMs = DEFAULT_NOTICE_MS }: NoticeOptions,
): void {
  host ??= mountHost();
  // One at a time, the newest: the one on screen gives way at once.
  closeSnackbar();
  const content = title ? (
    <>
      <Title>{title}</Title>
      <p>{message}</p>
    </>
  ) : (
    message
  );
  enqueueSnackbar(content, {
    variant: notistackVariant[variant],
    autoHideDuration: autoHideMs,
    persist: autoHideMs === null,
  });
  const region = variant === 'destructive' ? host.assertive : host.polite;
  // Emptied first and filled a frame later, so the same text twice in a row is announced twice.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = title ? `${title}. ${message}` : message;
  });
}
