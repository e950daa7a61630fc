/** An SVG drawing as a CSS image (`url("data:…")`), for a stylesheet to hold once rather than every page inline. */
export const toSvgUrl = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
