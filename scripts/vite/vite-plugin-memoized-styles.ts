import { join } from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../cli/project-root';

const MEMOIZED = join(projectRoot, 'src', 'app', 'rendering', 'memoize-serialize-styles.ts');

/**
 * In the server bundle, Emotion's packages import the remembered serializeStyles (see
 * memoize-serialize-styles.ts), which prerenders the same styles once per thread rather than once per
 * element of every page. The browser's bundle keeps Emotion's own: it renders each page once.
 */
export function memoizedStylesPlugin(): Plugin {
  return {
    name: 'memoized-styles',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(id, importer) {
      if (id === '@emotion/serialize' && importer !== MEMOIZED) return MEMOIZED;
    },
  };
}
