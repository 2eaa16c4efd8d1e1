import { useMutation } from '@apollo/client/react';
import { DeleteProductDocument } from '../api/delete-product.generated';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { evictFromCache } from '../../../api/cache-updates';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MESSAGES } from '../../../lib/messages';
import { toast } from '../../../state/toast';

/** Asks before removing a product; on success it leaves the cache, and the caller drops its row without a reload. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: StaffProductFragment;
  onClose: () => void;
  onDeleted: (productId: string) => void;
}) {
  const [deleteProduct, { loading }] = useMutation(DeleteProductDocument);
  const id = product.productId;

  return (
    <ConfirmDialog
      id="delete-product"
      title="Delete Product"
      confirmLabel="Delete"
      busy={loading}
      onConfirm={async () => {
        await deleteProduct({
          variables: { productId: id },
          update: (cache) => evictFromCache(cache, { __typename: 'Product', productId: id }),
        });
        toast.success(MESSAGES.productDeleted(id));
        onDeleted(id);
      }}
      failure={MESSAGES.errorDeletingProduct}
      onClose={onClose}
    >
      Delete {product.productName} ({id}) from the catalogue? Orders that contain it keep their lines.
    </ConfirmDialog>
  );
}
