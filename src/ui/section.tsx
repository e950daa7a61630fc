import styled from '@emotion/styled';

/** A full-width band of a page with the content centred at the site's reading width. */
export const Section = styled.section(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space[8]} ${theme.space[5]}`,
  [theme.mobile]: { padding: `${theme.space[7]} ${theme.space[4]}` },
}));

export const SectionHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xxl,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.02em',
  marginBottom: theme.space[4],
}));

export const SectionIntro = styled.p(({ theme }) => ({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
  maxWidth: '60ch',
  marginBottom: theme.space[6],
}));
