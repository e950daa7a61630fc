import { assetKind } from './texts/asset-kind';
import { choiceKind } from './texts/choice-kind';
import { dataKind } from './structures/data-kind';
import { dictionaryKind } from './structures/dictionary-kind';
import { entriesKind } from './structures/entries-kind';
import { entryKind } from './structures/entry-kind';
import type { FieldKind } from './base/field-kind';
import { fixedKind } from './texts/fixed-kind';
import { groupKind } from './structures/group-kind';
import { linkKind } from './texts/link-kind';
import { listKind } from './structures/list-kind';
import { longTextKind } from './texts/long-text-kind';
import { markdownKind } from './texts/markdown-kind';
import { numberKind } from './texts/number-kind';
import { textKind } from './texts/text-kind';
import { valueKind } from './structures/value-kind';
import { webAddressKind } from './texts/web-address-kind';
import { yesNoKind } from './texts/yes-no-kind';

/**
 * Every kind of field, in the order they are tried: a fixed value first, then our own keywords (they mark
 * texts and lists of a special sort), then the JSON Schema types, the most particular first; `value` last
 * takes whatever is left.
 */
export const fieldKinds: readonly FieldKind[] = [
  fixedKind,
  entryKind,
  entriesKind,
  linkKind,
  assetKind,
  markdownKind,
  choiceKind,
  webAddressKind,
  longTextKind,
  textKind,
  numberKind,
  yesNoKind,
  listKind,
  groupKind,
  dictionaryKind,
  dataKind,
  valueKind,
];
