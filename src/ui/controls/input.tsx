import styled from '@emotion/styled';

/** A text control (input; `as="textarea"` or `as="select"` for the others) in the site's look; red while `aria-invalid`. */
export const Input = styled.input(({ theme }) => ({
  width: '100%',
  minHeight: '48px',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.inputBorder}`,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  '&[aria-invalid="true"]': { borderColor: theme.color.destructive, borderWidth: '2px' },
}));
