import styled from '@emotion/styled';

/** A round button holding one icon (the theme switch, the mobile menu's toggle and close). Give it an aria-label. */
export const IconButton = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceRaised },
}));
