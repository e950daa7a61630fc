import styled from '@emotion/styled';
import { styleButton, type ButtonVariant } from '../styles/button-style';

/**
 * The button the shell and blocks share. Give it `type` ("button" unless it submits a form); a button
 * that opens a dialog says so with `aria-haspopup="dialog"`.
 */
export const Button = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant?: ButtonVariant }>(({ theme, variant }) => styleButton(theme, variant));
