import type { ComponentType } from 'react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { screen, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@brokerage/shared/routes/route-table';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { RouteStandIn } from '#src/testing/route-stand-in.tsx';
import routeConfig, { PAGE_MODULES, STEP_DISPATCHER } from './routes.ts';
import QuoteStepPage, { STEP_PAGES, stepPageOf } from './routes/quote-step-page.tsx';
import BadRequestPage from './routes/bad-request-page.tsx';
import NotFoundPage from './routes/not-found-page.tsx';
import SiteLayout from './routes/site-layout.tsx';
import SignUpPage from './routes/sign-up-page.tsx';
import SignInPage from './routes/sign-in-page.tsx';
import ForgotPasswordPage from './routes/forgot-password-page.tsx';
import ResetPasswordPage from './routes/reset-password-page.tsx';
import VerifyEmailPage from './routes/verify-email-page.tsx';
import EmailConfirmationPage from './routes/email-confirmation-page.tsx';
import TravelApplicationPage from './routes/travel-application-page.tsx';
import TravelComparisonPage from './routes/travel-comparison-page.tsx';
import TravelQuotePage from './routes/travel-quote-page.tsx';
import TravelResultsPage from './routes/travel-results-page.tsx';
import LifeQuoteBasicPage from './routes/life-quote-basic-page.tsx';
import LifeSelectCoveragePage from './routes/life-select-coverage-page.tsx';
import LifeCalculatorPage from './routes/life-calculator-page.tsx';
import LifeCustomizePage from './routes/life-customize-page.tsx';
import LifeAvailableQuotesPage from './routes/life-available-quotes-page.tsx';
import LifeApplicationPage from './routes/life-application-page.tsx';
import NewsletterUnsubscribePage from './routes/newsletter-unsubscribe-page.tsx';
import AdminPanelPage from './routes/admin-panel-page.tsx';
import AdminContactsPage from './routes/admin-contacts-page.tsx';
import AdminServicesPage from './routes/admin-services-page.tsx';
import AdminAppointmentsPage from './routes/admin-appointments-page.tsx';
import AdminSubscriptionsPage from './routes/admin-subscriptions-page.tsx';
import AdminApplicationsPage from './routes/admin-applications-page.tsx';
import AdminRatesPage from './routes/admin-rates-page.tsx';
import BookACallPage from './routes/book-a-call-page.tsx';
import LeadFormPage from './routes/lead-form-page.tsx';

// What the pages below reach through lazy imports (the shared steps' pages, the not-found page's
// theme) is loaded before the tests: in a full run the first load of a lazy module waits behind
// the other files' transforms, billed to the first assertion that awaits it.
beforeAll(async () => {
  await Promise.all([
    ...Object.values(STEP_PAGES).map((load) => load()),
    import('./routes/lazy-not-found-page.tsx'),
    import('#src/app/theme-provider.tsx'),
  ]);
}, 120_000);

// The real route config (built from the shared route table), rendered through a stub router.
const MODULES: Record<string, ComponentType> = {
  'routes/site-layout.tsx': SiteLayout,
  'routes/not-found-page.tsx': NotFoundPage,
  'routes/bad-request-page.tsx': BadRequestPage,
  'routes/sign-up-page.tsx': SignUpPage,
  'routes/sign-in-page.tsx': SignInPage,
  'routes/forgot-password-page.tsx': ForgotPasswordPage,
  'routes/reset-password-page.tsx': ResetPasswordPage,
  'routes/verify-email-page.tsx': VerifyEmailPage,
  'routes/email-confirmation-page.tsx': EmailConfirmationPage,
  'routes/travel-quote-page.tsx': TravelQuotePage,
  'routes/travel-results-page.tsx': TravelResultsPage,
  'routes/travel-application-page.tsx': TravelApplicationPage,
  'routes/travel-comparison-page.tsx': TravelComparisonPage,
  'routes/life-quote-basic-page.tsx': LifeQuoteBasicPage,
  'routes/life-select-coverage-page.tsx': LifeSelectCoveragePage,
  'routes/life-calculator-page.tsx': LifeCalculatorPage,
  'routes/life-customize-page.tsx': LifeCustomizePage,
  'routes/life-available-quotes-page.tsx': LifeAvailableQuotesPage,
  'routes/life-application-page.tsx': LifeApplicationPage,
  'routes/newsletter-unsubscribe-page.tsx': NewsletterUnsubscribePage,
  'routes/admin-panel-page.tsx': AdminPanelPage,
  'routes/admin-contacts-page.tsx': AdminContactsPage,
  'routes/admin-services-page.tsx': AdminServicesPage,
  'routes/admin-appointments-page.tsx': AdminAppointmentsPage,
  'routes/admin-subscriptions-page.tsx': AdminSubscriptionsPage,
  'routes/admin-applications-page.tsx': AdminApplicationsPage,
  'routes/admin-rates-page.tsx': AdminRatesPage,
  'routes/book-a-call-page.tsx': BookACallPage,
  'routes/lead-form-page.tsx': LeadFormPage,
  'routes/quote-step-page.tsx': QuoteStepPage,
};

