// Header navigation (platform spec section 2; the fourth item is About Us, N41).
export const DESKTOP_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'FAQs', to: '/faq' },
  { label: 'About Us', to: '/about-us' },
] as const;

// The mobile menu's own wording (platform spec section 2: Home, Blog, FAQ, About Us).
export const MOBILE_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blogs' },
  { label: 'FAQ', to: '/faq' },
  { label: 'About Us', to: '/about-us' },
] as const;
