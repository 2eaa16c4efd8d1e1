import { ProductType } from '../modules/products/product-enums.js';

export interface CatalogueItem {
  productId: string;
  name: string;
  /** Pesos. */
  price: number;
  type: ProductType;
  /** Site path of the product photo (served by the client build). */
  image: string;
}

const item = (productId: string, type: ProductType, name: string, price: number, slug: string): CatalogueItem => ({
  productId,
  name,
  price,
  type,
  image: `/images/products/${type.toLowerCase()}/${slug}.webp`,
});

/** The catalogue behind the Our Products galleries: 12 dried, 3 marinated, 8 smoked. IDs are stable. */
export const CATALOGUE: readonly CatalogueItem[] = [
  item('DRD-001', ProductType.DRIED, 'Dried Danggit (Rabbitfish) 250 g', 285, 'danggit'),
  item('DRD-002', ProductType.DRIED, 'Tuyo (Dried Salted Herring) 250 g', 120, 'tuyo'),
  item('DRD-003', ProductType.DRIED, 'Dilis (Dried Anchovies) 200 g', 150, 'dilis'),
  item('DRD-004', ProductType.DRIED, 'Dried Pusit (Squid) 200 g', 320, 'pusit'),
  item('DRD-005', ProductType.DRIED, 'Dried Espada (Hairtail) 250 g', 210, 'espada'),
  item('DRD-006', ProductType.DRIED, 'Dried Sapsap (Ponyfish) 250 g', 180, 'sapsap'),
  item('DRD-007', ProductType.DRIED, 'Dried Biya (Goby) 200 g', 195, 'biya'),
  item('DRD-008', ProductType.DRIED, 'Hibe (Dried Small Shrimp) 100 g', 165, 'hibe'),
  item('DRD-009', ProductType.DRIED, 'Dried Galunggong (Round Scad) 250 g', 140, 'galunggong'),
  item('DRD-010', ProductType.DRIED, 'Dried Alumahan (Indian Mackerel) 250 g', 230, 'alumahan'),
  item('DRD-011', ProductType.DRIED, 'Dried Dalagang Bukid (Fusilier) 250 g', 200, 'dalagang-bukid'),
  item('DRD-012', ProductType.DRIED, 'Dried Tamban (Sardinella) 250 g', 110, 'tamban'),
  item('MAR-001', ProductType.MARINATED, 'Daing na Bangus (Marinated Boneless Milkfish) 450 g', 245, 'daing-na-bangus'),
  item('MAR-002', ProductType.MARINATED, 'Danggit Lamayo (Marinated Rabbitfish) 250 g', 295, 'danggit-lamayo'),
  item('MAR-003', ProductType.MARINATED, 'Bangus Tocino (Sweet-Cured Milkfish) 400 g', 260, 'bangus-tocino'),
  item('SMK-001', ProductType.SMOKED, 'Tinapang Bangus (Smoked Milkfish) 400 g', 230, 'tinapang-bangus'),
  item('SMK-002', ProductType.SMOKED, 'Smoked Boneless Bangus 400 g', 280, 'smoked-boneless-bangus'),
  item('SMK-003', ProductType.SMOKED, 'Tinapang Galunggong (Smoked Round Scad) 500 g', 180, 'tinapang-galunggong'),
  item('SMK-004', ProductType.SMOKED, 'Tinapang Tamban (Smoked Sardinella) 500 g', 150, 'tinapang-tamban'),
  item('SMK-005', ProductType.SMOKED, 'Smoked Tulingan (Bullet Tuna) 500 g', 240, 'tulingan'),
  item('SMK-006', ProductType.SMOKED, 'Smoked Salay-Salay (Yellowtail Scad) 500 g', 200, 'salay-salay'),
  item('SMK-007', ProductType.SMOKED, 'Smoked Tilapia 500 g', 190, 'tilapia'),
  item('SMK-008', ProductType.SMOKED, 'Tinapa Flakes in Corn Oil 220 g', 175, 'tinapa-flakes'),
];
