import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { SiteHeader } from './site-header.tsx';

function renderHeader() {
  return renderWithProviders(
    <>
      <SiteHeader accountSlot={<span>account area</span>} />
      <p>Page body</p>
    </>,
    { url: '/faq' },
  );
}

describe('SiteHeader', () => {
  it('shows the logo, contact links and main navigation', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Maple Shield home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: /call us at 905-555-0143/i })).toHaveAttribute(
      'href',
      'tel:+19055550143',
    );
    expect(within(header).getByRole('link', { name: /e-mail us at info@mapleshield.ca/i })).toHaveAttribute(
      'href',
      'mailto:info@mapleshield.ca',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Blogs', 'FAQs', 'About Us']);
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByText('account area')).toBeInTheDocument();
  });

  it('toggles the grouped product menu with the Get Quote button', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Get Quote' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Super Visa' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('heading', { name: 'Travel & Medical Insurance' })).toBeInTheDocument();
    expect(within(panel!).getByRole('link', { name: 'Super Visa' })).toHaveAttribute('href', '/supervisa');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the product menu on Escape and returns focus to the button', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Get Quote' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the product menu on a click outside it', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Get Quote' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByText('Page body'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the pages and product groups in the mobile menu', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'Blog', 'FAQ', 'About Us']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('heading', { name: 'Life Insurance' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Whole Life' })).toHaveAttribute('href', '/whole-life');
  });
});
