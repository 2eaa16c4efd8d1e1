import type { LineLotFieldsFragment } from '../../../api/fragments.generated';

/**
 * The lots a packed line came from: "Lot DRD-20261101-A · best before 01May2027", each with its
 * units when the line came from several. Nothing before packing (or for an untracked product).
 */
export function LineLots({ lots }: { lots: readonly LineLotFieldsFragment[] | undefined }) {
  if (!lots?.length) return null;
  const several = lots.length > 1;
  return (
    <ul className="list-unstyled mb-0 small line-lots">
      {lots.map((lot) => (
        <li key={lot.lotCode}>
          {several && `${lot.quantity} × `}Lot {lot.lotCode} · best before{' '}
          <time dateTime={lot.bestBefore}>{lot.bestBeforeLabel}</time>
        </li>
      ))}
    </ul>
  );
}
