import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { ZoomGallery } from '../../../components/ZoomGallery';
import { PRODUCT_GALLERIES } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../hooks/use-session';
import { GalleryPrice } from '../product-page/GalleryPrice';
import { useCataloguePrices } from '../product-page/use-catalogue-prices';

/** Dried, marinated and smoked galleries; #dried, #marinated and #smoked scroll to them. */
export default function ProductsPage() {
  usePageTitle('Our Products');
  const location = useLocation();
  const prices = useCataloguePrices();

  // The galleries mount after the lazy page loads, so scroll to the fragment once they exist.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [location.key, location.hash]);

  return (
    // Keyed by the navigation: following a link to this same address runs the page again.
    <div key={location.key}>
      <PageHeader title="Our Products">
        Every WATERS product is processed, packed and sealed at our plant in Rosario, Cavite. <OrderInvitation />
      </PageHeader>
      <nav aria-label="Product categories" className="mb-4">
        <ul className="nav nav-pills gap-2">
          {PRODUCT_GALLERIES.map((gallery) => (
            <li className="nav-item" key={gallery.id}>
              <Link className="nav-link border" to={{ hash: gallery.id }}>
                {gallery.heading} ({gallery.items.length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {PRODUCT_GALLERIES.map((gallery, i) => (
        <section
          key={gallery.id}
          id={gallery.id}
          className="mb-5 scroll-target"
          aria-labelledby={`${gallery.id}-title`}
        >
          <h2 id={`${gallery.id}-title`}>{gallery.heading}</h2>
          <p>{gallery.intro}</p>
          {/* Two across on phones: the first gallery's first two pictures are in view. */}
          <ZoomGallery
            items={gallery.items}
            label={gallery.heading}
            firstRow={i === 0 ? 2 : 0}
            details={(item) =>
              item.productId && (
                <GalleryPrice productId={item.productId} label={item.label} product={prices?.get(item.productId)} />
              )
            }
          />
        </section>
      ))}
    </div>
  );
}

/** Visitors are asked to log in to order; a signed-in customer is sent to the shop instead. */
function OrderInvitation() {
  const session = useSession();
  if (session?.role === 'Customer') return <Link to={PATHS.storefront}>Order from the shop.</Link>;
  if (session?.role === 'Employee') return null;
  return (
    <>
      <Link to={PATHS.loginPage}>Log in</Link> to order.
    </>
  );
}
