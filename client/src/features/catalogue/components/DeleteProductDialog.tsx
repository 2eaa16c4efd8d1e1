import { DeleteProductDocument } from '../api/delete-product.generated';
import type { StaffProductFragment } from '../../../api/fragments.generated';
import { RemoveDialog } from '../../../components/dialogs/RemoveDialog';
import { MESSAGES } from '../../../lib/messages';

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
  const id = product.productId;
  return (
    <RemoveDialog
      id="delete-product"
      title="Delete Product"
      confirmLabel="Delete"
      mutation={DeleteProductDocument}
      variables={{ productId: id }}
      record={{ __typename: 'Product', productId: id }}
      done={MESSAGES.productDeleted(id)}
      onRemoved={() => onDeleted(id)}
      failure={MESSAGES.errorDeletingProduct}
      onClose={onClose}
    >
      Delete {product.productName} ({id}) from the catalogue? Orders that contain it keep their lines.
    </RemoveDialog>
  );
}
