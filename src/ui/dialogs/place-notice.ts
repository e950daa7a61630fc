import { theme } from '../theme/theme';

type Spot = 'top' | 'bottom';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Band {
  top: number;
  bottom: number;
}

const overlaps = (band: Band, box: DOMRect) =>
  box.width > 0 && box.height > 0 && box.top < band.bottom && band.top < box.bottom;

/**
 * Where a notice of this height would be at each spot (below the fixed header, or at the bottom edge),
 * widened by a margin: a notice that touches a button looks as if it covers it. The container sits
 * `theme.space[2]` from its edge and notistack pads each notice by 6 px.
 */
function bandAt(spot: Spot, height: number): Band {
  const edge = parseFloat(theme.space[2]) * 16 + 6;
  const margin = 8;
  if (spot === 'bottom') {
    const bottom = window.innerHeight - edge;
    return { top: bottom - height - margin, bottom };
  }
  const mobile = matchMedia(theme.mobile.replace('@media ', '')).matches;
  const top = parseFloat(mobile ? theme.layout.headerHeightCompact : theme.layout.headerHeight) + edge;
  return { top, bottom: top + height + margin };
}

/**
 * Chooses the spot for a notice of `height` px that covers neither the control in use nor, as far as
 * can be, the controls around it (its section, form or dialog): on a phone a notice at the bottom would
 * cover the quiz's "Next Question" and "Exit Test". Sets it on `container` (`data-notice-at`), whose
 * styles place the notices; the bottom when both spots are as good.
 */
export function placeNotice(container: HTMLElement, height: number): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || container.contains(focused)) {
    container.dataset.noticeAt = 'bottom';
    return;
  }
  const around = focused.closest('section, form, [role="dialog"], [role="region"]') ?? focused;
  const controls = [focused, ...around.querySelectorAll(CONTROLS)].map((element) => element.getBoundingClientRect());
  const cost = (spot: Spot) => {
    const band = bandAt(spot, height);
    const coversFocus = overlaps(band, focused.getBoundingClientRect()) ? controls.length : 0;
    return coversFocus + controls.filter((box) => overlaps(band, box)).length;
  };
  container.dataset.noticeAt = cost('top') < cost('bottom') ? 'top' : 'bottom';
}
