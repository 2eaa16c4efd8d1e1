import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { CatalogueProductsDocument, type ProductCardFragment } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { PortalHeading } from './components/PortalHeading';
import { ProductSearch } from './components/ProductSearch';
import { ProductsTable } from './components/ProductsTable';
import { onDemand } from '../../components/on-demand';
import { TableSkeleton } from '../../components/Skeletons';

// The dialogs (Bootstrap's modal) load just after the page, not before it.
const AddProductModal = onDemand(() => import('./components/AddProductModal').then((module) => module.AddProductModal));
const EditProductModal = onDemand(() => import('./components/EditProductModal').then((module) => module.EditProductModal));
const DeleteProductDialog = onDemand(() => import('./components/DeleteProductDialog').then((module) => module.DeleteProductDialog));

type Dialog = { kind: 'add' } | { kind: 'edit'; product: ProductCardFragment } | { kind: 'delete'; product: ProductCardFragment };

/** storefront, Employee view: the whole catalogue with search, add, edit and delete. */
export function ManageProducts() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CatalogueProductsDocument);
  const [found, setFound] = useState<ProductCardFragment | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    if (error) toast.failure(MESSAGES.errorFetchingProducts);
  }, [error]);
  useEffect(() => {
    void AddProductModal.preload();
    void EditProductModal.preload();
    void DeleteProductDialog.preload();
  }, []);

  // A failed reload is reported by the effect above.
  const reload = () => void refetch().catch(() => undefined);
  const close = () => setDialog(null);

  const products = data?.products ?? [];
  // A search shows just that product, kept current when the list reloads after an edit.
  const shown = found ? [products.find((p) => p.productId === found.productId) ?? found] : products;

  return (
    <section aria-labelledby="portal-title">
      <PortalHeading title="MANAGE PRODUCTS" breadcrumb />
      <div className="d-flex flex-column flex-lg-row gap-3 justify-content-between mb-3">
        <ProductSearch onFound={setFound} onReturn={() => setFound(null)} />
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => navigate('/complete-orders')}>
            CUSTOMER ACTIVITY LOG
          </Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            ADD PRODUCT
          </Button>
        </div>
      </div>

      {loading && !data ? (
        <>
          <p role="status">Loading products…</p>
          <TableSkeleton rows={6} kind="products" />
        </>
      ) : !data && error ? (
        <p>The products could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p>There are no products in the catalogue yet.</p>
      ) : (
        <ProductsTable products={shown} onEdit={(product) => setDialog({ kind: 'edit', product })} onDelete={(product) => setDialog({ kind: 'delete', product })} />
      )}

      {dialog?.kind === 'add' && (
        <AddProductModal
          onClose={close}
          onAdded={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditProductModal
          product={dialog.product}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteProductDialog
          product={dialog.product}
          onClose={close}
          onDeleted={(productId) => {
            close();
            if (found?.productId === productId) setFound(null);
          }}
        />
      )}
    </section>
  );
}
