import type { Outline } from '../api/editor-api';

/** What the pickers choose from: every page with its #anchors, every entry, every file in public/. */
export interface FormContext {
  outline: Outline;
  assets: string[];
}
