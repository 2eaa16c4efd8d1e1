import type { ReactNode } from 'react';

/**
 * Where a field goes on a phone card: its heading ('title'), the status badge beside it ('badge'),
 * the summary right under it ('main'), the buttons ('actions'), the rest ('detail', the default),
 * or left out ('none': e.g. the customers' own contact details in their own lists).
 */
export type CardPlace = 'title' | 'badge' | 'main' | 'actions' | 'detail' | 'none';

/** One field of a list: a column of the wide table and a labelled value of the phone card. */
export interface RecordField<T> {
  /** The original column label: the column header on wide screens, the field's label on a card. */
  label: string;
  value: (record: T) => ReactNode;
  card?: CardPlace;
  /** On a card the label is read by screen readers but not shown (the value speaks for itself). */
  cardLabelHidden?: boolean;
  /** On a card the value takes the card's whole width, under its label (an order's lines). */
  cardWide?: boolean;
  /** The table cell naming the row: a row header (th scope="row"). */
  rowHeader?: boolean;
  /** Class of the table cell. */
  cellClass?: string;
  /** false: shown on the phone cards only, not as a column of the wide table. */
  table?: boolean;
}

/** A list shown through its fields: a table on wide screens, one card per record on phones. */
export interface RecordListProps<T> {
  /** Names the list (the scrolling region on wide screens, the list of cards on phones). */
  label: string;
  /** The table's caption (visually hidden); the label by default. */
  caption?: string;
  records: readonly T[];
  fields: readonly RecordField<T>[];
  keyOf: (record: T) => string | number;
  tableClass?: string;
}

/** A list's settings that stay the same from render to render: all but its records and fields. */
export type RecordListLook<T> = Omit<RecordListProps<T>, 'records' | 'fields'>;

/** The table of a list whose rows hold controls (buttons, a quantity): striped, each row's cells centred. */
export const CONTROLS_TABLE_CLASS = 'table table-striped align-middle';

/** The compact table of a staff list (a manifest, money owed, zones): cells from the top. */
export const COMPACT_TABLE_CLASS = 'table table-sm align-top';
