import { createContext } from 'react';

/** The group of fields a field is in (a picture's src, alt, width and height), for a field that fills its neighbours. */
export interface Group {
  /** The group's fields by key, as they are now. */
  value: Record<string, unknown>;
  /** The group's field keys its schema has. */
  keys: string[];
  /** Sets several of its fields at once. */
  change: (fields: Record<string, unknown>) => void;
  /** The input of one of its fields, by key. */
  findInput: (key: string) => HTMLElement | null;
}

export const GroupContext = createContext<Group | undefined>(undefined);
