// Company constants (platform spec section 9). One phone line serves general and per-service calls.

export const COMPANY = {
  name: 'Maple Shield Insurance & Financial Services',
  shortName: 'Maple Shield',
  phone: '905-555-0143',
  phoneHref: 'tel:+19055550143',
  email: 'info@mapleshield.ca',
  address: {
    street: '2 County Court Blvd, Suite 400',
    city: 'Brampton',
    province: 'ON',
    postalCode: 'L6W 3W8',
  },
  /** Displayed hours; booking slots follow these in America/Toronto (N15). */
  hours: [
    { days: 'Monday to Friday', open: '10:00 AM', close: '8:00 PM' },
    { days: 'Saturday and Sunday', open: '10:00 AM', close: '4:00 PM' },
  ],
  replyPromise: 'We reply to every request within 24 hours.',
  licensedProvinces: ['Ontario', 'Alberta', 'British Columbia'],
  /** Who licenses the brokerage's advisors in each province (N26), named beside quote buttons. */
  regulators: [
    {
      province: 'ON',
      provinceName: 'Ontario',
      name: 'Financial Services Regulatory Authority of Ontario',
      shortName: 'FSRA',
    },
    {
      province: 'AB',
      provinceName: 'Alberta',
      name: 'Alberta Insurance Council',
      shortName: 'Alberta Insurance Council',
    },
    {
      province: 'BC',
      provinceName: 'British Columbia',
      name: 'Insurance Council of British Columbia',
      shortName: 'Insurance Council of BC',
    },
  ],
  disclosure:
    'Maple Shield Insurance & Financial Services is a licensed life insurance broker in Ontario, Alberta and British Columbia.',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
} as const;

export function formatCompanyAddress(): string {
  const a = COMPANY.address;
  return `${a.street}, ${a.city}, ${a.province} ${a.postalCode}`;
}
