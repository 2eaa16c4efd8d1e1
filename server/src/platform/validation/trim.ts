/** class-transformer's @Transform for text fields: surrounding spaces are never part of the value. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** As `trim`, and empty text means none (an optional field left blank). */
export const trimToNull = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' ? null : trimmed;
};
