import styled from '@emotion/styled';
import { CloseButton, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { DialogProps } from './dialog';
import { Icon } from '../theme/icon';
import { IconButton } from '../controls/icon-button';
import { stylePanel } from '../styles/panel';

/** The dialog's root covers the viewport (a sheet covers the header too), so it is what is seen as "the dialog". */
const Root = styled(HeadlessDialog)({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
});

const Backdrop = styled(DialogBackdrop)(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  background: 'rgba(2, 6, 23, 0.55)',
  transition: `opacity ${theme.motion.base} ${theme.motion.easing}`,
  '&[data-closed]': { opacity: 0 },
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

const Panel = styled(DialogPanel)(({ theme }) => ({
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

const Title = styled(DialogTitle)(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.heavy,
}));

const Body = styled.div(({ theme }) => ({
  padding: `${theme.space[3]} ${theme.space[5]} ${theme.space[5]}`,
}));

/** The spec's dialog: at most 600 px wide and 90 % of the viewport high. */
const MAX_WIDTH = '600px';
const MAX_HEIGHT = '90vh';

/** The dialog itself; load it through `Dialog` (./dialog), which fetches this code on first open. */
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
  return (
    <Root open={open} onClose={onClose} data-placement={placement}>
      <Backdrop transition />
      <Frame data-placement={placement}>
        <Panel
          transition
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
            <Title className={hideTitle ? 'visually-hidden' : undefined}>{title}</Title>
            <CloseButton as={IconButton} type="button" aria-label={closeLabel} style={{ marginLeft: 'auto' }}>
              <Icon name="x" size={22} />
            </CloseButton>
          </Header>
          <Body>{children}</Body>
        </Panel>
      </Frame>
    </Root>
  );
}
