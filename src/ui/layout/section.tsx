import styled from '@emotion/styled';
import type { Band } from '#generated/site-types';
import { declareColorVariables } from '../theme/theme';

/** A full-width band of a page with the content centred at the site's reading width. */
export const Section = styled.section(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space[8]} ${theme.space[5]}`,
  // On a phone sections follow one another closer: a page is one long column there.
  [theme.mobile]: { padding: `${theme.space[6]} ${theme.space[4]}` },
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

/**
 * A section's background across the whole screen, behind the centred content: `tinted`, a light wash of
 * the brand's colour that sets a section apart from its neighbours; `brand`, the dark brand band for a
 * closing call to action. The brand band sets the dark palette's colours inside it, so the text, cards and
 * buttons of whatever block it holds read on it in either theme.
 */
export const SectionBand = styled.div<{ variant: Band }>(({ theme, variant }) =>
  variant === 'tinted'
    ? { background: `color-mix(in srgb, ${theme.color.primary} 7%, ${theme.color.bg})` }
    : {
        ...Object.fromEntries(
          declareColorVariables('dark')
            .split('\n')
            .map((line) => line.replace(/;$/, '').split(': ')),
        ),
        color: theme.color.text,
        // Deep indigo, apart from the dark theme's page background, so the band reads as a band there too.
        backgroundColor: '#1e1b4b',
        backgroundImage: `radial-gradient(60% 120% at 15% 0%, rgba(99, 102, 241, 0.45), transparent 70%), radial-gradient(50% 100% at 90% 100%, rgba(6, 182, 212, 0.3), transparent 70%)`,
      },
);
