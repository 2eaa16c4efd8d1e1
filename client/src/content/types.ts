/**
 * Shapes of the marketing content. Everything a visitor reads on the public pages
 * lives in this folder as typed data, so the company can edit words without touching
 * components. Images are referred to by their media name (see client/media/README.md):
 * e.g. 'products/dried/danggit' is served as /images/products/dried/danggit.webp
 * with responsive variants.
 */

/** An image slot: the media name and what a screen reader should hear. */
export interface ImageRef {
  /** Media name, e.g. 'facility/drying-area' (no extension). */
  readonly src: string;
  /** Describes the picture for people who cannot see it. */
  readonly alt: string;
  /** Optional caption shown under the image and in the viewer. */
  readonly caption?: string;
}

/** A block of prose: a heading and paragraphs (plain text, no HTML). */
export interface Section {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  readonly bullets?: readonly string[];
  readonly image?: ImageRef;
}

/** One tab of a tab set. */
export interface TabItem {
  readonly key: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image?: ImageRef;
}

export interface GalleryItem extends ImageRef {
  /** Product ID in the catalogue when the picture is of a product (e.g. 'DRD-001'). */
  readonly productId?: string;
  /** Visible label, e.g. the product name. */
  readonly label: string;
}

export interface Gallery {
  /** Fragment id used by #dried, #marinated, #smoked. */
  readonly id: 'dried' | 'marinated' | 'smoked';
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly GalleryItem[];
}

/** A WATERS product a recipe takes, and how much of it. */
export interface RecipeProduct {
  /** Product ID in the catalogue, e.g. 'DRD-003'. */
  readonly productId: string;
  /** Packs for the recipe's `servings`; a fraction when a pack is more than one batch needs. */
  readonly packs: number;
}

export interface Recipe {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** e.g. '4 servings' */
  readonly serves: string;
  /** The servings the ingredients are for (the first number of `serves`), which `uses` scales from. */
  readonly servings: number;
  /** e.g. '45 minutes' */
  readonly time: string;
  readonly image: ImageRef;
  readonly ingredients: readonly string[];
  readonly steps: readonly string[];
  /** The WATERS products among the ingredients, if any. */
  readonly uses?: readonly RecipeProduct[];
}

export interface FooterSlide {
  readonly kind: 'FAQ' | 'Trivia';
  readonly title: string;
  readonly text: string;
}

export interface ContactChannel {
  readonly key: 'phone' | 'email' | 'address';
  readonly label: string;
  readonly text: string;
}
