import type { FoundValues, KindCheck } from './field-kind';

/** A check that refuses nothing and notes each text it is handed (a link, a file) for the checks that follow them. */
export function recordFoundText(list: 'links' | 'assets'): KindCheck['check'] {
  return (value, place, found: FoundValues) => {
    if (typeof value === 'string') found[list].push({ pointer: place.pointer, value });
    return [];
  };
}
