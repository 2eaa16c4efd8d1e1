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
  return usePhoneLayout() ? <RecordCards {...props} /> : <RecordTable {...props} />;
}
