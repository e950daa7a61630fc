import styled from '@emotion/styled';
import { styleButton, type ButtonVariant } from '../styles/button-style';
import { SmartLink } from './smart-link';

/** A link drawn as a button (see `Button` for the real one). */
export const ButtonLink = styled(SmartLink, {
  shouldForwardProp: (prop) => prop !== 'variant',
})<{ variant?: ButtonVariant }>(({ theme, variant }) => styleButton(theme, variant));
