import styled from '@emotion/styled';
import { Section } from './section';

/** The parts of a page's opening section, shared by every block that opens a page (its one h1). */
export const Hero = styled(Section)(({ theme }) => ({
  paddingTop: theme.space[9],
}));

export const HeroEyebrow = styled.p(({ theme }) => ({
  display: 'inline-block',
  marginBottom: theme.space[4],
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  background: theme.color.surfaceRaised,
  color: theme.color.link,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.bold,
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
