import { findBlockBoxes } from './find-block-boxes';

const OUTLINE_ID = 'preview-outline';

/** The box around all of `boxes`, in the document's coordinates; undefined when none has a size. */
function measure(boxes: Element[]): { top: number; left: number; width: number; height: number } | undefined {
  const rects = boxes.map((box) => box.getBoundingClientRect()).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return undefined;
  const top = Math.min(...rects.map((rect) => rect.top));
  const left = Math.min(...rects.map((rect) => rect.left));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const right = Math.max(...rects.map((rect) => rect.right));
  return { top: top + window.scrollY, left: left + window.scrollX, width: right - left, height: bottom - top };
}

/**
 * Draws a frame around the block at `index` (none without one), over the page and apart from it: the page's
 * own elements are not touched, and the frame lets clicks through. With `scroll`, the page scrolls so the
 * block starts just below the header.
 */
export function outlineBlock(index: number | undefined, scroll: boolean): void {
  let frame = document.getElementById(OUTLINE_ID);
  const box = index === undefined ? undefined : measure(findBlockBoxes(index));
  if (!box) {
    frame?.remove();
    return;
  }
  if (!frame) {
    frame = document.createElement('div');
    frame.id = OUTLINE_ID;
    frame.setAttribute('aria-hidden', 'true');
    Object.assign(frame.style, {
      position: 'absolute',
      zIndex: '2147483647',
      pointerEvents: 'none',
      outline: '3px solid #f59e0b',
      outlineOffset: '-3px',
      borderRadius: '4px',
    });
    document.body.append(frame);
  }
  Object.assign(frame.style, {
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });
  if (scroll) {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: Math.max(0, box.top - header - 16), behavior: 'instant' });
  }
}
