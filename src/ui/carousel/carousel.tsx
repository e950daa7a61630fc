import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import 'swiper/css';
import { IconButton } from '../controls/icon-button';
import { startWhenIdle } from '../idle/start-when-idle';
import { styleNeedsApp } from '../styles/needs-app';
import { Icon } from '../theme/icon';
import { useAutoAdvance } from './use-auto-advance';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** What the carousel holds, e.g. Testimonials: screen readers announce it with the slides' positions. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between automatic steps; without it the carousel moves only when asked. */
  interval?: number;
  /** loop: slides circle without end (several in view); rewind: after the last comes the first again. */
  wrap: 'loop' | 'rewind';
  /** Slides in view from a minimum width in px, e.g. { 0: 2, 768: 4 }; one when not given. */
  perView?: Record<number, number>;
  /** Whether visitors can drag the slides (the client strip is not draggable). */
  draggable?: boolean;
  /** The left and right arrow keys move the carousel while it is on screen. */
  keyboard?: boolean;
  /** The previous and next buttons' names; no buttons when not given. */
  buttons?: { previous: string; next: string };
  /** A dot button per slide, named by this text and the slide's number. */
  dotLabel?: string;
}

/** Swiper's own gap between slides, in px; the layout before it starts uses the same. */
const SPACE_BETWEEN = 24;
/** How far off screen, in px, a carousel starts, so it is moving by the time it is seen. */
const NEAR_SCREEN = 200;

const Frame = styled.div<{ perView: Record<number, number> }>(({ theme, perView }) => ({
  position: 'relative',
  '.swiper-slide': { height: 'auto' },
  // Until Swiper starts, the slides stand where it will put them (as many in view, the same gap), so
  // nothing moves when it does. Its breakpoints are window widths, as a media query's are.
  '.swiper:not(.swiper-initialized) .swiper-wrapper': { columnGap: `${SPACE_BETWEEN}px` },
  ...Object.fromEntries(
    Object.entries(perView).map(([width, count]) => [
      `@media (min-width: ${width}px)`,
      {
        '.swiper:not(.swiper-initialized) .swiper-slide': {
          width: `calc((100% - ${SPACE_BETWEEN * (count - 1)}px) / ${count})`,
        },
      },
    ]),
  ),
  '.swiper-notification': { position: 'absolute', opacity: 0, pointerEvents: 'none' },
  [theme.reducedMotion]: { '.swiper-wrapper': { transitionDuration: '0ms !important' } },
  // Without JavaScript Swiper never lays the slides out, so they are set one under another (wrapping, for
  // several in view): every slide's text is on the page. A media query rather than a class the app sets,
  // so a visitor with JavaScript sees the carousel from the first paint and nothing shifts when it starts.
  '@media (scripting: none)': { '.swiper-wrapper': { flexWrap: 'wrap', rowGap: theme.space[5] } },
}));

const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[3],
  marginTop: theme.space[5],
  ...styleNeedsApp(),
}));

const Dot = styled.button(({ theme }) => ({
  // A 24 px target around a 10 px dot, a finger's 44 px on phones.
  display: 'inline-grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  [theme.mobile]: { width: theme.layout.tapTarget, height: theme.layout.tapTarget },
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: theme.radius.pill,
    background: theme.color.border,
    transition: `background ${theme.motion.fast}`,
  },
  '&[aria-current="true"]::before': { background: theme.color.primary },
}));

/**
 * The site's carousel, on Swiper with its accessibility module: labelled previous, next and dot buttons,
 * slides announced with their position. It moves on by itself when given an interval, and stands still
 * while the pointer is over it or focus is in it, and for visitors who prefer reduced motion.
 */
