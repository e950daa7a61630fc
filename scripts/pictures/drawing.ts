/**
 * A small kit for drawing the site's pictures of delivered screens as SVG: a browser window, a sidebar,
 * figures, charts, tables and chat bubbles, with real text in them. Every picture is drawn twice from the
 * same code, once per theme: only the palette differs, so the light and dark variants always show the
 * same screen.
 */

export type Theme = 'light' | 'dark';

/** A picture's own colour, as it reads on a light and on a dark screen. */
export interface Accent {
  light: string;
  dark: string;
}

interface Palette {
  backdrop: string;
  window: string;
  chrome: string;
  panel: string;
  line: string;
  text: string;
  muted: string;
  faint: string;
}

/** The site's slate greys: text that passes AA on its own panels in both themes. */
const PALETTES: Record<Theme, Palette> = {
  light: {
    backdrop: '#eef2ff',
    window: '#ffffff',
    chrome: '#f1f5f9',
    panel: '#f8fafc',
    line: '#e2e8f0',
    text: '#0f172a',
    muted: '#475569',
    faint: '#94a3b8',
  },
  dark: {
    backdrop: '#1e1b4b',
    window: '#0f172a',
    chrome: '#1e293b',
    panel: '#162033',
    line: '#2b3a55',
    text: '#f1f5f9',
    muted: '#cbd5e1',
    faint: '#64748b',
  },
};

/** Colours with a fixed meaning on every screen (a good, a warning, a bad state), lighter on a dark one. */
const STATUS: Record<'good' | 'warn' | 'bad', Accent> = {
  good: { light: '#15803d', dark: '#4ade80' },
  warn: { light: '#b45309', dark: '#fbbf24' },
  bad: { light: '#dc2626', dark: '#f87171' },
};

/** The site's fonts where the viewer has them, else the system's sans-serif: a picture cannot load a font. */
const FONTS = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const round = (value: number) => Math.round(value * 10) / 10;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** About how wide a line of text is drawn: the kit's layouts leave room for a wider font than Inter. */
const measure = (text: string, size: number, weight = 400) => text.length * size * (weight >= 600 ? 0.6 : 0.55);

interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

export type Status = keyof typeof STATUS;

/** One picture of the site: where it goes under public/images (less its extension), its size, how it is drawn. */
export interface Picture {
  file: string;
  /** Written as drawn (an SVG), or as a PNG, for a page that shows a screenshot (see scripts/pictures.ts). */
  format?: 'svg' | 'png';
  width: number;
  height: number;
  accent: Accent;
  draw: (drawing: Drawing) => void;
}

export interface Column {
  label: string;
  width: number;
  align?: 'start' | 'end';
}

/** A table cell: plain text, or a coloured status badge. */
export type Cell = string | { badge: string; status: Status | 'accent' };

