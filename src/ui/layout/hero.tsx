import styled from '@emotion/styled';
import { stylePillLabel } from '../styles/pill-label';
import { Section } from './section';

/** The parts of a page's opening section, shared by every block that opens a page (its one h1). */
export const Hero = styled(Section)(({ theme }) => ({
  paddingTop: theme.space[9],
}));

export const HeroEyebrow = styled.p(({ theme }) => ({
  ...stylePillLabel(theme),
  marginBottom: theme.space[4],
  fontSize: theme.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

export const HeroTitle = styled.h1(({ theme }) => ({
  fontSize: theme.fontSize.display,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.03em',
  maxWidth: '20ch',
}));

export const HeroDescription = styled.p(({ theme }) => ({
  marginTop: theme.space[5],
  maxWidth: '62ch',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
}));

export const HeroButtons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));
