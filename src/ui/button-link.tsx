import styled from '@emotion/styled';
import { SmartLink } from './smart-link';

/** A link drawn as a button: `primary` filled with the brand colour, `secondary` outlined. */
export const ButtonLink = styled(SmartLink, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: 'primary' | 'secondary' }>(
  ({ theme, variant = 'primary' }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: '48px',
    padding: `${theme.space[3]} ${theme.space[5]}`,
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.color.primary}`,
    fontWeight: theme.fontWeight.bold,
    fontSize: theme.fontSize.sm,
    textDecoration: 'none',
    transition: `background ${theme.motion.fast}, color ${theme.motion.fast}, transform ${theme.motion.fast}`,
    background: variant === 'primary' ? theme.color.primary : 'transparent',
    color: variant === 'primary' ? theme.color.onPrimary : theme.color.link,
    '&:hover': {
      background: variant === 'primary' ? theme.color.primaryHover : theme.color.surfaceRaised,
      transform: 'translateY(-1px)',
    },
  }),
);
