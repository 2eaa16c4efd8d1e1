/** Company facts shared by the header, footer and contact page. */
export interface CompanyInfo {
  readonly name: string;
  readonly legalName: string;
  readonly tagline: string;
  readonly foundedYear: number;
  readonly address: string;
  readonly phones: string[];
  readonly fax: string;
  readonly email: string;
  readonly hours: string;
}

export const COMPANY: CompanyInfo = {
  name: 'WATERS',
  legalName: 'WATERS Fish Processing Corporation',
  tagline: 'Dried, marinated and smoked fish from the shores of Cavite',
  foundedYear: 1998,
  address: 'Lot 7, Block 3, General Trias Drive, Barangay Tejeros Convention, Rosario, Cavite 4106, Philippines',
  phones: ['(6346) 437-1520', '(6346) 437-1521'],
  fax: '(6346) 437-1525',
  email: 'info@waters.com.ph',
  hours: 'Monday to Saturday, 8:00 AM to 5:00 PM. Closed on Sundays and public holidays.',
};
