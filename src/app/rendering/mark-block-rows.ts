import { createContext } from 'react';

/**
 * True in the editor's preview only: each row of a page's blocks is then wrapped in an element without a
 * box of its own (`display: contents`, so the page lays out as published) that names its blocks' indexes
 * in the route (`data-preview-blocks="3"`, or `"3 4"` for a block and its aside), for the preview to find,
 * outline and select them. The site never sets it.
 */
export const MarkBlockRowsContext = createContext(false);

/** The attribute the marked rows carry. */
export const BLOCK_ROW_ATTRIBUTE = 'data-preview-blocks';
