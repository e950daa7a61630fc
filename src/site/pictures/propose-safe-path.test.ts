import { describe, expect, it } from 'vitest';
import { proposeSafePath } from './propose-safe-path';

describe('proposeSafePath', () => {
  it('leaves a path of letters, digits, dashes, underscores and dots as it is', () => {
    expect(proposeSafePath('/images/case-studies/Office_2024.v2.png')).toBeUndefined();
  });

  it('names each unsafe part as the editor names an upload, the extension kept in lower case', () => {
    expect(proposeSafePath('/images/my%20photo.JPG')).toBe('/images/my-photo.jpg');
    expect(proposeSafePath('/images/café.svg')).toBe('/images/cafe.svg');
    expect(proposeSafePath('/images/caf%C3%A9.svg')).toBe('/images/cafe.svg');
    expect(proposeSafePath('/Our Pictures/team.png')).toBe('/our-pictures/team.png');
    expect(proposeSafePath('/images/a+b (1).png')).toBe('/images/a-b-1.png');
  });
});
