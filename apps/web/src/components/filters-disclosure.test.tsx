import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { FiltersDisclosure } from './filters-disclosure.tsx';

const narrow = window.matchMedia;

/** A window as wide as `wide` says, for the (min-width: 62em) query. */
function windowIsWide(wide: boolean) {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: wide });
}

afterEach(() => {
  window.matchMedia = narrow;
});

const filters = (
  <FiltersDisclosure activeCount={1}>
    <label>
      Payment period <input />
    </label>
  </FiltersDisclosure>
);

describe('FiltersDisclosure', () => {
  it('on a phone renders the folded filters when first opened, and keeps what was typed once folded again', async () => {
    windowIsWide(false);
    const { user } = renderWithProviders(filters);
    const toggle = await screen.findByRole('button', { name: 'Filters 1 active' });
    expect(screen.queryByLabelText('Payment period')).toBeNull();
    await user.click(toggle);
    await user.type(screen.getByLabelText('Payment period'), '20 years');
    await user.click(screen.getByRole('button', { name: 'Hide filters 1 active' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText<HTMLInputElement>('Payment period').value).toBe('20 years');
  });

  it('beside the list renders the filters without being opened', async () => {
    windowIsWide(true);
    renderWithProviders(filters);
    expect(await screen.findByLabelText('Payment period')).toBeInTheDocument();
  });
});
