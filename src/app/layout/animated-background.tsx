import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const drift = keyframes`
  0% { transform: translate3d(0, 0, 0) scale(1); }
  50% { transform: translate3d(6vw, 4vh, 0) scale(1.12); }
  100% { transform: translate3d(0, 0, 0) scale(1); }
`;

const Layer = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** Only transform and opacity move (no layout, no paint storms); under reduced motion nothing moves. */
const Blob = styled.div<{ tone: 'blobA' | 'blobB' | 'blobC'; top: string; left: string; delay: string }>(
  ({ theme, tone, top, left, delay }) => ({
    position: 'absolute',
    top,
    left,
    width: '48vmax',
    height: '48vmax',
    borderRadius: '50%',
    background: `radial-gradient(circle at center, ${theme.color[tone]} 0%, transparent 65%)`,
    animation: `${drift} ${theme.motion.background} ${theme.motion.easing} ${delay} infinite`,
    willChange: 'transform',
    [theme.reducedMotion]: { animation: 'none' },
  }),
);

export function AnimatedBackground() {
  return (
    <Layer aria-hidden="true">
      <Blob tone="blobA" top="-18vmax" left="-12vmax" delay="0s" />
      <Blob tone="blobB" top="30vh" left="55vw" delay="-9s" />
      <Blob tone="blobC" top="70vh" left="-10vw" delay="-18s" />
    </Layer>
  );
}
