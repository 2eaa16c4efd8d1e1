import { ADDRESS_MAX, searchKey } from '@waters/domain';
import { psgc } from '../../places/psgc-directory.js';
import type { CustomerAddress } from './customer-address.entity.js';

/**
 * An address on one line, as an order and the account keep it: street, barangay (from the list,
 * unless the street names it), city, province, then the landmark; cut at the order's limit, which
 * only a landmark can reach.
 */
export function writtenAddress(
  row: Pick<CustomerAddress, 'address' | 'city' | 'province' | 'cityCode' | 'barangayCode' | 'landmark'>,
): string {
  const barangay = row.cityCode && row.barangayCode ? psgc().barangay(row.cityCode, row.barangayCode)?.name : undefined;
  const named = barangay && !searchKey(row.address).includes(searchKey(barangay)) ? [`Brgy. ${barangay}`] : [];
  const written =
    [row.address, ...named, row.city, row.province].filter((part) => part !== '').join(', ') +
    (row.landmark ? ` (landmark: ${row.landmark})` : '');
  return written.length <= ADDRESS_MAX ? written : `${written.slice(0, ADDRESS_MAX - 1)}…`;
}
