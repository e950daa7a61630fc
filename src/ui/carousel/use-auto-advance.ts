import { useEffect, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Moves a carousel on by itself: the next slide `interval` ms after the last change, whoever made it.
 * It holds still while the pointer is over the frame or focus is in it (a visitor reading or using the
 * controls), and while the tab is hidden. Without an interval (or for a visitor who prefers reduced
 * motion: the caller passes none) it does nothing.
 *
 * Why not Swiper's Autoplay module: it counts the time left on every animation frame while a carousel
 * moves, a task each frame on the home page that stood in the way of a visitor's first tap; one timer per
 * step does the same work. The timer is also the page's own clock, so a test's faked clock moves it.
 */
export function useAutoAdvance(
  swiper: SwiperInstance | null,
  interval: number | undefined,
  frameRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!swiper || !interval || !frame) return;
    const holds = new Set<'pointer' | 'focus'>();
    let timer: number | undefined;

    const restart = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (holds.size > 0 || document.hidden || swiper.destroyed) return;
      timer = window.setTimeout(() => {
        swiper.slideNext();
        restart();
      }, interval);
    };
    const hold = (reason: 'pointer' | 'focus') => {
      holds.add(reason);
      restart();
    };
    const release = (reason: 'pointer' | 'focus') => {
      holds.delete(reason);
      restart();
    };
    const onPointerEnter = () => hold('pointer');
    const onPointerLeave = () => release('pointer');
    const onFocusIn = () => hold('focus');
    const onFocusOut = (event: FocusEvent) => {
      if (!frame.contains(event.relatedTarget as Node | null)) release('focus');
    };

    frame.addEventListener('pointerenter', onPointerEnter);
    frame.addEventListener('pointerleave', onPointerLeave);
    frame.addEventListener('focusin', onFocusIn);
    frame.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', restart);
    swiper.on('slideChange', restart);
    if (frame.matches(':hover')) holds.add('pointer');
    if (frame.matches(':focus-within')) holds.add('focus');
    restart();

    return () => {
      window.clearTimeout(timer);
      frame.removeEventListener('pointerenter', onPointerEnter);
      frame.removeEventListener('pointerleave', onPointerLeave);
      frame.removeEventListener('focusin', onFocusIn);
      frame.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', restart);
      if (!swiper.destroyed) swiper.off('slideChange', restart);
    };
  }, [swiper, interval, frameRef]);
}
