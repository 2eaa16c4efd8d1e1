import type { OperationVariables, StoreObject, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictFromCache } from '../../api/cache-updates';
import { toast } from '../../state/toast';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';

interface RemoveDialogProps<TData, TVariables extends OperationVariables> extends Omit<
  ConfirmDialogProps,
  'busy' | 'onConfirm'
> {
  /** The mutation that deletes (or revokes) the record, and its variables. */
  mutation: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  /** The record as the cache knows it (its __typename and key): it leaves the cache, and so every list. */
  record: StoreObject;
  /** The notice once it is gone. */
  done: string;
  onRemoved: () => void;
}

/** Asks before removing a record; once removed it leaves the cache, a notice says so, and `onRemoved` follows. */
export function RemoveDialog<TData, TVariables extends OperationVariables>({
  mutation,
  variables,
  record,
  done,
  onRemoved,
  ...dialog
}: RemoveDialogProps<TData, TVariables>) {
  const [remove, { loading }] = useMutation(mutation);
  const confirm = async () => {
    await remove({ variables, update: (cache) => evictFromCache(cache, record) });
    toast.success(done);
    onRemoved();
  };
  return <ConfirmDialog {...dialog} busy={loading} onConfirm={confirm} />;
}
