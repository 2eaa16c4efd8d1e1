import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { CatalogueProductsDocument, type CatalogueProductsQuery } from './api/catalogue-products.generated';
import type { StaffProductFragment } from '../../api/fragments.generated';
import { MESSAGES } from '../../lib/messages';
import { toast } from '../../state/toast';
import { useCursorPages, type CursorPagesOptions } from '../../hooks/use-cursor-pages';
import { PagedList } from '../../components/PagedList';
import { CatalogueFilterBar } from './components/CatalogueFilterBar';
import { PortalHeading } from '../../components/PortalHeading';
import { ProductSearch } from './components/ProductSearch';
import { ProductsTable } from './components/ProductsTable';
import {
  catalogueVariables,
  isWholeCatalogue,
  WHOLE_CATALOGUE,
  type CatalogueFilters,
} from './utils/catalogue-filters';
import { onDemand } from '../../components/on-demand';
import { TableSkeleton } from '../../components/Skeletons';
import { PATHS } from '../../lib/paths';
import { whenIdle } from '../../lib/when-idle';

// The dialogs (Bootstrap's modal) load once the page is idle (or when opened), not before its first picture.
const AddProductModal = onDemand(() => import('./components/AddProductModal').then((module) => module.AddProductModal));
const EditProductModal = onDemand(() =>
  import('./components/EditProductModal').then((module) => module.EditProductModal),
);
const StockDialog = onDemand(() => import('./components/StockDialog').then((module) => module.StockDialog));
const DeleteProductDialog = onDemand(() =>
  import('./components/DeleteProductDialog').then((module) => module.DeleteProductDialog),
);

type Dialog = { kind: 'add' } | { kind: 'edit' | 'stock' | 'delete'; product: StaffProductFragment };

// 100 products a page. Not cached: a deleted product leaves the list here, and its eviction from
// the cache must not send a watched page to the server again.
const CATALOGUE: CursorPagesOptions<CatalogueProductsQuery, StaffProductFragment> = {
  pick: (data) => data.productsConnection,
  keyOf: (product) => product.productId,
  report: { failed: () => toast.failure(MESSAGES.errorFetchingProducts) },
  fetchPolicy: 'no-cache',
};

/** storefront, Employee view: the catalogue, a page at a time, with search, filters, sort, add, edit and delete. */
export function ManageProducts() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<CatalogueFilters>(WHOLE_CATALOGUE);
  const { items, totalCount, hasMore, loading, loadingMore, reload, loadMore, removeLocally } = useCursorPages(
    CatalogueProductsDocument,
    {
      ...CATALOGUE,
      variables: catalogueVariables(filters),
    },
  );
  const [found, setFound] = useState<StaffProductFragment | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(
    () =>
      whenIdle(() => {
        void AddProductModal.preload();
        void EditProductModal.preload();
        void StockDialog.preload();
        void DeleteProductDialog.preload();
      }),
    [],
  );

  const close = () => setDialog(null);
  // After an edit or a stock change: the list is read again, and the product found by a search
  // (maybe on a page not loaded again) shows its new values.
  const saved = (product: StaffProductFragment) => {
    close();
    if (found?.productId === product.productId) setFound(product);
    reload();
  };
  // A filter or a name search replaces a product found by its ID; Return gives back everything.
  const narrow = (next: CatalogueFilters) => {
    setFound(null);
    setFilters(next);
  };

  const products = items ?? [];
  // A search shows just that product, kept current when the list reloads after an edit.
  const shown = found ? [products.find((p) => p.productId === found.productId) ?? found] : products;

  return (
    <section aria-labelledby="portal-title">
      <PortalHeading title="MANAGE PRODUCTS" breadcrumb />
      <div className="d-flex flex-column flex-lg-row gap-3 justify-content-between mb-3">
        <ProductSearch
          onFound={setFound}
          onNameSearch={(search) => narrow({ ...filters, search })}
          onReturn={() => narrow(WHOLE_CATALOGUE)}
        />
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => navigate(PATHS.completeOrders)}>
            CUSTOMER ACTIVITY LOG
          </Button>
          <Button aria-haspopup="dialog" variant="primary" onClick={() => setDialog({ kind: 'add' })}>
            ADD PRODUCT
          </Button>
        </div>
      </div>

      <CatalogueFilterBar filters={filters} onChange={narrow} />
      {filters.search && !found && (
        <p className="mb-2" role="status">
          Products whose name or ID contains “{filters.search}”
        </p>
      )}

      {items === null && loading ? (
        <>
          <p role="status">Loading products…</p>
          <TableSkeleton rows={6} kind="products" />
        </>
      ) : items === null ? (
        <p>The products could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p role="status">
          {isWholeCatalogue(filters)
            ? 'There are no products in the catalogue yet.'
            : 'No products match this search and these filters. Return shows the whole catalogue.'}
        </p>
      ) : (
        // While a search shows one product, the catalogue's paging waits.
        <PagedList
          shown={shown.length}
          total={found ? shown.length : totalCount}
          noun="products"
          hasMore={!found && hasMore}
          loading={loading || loadingMore}
          onLoadMore={loadMore}
        >
          <ProductsTable
            products={shown}
            onEdit={(product) => setDialog({ kind: 'edit', product })}
            onDelete={(product) => setDialog({ kind: 'delete', product })}
            onStock={(product) => setDialog({ kind: 'stock', product })}
          />
        </PagedList>
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
      {dialog?.kind === 'edit' && <EditProductModal product={dialog.product} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'stock' && <StockDialog product={dialog.product} onClose={close} onSaved={saved} />}
      {dialog?.kind === 'delete' && (
        <DeleteProductDialog
          product={dialog.product}
          onClose={close}
          onDeleted={(productId) => {
            close();
            removeLocally(productId);
            if (found?.productId === productId) setFound(null);
          }}
        />
      )}
    </section>
  );
}
