import { usePhoneLayout } from '../hooks/use-phone-layout';
import type { RecordListProps } from './record-fields';
import { RecordCards } from './RecordCards';
import { RecordTable } from './RecordTable';
import './record-list.css';

/**
 * A list from one definition of its fields: the original site's table at 768 px and wider, a card per
 * record below (no sideways scrolling on a phone). Each record is marked data-record, so the
 * list's owner can find the n-th one in either layout.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const phone = usePhoneLayout();
  if (phone === null)
    // Rendered without a window (a screen the server sends): both layouts, the stylesheet showing the
    // one for the width. The page's code then draws that same layout in place: nothing moves or
    // grows, and the phone's first paint stays its largest (the cart's lines at 360 px were a table).
    return (
      <>
        <div className="record-list-phone">
          <RecordCards {...props} />
        </div>
        <div className="record-list-wide">
          <RecordTable {...props} />
        </div>
      </>
    );
  return phone ? <RecordCards {...props} /> : <RecordTable {...props} />;
}