export function Carousel({
  label,
  slides,
  interval,
  wrap,
  perView = { 0: 1 },
  draggable = true,
  keyboard = false,
  buttons,
  dotLabel,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const frameRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);

  // Swiper's start measures and lays out every slide, a long task: each carousel starts on its own, in
  // an idle moment after the page's hydration, or sooner when it comes near the screen. Not on scroll
  // alone: a visitor who scrolls down and taps at once would wait for the carousels scrolled past.
  // Measured on scroll rather than with an IntersectionObserver, whose reports a page's faked clock (in
  // tests) holds back.
  useEffect(() => {
    if (started) return undefined;
    const startWhenNear = () => {
      const frame = frameRef.current?.getBoundingClientRect();
      if (frame && frame.top <= window.innerHeight + NEAR_SCREEN && frame.bottom >= -NEAR_SCREEN) setStarted(true);
    };
    const cancelIdleStart = startWhenIdle(() => setStarted(true));
    window.addEventListener('scroll', startWhenNear, { passive: true });
    window.addEventListener('resize', startWhenNear);
    startWhenNear();
    return () => {
      cancelIdleStart();
      window.removeEventListener('scroll', startWhenNear);
      window.removeEventListener('resize', startWhenNear);
    };
  }, [started]);

  // A press that comes before Swiper has started (a visitor quicker than a busy phone) is kept and made
  // once it has, in order: never a button that does nothing.
  const waitingMoves = useRef<Array<(instance: Swiper) => void>>([]);
  useEffect(() => {
    if (swiper) for (const move of waitingMoves.current.splice(0)) move(swiper);
  }, [swiper]);
  const moveBy = (move: (instance: Swiper) => void) => {
    if (swiper) {
      move(swiper);
      return;
    }
    waitingMoves.current.push(move);
    setStarted(true);
  };

  // Swiper's core takes over the slides as they stand (no remount, nothing to load again). Its React
  // wrapper cost the home page 4 KB more of JavaScript, for what these few lines do.
  const containerRef = useRef<HTMLDivElement>(null);
  const perViewKey = JSON.stringify(perView);
  const slidesKey = slides.map((slide) => slide.key).join(' ');
  const { previous, next } = buttons ?? {};
  // Before paint, and so is the render its instance causes, with that render's effects (the automatic
  // steps' timer): once the slides are Swiper's, the carousel is moving on, with nothing still to come.
  useLayoutEffect(() => {
    if (!started || !containerRef.current) return undefined;
    const counts = JSON.parse(perViewKey) as Record<string, number>;
    const instance = new Swiper(containerRef.current, {
      modules: [A11y, Keyboard],
      loop: wrap === 'loop',
      // Swiper's loop drops a step asked for while the previous one is still sliding: a visitor's
      // second press of Next or an arrow key would do nothing.
      loopPreventsSliding: false,
      rewind: wrap === 'rewind',
      slidesPerView: counts[0] ?? 1,
      breakpoints: Object.fromEntries(
        Object.entries(counts).map(([width, count]) => [width, { slidesPerView: count }]),
      ),
      spaceBetween: SPACE_BETWEEN,
      allowTouchMove: draggable,
      keyboard: { enabled: keyboard, onlyInViewport: true },
      a11y: { containerMessage: label, prevSlideMessage: previous, nextSlideMessage: next },
      on: { slideChange: (moved) => setActive(moved.realIndex) },
    });
    setSwiper(instance);
    setActive(instance.realIndex);
    return () => {
      setSwiper(null);
      instance.destroy(true, false);
    };
  }, [started, slidesKey, perViewKey, wrap, draggable, keyboard, label, previous, next]);

  useAutoAdvance(swiper, reducedMotion ? undefined : interval, frameRef);

  return (
    <Frame ref={frameRef} perView={perView}>
      {/* Keyed by its slides: another set (edited in the editor's preview) gets a fresh carousel, not one
          Swiper has reordered under React. */}
      <div className="swiper" ref={containerRef} key={slidesKey}>
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div className="swiper-slide" key={slide.key}>
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {(buttons || dotLabel) && (
        <Controls>
          {buttons && (
            <IconButton
              type="button"
              aria-label={buttons.previous}
              onClick={() => moveBy((instance) => instance.slidePrev())}
            >
              <Icon name="chevron-left" />
            </IconButton>
          )}
          {dotLabel &&
            slides.map((slide, index) => (
              <Dot
                key={slide.key}
                type="button"
                aria-label={`${dotLabel} ${index + 1}`}
                aria-current={index === active}
                onClick={() =>
                  moveBy((instance) => (wrap === 'loop' ? instance.slideToLoop(index) : instance.slideTo(index)))
                }
              />
            ))}
          {buttons && (
            <IconButton
              type="button"
              aria-label={buttons.next}
              onClick={() => moveBy((instance) => instance.slideNext())}
            >
              <Icon name="chevron-right" />
            </IconButton>
          )}
        </Controls>
      )}
    </Frame>
  );
}
