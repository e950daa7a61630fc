import { Transition, type TransitionProps } from 'notistack';
import { cloneElement, useRef, type ReactElement } from 'react';

/** How far a notice travels as it comes and goes. */
const TRAVEL_PX = 16;

/**
 * The notice's resting place is decided as it mounts (`placeNotice`, at the top or the bottom), so it
 * enters from that edge: notistack's slide starts from the anchor's edge of the window, and a notice
 * placed at the top would sweep up across the whole screen, over the control in use.
 */
function setAway(node: HTMLElement): void {
  const atTop = node.closest('[data-notice-at]')?.getAttribute('data-notice-at') === 'top';
  node.style.opacity = '0';
  node.style.transform = `translateY(${atTop ? -TRAVEL_PX : TRAVEL_PX}px)`;
}

function setTransition(node: HTMLElement, ms: number, easing: string): void {
  node.style.transition = `opacity ${ms}ms ${easing}, transform ${ms}ms ${easing}`;
}

/** A notice comes in from the edge it rests at, fading in, and leaves the same way (notistack's `TransitionComponent`). */
export function NoticeTransition({
  children,
  in: inProp,
  timeout,
  onEnter,
  onEntered,
  onExit,
  onExited,
}: TransitionProps & { children: ReactElement<{ style?: React.CSSProperties }> }) {
  const nodeRef = useRef<HTMLDivElement>(null);
  // notistack always passes the provider's durations (its own 225/195 ms unless the host sets them).
  const ms = { enter: 0, exit: 0, ...(typeof timeout === 'number' ? { enter: timeout, exit: timeout } : timeout) };
  return (
    <Transition
      appear
      in={inProp}
      nodeRef={nodeRef as React.RefObject<HTMLDivElement>}
      timeout={ms}
      onEnter={(node, appearing) => {
        setAway(node);
        // Read once so the browser takes the away position as the start of the transition.
        void node.offsetHeight;
        onEnter?.(node, appearing);
      }}
      onEntering={(node) => {
        setTransition(node, ms.enter, 'cubic-bezier(0, 0, 0.2, 1)');
        node.style.opacity = '1';
        node.style.transform = 'none';
      }}
      onEntered={onEntered}
      onExit={(node) => {
        setTransition(node, ms.exit, 'cubic-bezier(0.4, 0, 0.6, 1)');
        setAway(node);
        onExit?.(node);
      }}
      onExited={(node) => {
        node.style.transition = '';
        onExited?.(node);
      }}
    >
      {(status, childProps) =>
        cloneElement(children, {
          ...childProps,
          ref: nodeRef,
          style: { visibility: status === 'exited' && !inProp ? 'hidden' : undefined, ...children.props.style },
        } as object)
      }
    </Transition>
  );
}
