import { ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarContent,
  SnackbarProvider,
  type CustomContentProps,
  type VariantType,
} from 'notistack';
import { forwardRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { xPath } from './shell-icon-paths';
import { SvgIcon } from './svg-icon';
import { IconButton } from './icon-button';
import { DEFAULT_NOTICE_MS, type NoticeOptions, type NoticeVariant } from './show-notice';
import { theme } from './theme';

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
  borderRadius: t.radius.md,
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
  return (
    <Card ref={ref} data-variant={variant} data-notice="">
      <Message>{message}</Message>
      <IconButton type="button" aria-label="Dismiss" onClick={() => closeSnackbar(id)}>
        <SvgIcon path={xPath} size={18} />
      </IconButton>
    </Card>
  );
});

const components = { default: Notice, success: Notice, error: Notice, warning: Notice, info: Notice };

let regions: { polite: HTMLElement; assertive: HTMLElement } | undefined;

function createLiveRegion(role: 'status' | 'alert'): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('role', role);
  region.className = 'visually-hidden';
  region.dataset.noticeAnnouncer = role;
  document.body.append(region);
  return region;
}

/** The notice provider in a root of its own, and two live regions that exist before the first message. */
function mountHost(): { polite: HTMLElement; assertive: HTMLElement } {
  const container = document.createElement('div');
  document.body.append(container);
  const reduceMotion = matchMedia(theme.reducedMotion.replace('@media ', '')).matches;
  flushSync(() =>
    createRoot(container).render(
      <ThemeProvider theme={theme}>
        <SnackbarProvider
          maxSnack={3}
          Components={components}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          transitionDuration={reduceMotion ? { enter: 0, exit: 0 } : undefined}
        />
      </ThemeProvider>,
    ),
  );
  return { polite: createLiveRegion('status'), assertive: createLiveRegion('alert') };
}

/** Shows a notice; see `showNotice` (./show-notice), which loads this module on first use. */
export function enqueueNotice(
  message: string,
  { title, variant = 'default', autoHideMs = DEFAULT_NOTICE_MS, stack = false }: NoticeOptions,
): void {
  regions ??= mountHost();
  if (!stack) closeSnackbar();
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
  const region = variant === 'destructive' ? regions.assertive : regions.polite;
  // Emptied first and filled a frame later, so the same text twice in a row is announced twice.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = title ? `${title}. ${message}` : message;
  });
}
