import { MyAddressesDocument } from '../../../api/my-addresses.generated';

/** A change to one address can change another's default: the list is read again after each. */
export const REFETCH_ADDRESSES = { refetchQueries: [{ query: MyAddressesDocument }], awaitRefetchQueries: true };
