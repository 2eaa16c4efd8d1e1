/** Contact page words. Address, phones, fax and email come from COMPANY in './site'. */
export interface ContactContent {
  readonly heading: string;
  readonly intro: string;
  readonly visit: { readonly heading: string; readonly text: string };
  readonly form: { readonly heading: string; readonly intro: string; readonly submitLabel: string };
  readonly map: { readonly title: string };
}

export const CONTACT: ContactContent = {
  heading: 'Contact Us',
  intro:
    'Whether you run a grocery, a restaurant or a sari-sari store, are looking for an export partner, or simply have a question about our products, we would love to hear from you. Our team answers calls and messages during office hours.',
  visit: {
    heading: 'Visit us',
    text: 'Our office and plant are in Rosario, Cavite, a short drive from the Cavite Expressway (CAVITEX) through Kawit and Noveleta. Please call ahead if you would like to pick up an order or arrange a plant visit, so we can have someone ready to meet you.',
  },
  form: {
    heading: 'Drop us a message',
    intro:
      'Tell us a little about what you need, whether it is a product inquiry, a bulk or distributor order, or feedback on something you bought, and we will get back to you within one to two working days.',
    submitLabel: 'EMAIL US',
  },
  map: {
    title: 'Map showing the location of the WATERS office and plant in Rosario, Cavite',
  },
};
