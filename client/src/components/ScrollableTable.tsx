import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on small screens. The scrolling box is focusable
 * and named, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A region that scrolls sideways must take the focus, or keyboard users cannot scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** The header row of a data table: one column header per name. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th scope="col" key={name}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
