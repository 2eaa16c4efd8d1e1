import { availabilityText, bestBeforeText, pictureSources, PRODUCT_PAGE_PICTURE } from '@waters/domain';
import { peso } from '../../../platform/money/pesos.js';
import { escapeHtml } from '../../../platform/text/html.js';
import type { CatalogueProductModel } from '../models/product-page.model.js';
import { productJsonLd, scriptJson, TYPE_LABEL } from './product-json-ld.js';

/** Where the client's product page finds the product the server rendered (no request for it on arrival). */
export const EMBEDDED_PRODUCT_ID = 'catalogue-product';

const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;

/** A product's public address on this site. */
export const productPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

const absolute = (origin: string, url: string) => (url.startsWith('/') ? origin + url : url);

/** Plain text with blank lines between paragraphs → paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim())}</p>`)
    .join('');

function storageList(product: CatalogueProductModel): string {
  const { temperature, shelfLifeUnopened, shelfLifeOpened, preparation } = product.storage;
  const rows = (
    [
      ['Storage', temperature],
      ['Shelf life (unopened)', shelfLifeUnopened],
      ['Shelf life (opened)', shelfLifeOpened],
      ['Thawing and preparation', preparation],
    ] as const
  ).filter(([, value]) => value);
  if (rows.length === 0) return '';
  const items = rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value!)}</dd>`).join('');
  return `<section class="mt-4" aria-labelledby="product-storage"><h2 id="product-storage" class="h5">Storage and preparation</h2><dl class="product-storage">${items}</dl></section>`;
}

/** The certifications valid today, as badges with number and last day. */
function certificationList(product: CatalogueProductModel): string {
  if (product.certifications.length === 0) return '';
  const items = product.certifications
    .map(
      (c) =>
        `<li><span class="badge text-bg-success">${c.scheme}</span> <span class="small">No. ${escapeHtml(c.certificateNumber)}, valid until ${c.validUntil}</span></li>`,
    )
    .join('');
  return `<ul class="product-certifications list-unstyled d-flex flex-column gap-1" aria-label="Certifications">${items}</ul>`;
}

/**
 * The page's largest paint, fetched first, at the width its slot needs (the client renders the
 * same: ProductSummary.tsx), so a phone downloads the 480 or 960 px file, not the full size.
 */
function picture(src: string, alt: string): string {
  const { width, height, sizes } = PRODUCT_PAGE_PICTURE;
  const image = `<img class="product-page-image img-fluid rounded" src="${escapeHtml(src)}" alt="${alt}" width="${width}" height="${height}" fetchpriority="high">`;
  const sources = pictureSources(src);
  if (!sources) return image;
  const source = (type: string, srcset: string) =>
    `<source type="${type}" srcset="${escapeHtml(srcset)}" sizes="${sizes}">`;
  return `<picture>${source('image/avif', sources.avif)}${source('image/webp', sources.webp)}${image}</picture>`;
}

/**
 * The product's part of the page: what a search engine or a browser without script reads, and
 * what the browser paints before the page's code has loaded (the client renders the same).
 */
export function productMarkup(product: CatalogueProductModel): string {
  const name = escapeHtml(product.productName);
  const facts = [TYPE_LABEL[product.productType], product.packSize]
    .filter(Boolean)
    .map((fact) => escapeHtml(fact!))
    .join(' · ');
  const description = product.description
    ? `<section class="mt-4" aria-labelledby="product-about"><h2 id="product-about" class="h5">About this product</h2>${paragraphs(product.description)}</section>`
    : '';
  return (
    `<nav aria-label="Breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/our-products">Our Products</a></li><li class="breadcrumb-item active" aria-current="page">${name}</li></ol></nav>` +
    `<article class="product-page row g-4"><div class="col-md-6">${picture(product.productImage, name)}</div>` +
    `<div class="col-md-6"><h1 class="h2">${name}</h1><p class="text-body-secondary">${facts}</p>` +
    `<p class="product-page-price fs-3 fw-bold mb-1">${peso(Math.round(product.productPrice * 100))}</p>` +
    `<p class="product-availability" data-status="${product.availability.status}">${availabilityText(product.availability)}</p>` +
    (product.bestBeforeAtLeast
      ? `<p class="product-best-before small text-body-secondary">${bestBeforeText(product.bestBeforeAtLeast)}</p>`
      : '') +
    certificationList(product) +
    `<div class="product-page-order"><a class="btn btn-primary" href="/login-page">Log in to order</a></div>` +
    `${description}${storageList(product)}</div></article>`
  );
}

/** The application shell with the product's title, description, canonical address, JSON-LD, markup and data. */
export function productPageHtml(shell: string, product: CatalogueProductModel, origin: string): string {
  const url = origin + productPath(product.productId);
  const title = `${product.productName} | WATERS`;
  const summary = (
    product.description ?? `${TYPE_LABEL[product.productType]} from WATERS, Cavite: ${product.productName}.`
  )
    .replace(/\s+/g, ' ')
    .slice(0, 160);
  const head = [
    `<meta name="description" content="${escapeHtml(summary)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(absolute(origin, product.productImage))}">`,
    // Data blocks: never run, so the Content-Security-Policy (no inline script) does not apply to them.
    `<script type="application/ld+json">${scriptJson(productJsonLd(product, url, absolute(origin, product.productImage)))}</script>`,
    `<script type="application/json" id="${EMBEDDED_PRODUCT_ID}">${scriptJson(product)}</script>`,
  ].join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(MAIN, (_whole, open: string, close: string) => open + productMarkup(product) + close);
}
