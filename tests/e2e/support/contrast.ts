import type { Locator } from '@playwright/test';

/** A colour property of an element and the background it is seen on, both as the browser computed them. */
export interface ColourPair {
  /** `color`, `border-top-color`, … of the element. */
  property: string;
  /**
   * What the colour is seen on: `self`, the element's own background if it paints one (a button's words),
   * else the nearest painted ancestor's; `behind`, the nearest painted ancestor's (a border's surroundings).
   */
  on?: 'self' | 'behind';
}

/**
 * The WCAG contrast ratio between an element's colour property and the background it is seen on: what a visitor's eye compares, read from
 * computed styles, so a token changed or overridden anywhere shows here.
 */
export function readContrast(locator: Locator, { property, on = 'self' }: ColourPair): Promise<number> {
  return locator.evaluate(
    (element, { property, on }) => {
      const parse = (value: string): number[] => {
        const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
        // color(srgb r g b / a) holds 0–1 channels; rgb() and rgba() hold 0–255.
        const channels = value.startsWith('color(') ? numbers.slice(0, 3).map((n) => n * 255) : numbers.slice(0, 3);
        return [...channels, numbers[3] ?? 1];
      };
      const backgroundOf = (start: Element | null): number[] => {
        for (let node = start; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour[3] > 0) return colour;
        }
        return [255, 255, 255, 1];
      };
      const luminance = ([r, g, b]: number[]) => {
        const [R, G, B] = [r, g, b].map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      const background = backgroundOf(on === 'self' ? element : element.parentElement);
      const foreground = parse(getComputedStyle(element).getPropertyValue(property));
      // A translucent colour is seen mixed with what is behind it.
      const seen = foreground
        .slice(0, 3)
        .map((channel, index) => channel * foreground[3] + background[index] * (1 - foreground[3]));
      const [light, dark] = [luminance(seen), luminance(background)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    },
    { property, on },
  );
}
