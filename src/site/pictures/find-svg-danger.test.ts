import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSvgDanger } from './find-svg-danger';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inside}</svg>`;

describe('findSvgDanger', () => {
  it('lets a drawing through: shapes, gradients and references inside the file, the site’s own logos', () => {
    expect(
      findSvgDanger(
        svg(
          '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="4"/><use href="#g"/><use xlink:href="#g"/><text>Bon appétit</text>',
          'viewBox="0 0 4 4"',
        ),
      ),
    ).toBeUndefined();
    expect(findSvgDanger(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'))).toBeUndefined();
    const logo = readFileSync(join(import.meta.dirname, '../../../public/images/brand.svg'), 'utf8');
    expect(findSvgDanger(logo)).toBeUndefined();
  });

  it('refuses scripts, event attributes, javascript: links (however written), embedded pages and entities', () => {
    expect(findSvgDanger(svg('<script>alert(1)</script>'))).toBe('it holds a script');
    expect(findSvgDanger(svg('<SCRIPT xlink:href="#x"/>'))).toBe('it holds a script');
    expect(findSvgDanger(svg('<rect/>', 'onload="alert(1)"'))).toMatch(/onload/);
    expect(findSvgDanger(svg('<rect ONCLICK = "x()"/>'))).toMatch(/ONCLICK/);
    expect(findSvgDanger(svg('<a href="javascript:alert(1)"><rect/></a>'))).toBe('it has a javascript: link');
    expect(findSvgDanger(svg('<a href="java&#x09;script&#58;alert(1)"><rect/></a>'))).toBe('it has a javascript: link');
    expect(findSvgDanger(svg('<a href="&#106;avascript:alert(1)"/>'))).toBe('it has a javascript: link');
    expect(findSvgDanger(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe(
      'it has a javascript: link',
    );
    expect(findSvgDanger(svg('<foreignObject><div>hi</div></foreignObject>'))).toMatch(/web page/);
    expect(findSvgDanger(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('&x;')}`)).toMatch(/doctype/);
  });

  it('refuses references to other files: images, uses, style sheets, fonts', () => {
    expect(findSvgDanger(svg('<image href="https://tracker.example/p.png"/>'))).toMatch(/another file/);
    expect(findSvgDanger(svg('<use xlink:href="sprites.svg#icon"/>'))).toMatch(/sprites\.svg/);
    expect(findSvgDanger(svg('<rect style="fill:url(https://x.example/a)"/>'))).toMatch(/another file/);
    expect(findSvgDanger(svg('<style>@import "https://x.example/a.css";</style>'))).toMatch(/style sheet/);
    expect(findSvgDanger(`<?xml-stylesheet href="a.css"?>${svg('')}`)).toMatch(/style sheet/);
  });
});
