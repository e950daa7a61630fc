import { Global, css } from '@emotion/react';
import { declareFontFaces } from './font-faces';
import { paintIcon } from './icon';
import { declareColorVariables, theme } from './theme';

const globalCss = css`
  ${declareFontFaces()}
  :root,
  [data-theme='light'] {
    color-scheme: light;
    ${declareColorVariables('light')}
  }
  [data-theme='dark'] {
    color-scheme: dark;
    ${declareColorVariables('dark')}
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${theme.layout.headerHeight};
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.sans};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.body};
    -webkit-font-smoothing: antialiased;
  }
  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.lineHeight.tight};
    margin: 0;
  }
  p {
    margin: 0;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${theme.color.link};
  }
  /* An icon (see icon.tsx). */
  .icon {
    display: block;
    width: 24px;
    height: 24px;
    max-width: 100%;
    ${paintIcon}
  }
  /* The ↗ after a link to another site (see smart-link): an icon whose words, for screen readers, are moved out of its box. */
  .external-mark {
    display: inline-block;
    width: 14px;
    height: 14px;
    margin-left: 0.3em;
    vertical-align: -0.1em;
    overflow: hidden;
    white-space: nowrap;
    text-indent: 14px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
