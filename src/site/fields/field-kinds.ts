import { assetKind } from './asset-kind';
import { choiceKind } from './choice-kind';
import { dataKind } from './data-kind';
import { dictionaryKind } from './dictionary-kind';
import { entriesKind } from './entries-kind';
import { entryKind } from './entry-kind';
import type { FieldKind } from './field-kind';
import { fixedKind } from './fixed-kind';
import { groupKind } from './group-kind';
import { linkKind } from './link-kind';
import { listKind } from './list-kind';
import { longTextKind } from './long-text-kind';
import { markdownKind } from './markdown-kind';
import { numberKind } from './number-kind';
import { textKind } from './text-kind';
import { valueKind } from './value-kind';
import { webAddressKind } from './web-address-kind';
import { yesNoKind } from './yes-no-kind';

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