export class Drawing {
  private readonly parts: string[] = [];
  readonly palette: Palette;
  readonly accent: string;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly theme: Theme,
    accent: Accent,
  ) {
    this.palette = PALETTES[theme];
    this.accent = accent[theme];
  }

  status(status: Status | 'accent'): string {
    return status === 'accent' ? this.accent : STATUS[status][this.theme];
  }

  rect(x: number, y: number, width: number, height: number, fill: string, radius = 0, stroke?: string): this {
    const outline = stroke ? ` stroke="${stroke}"` : '';
    const corner = radius ? ` rx="${radius}"` : '';
    this.parts.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"${corner} fill="${fill}"${outline}/>`,
    );
    return this;
  }

  /** A shape drawn with a fill's opacity: tints of the accent behind a figure or a selected row. */
  tint(x: number, y: number, width: number, height: number, color: string, opacity: number, radius = 0): this {
    this.parts.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${radius}" fill="${color}" fill-opacity="${opacity}"/>`,
    );
    return this;
  }

  circle(cx: number, cy: number, r: number, fill: string): this {
    this.parts.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${fill}"/>`);
    return this;
  }

  path(d: string, attributes: string): this {
    this.parts.push(`<path d="${d}" ${attributes}/>`);
    return this;
  }

  text(x: number, y: number, content: string, options: TextOptions = {}): this {
    const { size = 11, weight = 400, fill = this.palette.text, anchor = 'start' } = options;
    const bold = weight === 400 ? '' : ` font-weight="${weight}"`;
    const align = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
    this.parts.push(
      `<text x="${round(x)}" y="${round(y)}" font-size="${size}"${bold}${align} fill="${fill}">${escapeText(content)}</text>`,
    );
    return this;
  }

  /** A window of a web app: its title bar with the address it runs at, and its body. */
  window(x: number, y: number, width: number, height: number, address: string): this {
    const { chrome, window, line, muted } = this.palette;
    this.parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="${window}" stroke="${line}" filter="url(#lift)"/>`,
    );
    this.path(`M${x} ${y + 10}a10 10 0 0 1 10-10h${width - 20}a10 10 0 0 1 10 10v16H${x}z`, `fill="${chrome}"`);
    ['#f87171', '#fbbf24', '#34d399'].forEach((fill, index) => this.circle(x + 14 + index * 12, y + 13, 3.5, fill));
    const barWidth = Math.min(260, width - 120);
    this.rect(x + (width - barWidth) / 2, y + 5, barWidth, 16, window, 5);
    return this.text(x + width / 2, y + 16.5, address, { size: 9.5, fill: muted, anchor: 'middle' });
  }

  /** An app's navigation down its left side: its name in the accent, the page shown marked. */
  sidebar(x: number, y: number, height: number, name: string, items: string[], active: number): this {
    const { panel, line, muted, text } = this.palette;
    // Its bottom-left corner follows the window's rounded one.
    this.path(`M${x} ${y}h118v${height}H${x + 10}a10 10 0 0 1 -10 -10z`, `fill="${panel}"`);
    this.rect(x + 118, y, 1, height, line);
    this.rect(x + 12, y + 14, 18, 18, this.accent, 5);
    this.text(x + 21, y + 27, name[0], {
      size: 11,
      weight: 700,
      fill: this.theme === 'dark' ? '#0f172a' : '#ffffff',
      anchor: 'middle',
    });
    this.text(x + 36, y + 27, name, { size: 11, weight: 700 });
    items.forEach((item, index) => {
      const top = y + 50 + index * 26;
      if (index === active) this.tint(x + 8, top, 102, 22, this.accent, 0.14, 6);
      this.text(x + 16, top + 15, item, {
        size: 10.5,
        weight: index === active ? 600 : 400,
        fill: index === active ? text : muted,
      });
    });
    return this;
  }

  /**
   * The whole picture as one app's window: its address, its navigation with the page shown, and that page's
   * heading. Returns where the page's content starts on the left (below the heading, at y = 72).
   */
  app(address: string, name: string, navigation: string[], active: number, heading: string, note: string): number {
    this.window(10, 10, this.width - 20, this.height - 20, address);
    this.sidebar(10, 36, this.height - 46, name, navigation, active);
    this.text(143, 58, heading, { size: 15, weight: 700 });
    this.text(this.width - 24, 58, note, { size: 10, fill: this.palette.muted, anchor: 'end' });
    return 143;
  }

  /** A panel on the page: a bordered box with its heading (and a note to its right). */
  panel(x: number, y: number, width: number, height: number, title?: string, note?: string): this {
    this.rect(x, y, width, height, this.palette.window, 8, this.palette.line);
    if (title) this.text(x + 12, y + 20, title, { size: 11, weight: 600 });
    if (note) this.text(x + width - 12, y + 20, note, { size: 9.5, fill: this.palette.muted, anchor: 'end' });
    return this;
  }

  /** A key figure: its label, the value, and how it moved. */
  figure(x: number, y: number, width: number, label: string, value: string, change?: string, status?: Status): this {
    this.panel(x, y, width, 58);
    this.text(x + 12, y + 19, label, { size: 10, fill: this.palette.muted });
    this.text(x + 12, y + 44, value, { size: 19, weight: 700 });
    if (change)
      this.text(x + width - 10, y + 44, change, {
        size: 9.5,
        weight: 600,
        fill: this.status(status ?? 'good'),
        anchor: 'end',
      });
    return this;
  }

  /** Key figures in a row across the page's content, under its heading. */
  figures(left: number, items: Array<[label: string, value: string, change?: string, status?: Status]>): this {
    const gap = 8;
    const width = (this.width - 24 - left - gap * (items.length - 1)) / items.length;
    items.forEach(([label, value, change, status], index) =>
      this.figure(left + index * (width + gap), 70, width, label, value, change, status),
    );
    return this;
  }

  /** A small coloured label with its text: a status, a tag. Returns its width, for what follows it. */
  badge(x: number, y: number, label: string, status: Status | 'accent'): number {
    const size = 9;
    const width = measure(label, size, 600) + 12;
    const color = this.status(status);
    this.tint(x, y - size - 2, width, size + 7, color, this.theme === 'dark' ? 0.2 : 0.12, 4);
    this.text(x + 6, y, label, { size, weight: 600, fill: color });
    return width;
  }

  button(x: number, y: number, width: number, height: number, label: string): this {
    this.rect(x, y, width, height, this.accent, 6);
    return this.text(x + width / 2, y + height / 2 + 4, label, {
      size: 11,
      weight: 600,
      fill: this.theme === 'dark' ? '#0f172a' : '#ffffff',
      anchor: 'middle',
    });
  }

  /** Horizontal grid lines with their values on the left, from 0 to `top`. */
  private grid(x: number, y: number, width: number, height: number, top: number, unit: string): void {
    const steps = 4;
    for (let step = 0; step <= steps; step++) {
      const lineY = y + height - (height * step) / steps;
      this.rect(x + 26, lineY, width - 26, 0.8, this.palette.line);
      const value = (top * step) / steps;
      this.text(x + 20, lineY + 3, `${Number.isInteger(value) ? value : value.toFixed(1)}${unit}`, {
        size: 8.5,
        fill: this.palette.muted,
        anchor: 'end',
      });
    }
  }

  /** Axis labels under a chart, spread over its width. */
  private ticks(x: number, y: number, width: number, labels: string[]): void {
    labels.forEach((label, index) =>
      this.text(x + (width * (index + 0.5)) / labels.length, y, label, {
        size: 8.5,
        fill: this.palette.muted,
        anchor: 'middle',
      }),
    );
  }

  /** A bar chart with its scale and labels; bars listed in `marked` are drawn in the `markedStatus` colour. */
  bars(
    x: number,
    y: number,
    width: number,
    height: number,
    values: number[],
    options: { top: number; unit?: string; labels?: string[]; marked?: number[]; markedStatus?: Status },
  ): this {
    const { top, unit = '', labels = [], marked = [], markedStatus = 'bad' } = options;
    this.grid(x, y, width, height, top, unit);
    const plot = width - 30;
    const slot = plot / values.length;
    values.forEach((value, index) => {
      const barHeight = (height * value) / top;
      const fill = marked.includes(index) ? this.status(markedStatus) : this.accent;
      this.rect(x + 30 + index * slot + slot * 0.18, y + height - barHeight, slot * 0.64, barHeight, fill, 1.5);
    });
    if (labels.length) this.ticks(x + 30, y + height + 12, plot, labels);
    return this;
  }

  /** A line chart with the area under it tinted, its scale and labels, and its last point marked. */
  line(
    x: number,
    y: number,
    width: number,
    height: number,
    values: number[],
    options: { top: number; unit?: string; labels?: string[]; area?: boolean },
  ): this {
    const { top, unit = '', labels = [], area = true } = options;
    const color = this.accent;
    this.grid(x, y, width, height, top, unit);
    const plot = width - 34;
    const points = values.map((value, index) => [
      round(x + 30 + (plot * index) / (values.length - 1)),
      round(y + height - (height * value) / top),
    ]);
    const along = points.map(([px, py]) => `${px} ${py}`).join('L');
    if (area)
      this.path(
        `M${along}L${points.at(-1)![0]} ${y + height}L${points[0][0]} ${y + height}z`,
        `fill="${color}" fill-opacity="0.14"`,
      );
    this.path(`M${along}`, `fill="none" stroke="${color}" stroke-width="2" stroke-linejoin="round"`);
    const [lastX, lastY] = points.at(-1)!;
    this.circle(lastX, lastY, 3.5, color);
    if (labels.length) this.ticks(x + 30, y + height + 12, plot, labels);
    return this;
  }

  /** A ring chart of shares, with its total in the middle. */
  ring(
    cx: number,
    cy: number,
    radius: number,
    shares: Array<{ share: number; color: string }>,
    centre: string,
    caption: string,
  ): this {
    let start = -Math.PI / 2;
    for (const { share, color } of shares) {
      const end = start + share * 2 * Math.PI;
      const large = share > 0.5 ? 1 : 0;
      const from = [cx + radius * Math.cos(start), cy + radius * Math.sin(start)].map(round);
      const to = [cx + radius * Math.cos(end - 0.03), cy + radius * Math.sin(end - 0.03)].map(round);
      this.path(
        `M${from[0]} ${from[1]}A${radius} ${radius} 0 ${large} 1 ${to[0]} ${to[1]}`,
        `fill="none" stroke="${color}" stroke-width="10"`,
      );
      start = end;
    }
    this.text(cx, cy + 3, centre, { size: 15, weight: 700, anchor: 'middle' });
    return this.text(cx, cy + 16, caption, { size: 8.5, fill: this.palette.muted, anchor: 'middle' });
  }

  /** A table: its header row, then its rows, lines between them. */
  table(x: number, y: number, columns: Column[], rows: Cell[][], rowHeight = 24): this {
    const width = columns.reduce((sum, column) => sum + column.width, 0);
    const place = (index: number) => {
      const left = x + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0);
      return columns[index].align === 'end' ? left + columns[index].width - 8 : left + 8;
    };
    columns.forEach((column, index) =>
      this.text(place(index), y + 12, column.label.toUpperCase(), {
        size: 8.5,
        weight: 600,
        fill: this.palette.muted,
        anchor: column.align === 'end' ? 'end' : 'start',
      }),
    );
    rows.forEach((row, rowIndex) => {
      const top = y + 18 + rowIndex * rowHeight;
      this.rect(x, top, width, 0.8, this.palette.line);
      row.forEach((cell, index) => {
        const baseline = top + rowHeight / 2 + 4;
        if (typeof cell === 'string')
          this.text(place(index), baseline, cell, {
            size: 10,
            weight: index === 0 ? 600 : 400,
            fill: index === 0 ? this.palette.text : this.palette.muted,
            anchor: columns[index].align === 'end' ? 'end' : 'start',
          });
        else this.badge(place(index), baseline, cell.badge, cell.status);
      });
    });
    return this;
  }

  /** How far along something is: a track and its filled part, square-ended like a chart's bar. */
  progress(x: number, y: number, width: number, share: number, color = this.accent): this {
    this.rect(x, y, width, 6, this.palette.line, 2);
    return this.rect(x, y, Math.max(4, width * share), 6, color, 2);
  }

  /** A name's initials (two at most) in a circle of the accent: a person, or an agent, without a photo. */
  initials(cx: number, cy: number, radius: number, name: string): this {
    const letters = name
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    this.circle(cx, cy, radius, this.accent);
    return this.text(cx, cy + radius * 0.36, letters, {
      size: radius * 0.9,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
    });
  }

  /** A chat message: the visitor's on the left in grey, the agent's on the right in the accent. */
  bubble(x: number, y: number, width: number, lines: string[], fromAgent: boolean): number {
    const height = 12 + lines.length * 14;
    if (fromAgent) this.rect(x, y, width, height, this.accent, 9);
    else this.rect(x, y, width, height, this.palette.chrome, 9);
    const fill = fromAgent ? (this.theme === 'dark' ? '#0f172a' : '#ffffff') : this.palette.text;
    lines.forEach((line, index) => this.text(x + 10, y + 19 + index * 14, line, { size: 10, fill }));
    return height;
  }

  /** The finished file: one font for all its text, a soft shadow under its windows. */
  toSvg(): string {
    const shadow = this.theme === 'dark' ? '#000000' : '#1e293b';
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" font-family="${FONTS}">`,
      `<defs><filter id="lift" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${shadow}" flood-opacity="0.18"/></filter></defs>`,
      ...this.parts,
      '</svg>',
      '',
    ].join('\n');
  }
}
