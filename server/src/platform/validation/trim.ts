/** class-transformer's @Transform for text fields: surrounding spaces are never part of the value. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