type StubRoute = {
  id?: string;
  path?: string;
  caseSensitive?: boolean;
  Component?: ComponentType;
  children?: StubRoute[];
};

function toStub(entries: RouteConfigEntry[]): StubRoute[] {
  return entries.map((entry) => {
    const Component = MODULES[entry.file] ?? RouteStandIn;
    return {
      ...(entry.id === undefined ? {} : { id: entry.id }),
      ...(entry.path === undefined ? {} : { path: entry.path }),
      ...(entry.caseSensitive ? { caseSensitive: true } : {}),
      Component,
      ...(entry.children ? { children: toStub(entry.children) } : {}),
    };
  });
}

const routes = toStub(routeConfig);

function openAt(url: string) {
  return renderWithProviders(null, { url, routes });
}

describe('route config', () => {
  it('renders a page of the route table inside the site layout', async () => {
    openAt('/faq');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The page appears once TanStack Query's chunk has loaded (routes/site-layout.tsx).
    expect(await within(screen.getByRole('main')).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/FAQ', '/Blogs', '/faq/extra', '/nope'])('shows the not-found page for %s', async (url) => {
    openAt(url);
    // A wrong-case path shows it from the layout, which loads it on demand.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('gives /400 its own page', () => {
    openAt('/400');
    expect(screen.getByRole('heading', { level: 1, name: '400. That’s an error.' })).toBeInTheDocument();
  });

  it.each([
    ['/retirement-planning/quote/form', 'Retirement Planning: request a quote'],
    ['/auto/quote/basic', 'Auto: request a quote'],
  ])('serves the lead form at %s under the route title', async (url, title) => {
    openAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it.each([
    '/no-such-product/quote/basic',
    '/term-life/quote/Basic',
    '/Term-Life/available-quotes',
    '/faq/quote/basic',
    '/no-such-product',
    '/Term-Life',
  ])('shows the not-found page for %s, which reaches a shared route but is not in the table', async (url) => {
    openAt(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('matches parameter routes such as a blog post', () => {
    openAt('/blogs/2021/03/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });
});

describe('route objects (ADR 0122)', () => {
  const pages = routeConfig[0]?.children ?? [];

  it('has one route object per shared product step and one for the landing pages, 55 in all (the components page included) instead of 158', () => {
    // root, the site layout, its pages and the not-found page
    expect(2 + pages.length).toBe(55);
    expect(pages.filter((r) => r.path?.startsWith('/:product')).map((r) => r.path)).toEqual([
      '/:product',
      '/:product/quote/basic',
      '/:product/select-coverage',
      '/:product/quote/calculator',
      '/:product/quote/customize',
      '/:product/available-quotes',
      '/:product/quote/comparison',
      '/:product/quote/book-a-call',
      '/:product/quote/application',
    ]);
  });

  it.each(ROUTES.map((entry) => [entry.path, entry.id] as const))(
    'serves %s with the page module of %s',
    (path, id) => {
      const matched = pages.filter(
        (r) => r.path !== undefined && r.path !== '*' && matchPath({ path: r.path, end: true }, path),
      );
      // A static path ranks before a parameterised one, as in the router.
      const served = matched.find((r) => !r.path?.includes(':')) ?? matched[0];
      const entry = ROUTES.find((e) => e.id === id);
      const file = served?.file === STEP_DISPATCHER && entry ? stepPageOf(entry) : served?.file;
      expect(file).toBe(PAGE_MODULES[id]);
    },
  );
});

describe('site layout', () => {
  it('composes header, footer and the Sign In link carrying the page', () => {
    openAt('/about-us');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?from=about-us',
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Maple Shield Insurance & Financial Services is a licensed life insurance broker in Ontario, Alberta and British Columbia.',
    );
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Maple Shield Insurance & Financial Services. All rights reserved.`,
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/about-us#contact',
    );
    expect(within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});
