import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import { ContentAccordion } from './content-accordion.tsx';
import { ProvinceSubscribeForm } from './province-subscribe-form.tsx';

describe('ContentAccordion', () => {
  // One open at a time is the browser's (<details name>); e2e/content.spec.ts clicks through it.
  it('numbers the questions, groups them for one open at a time and opens the initial one', () => {
    renderWithProviders(
      <ContentAccordion
        numbered
        initiallyOpen={1}
        items={[
          { title: 'First', body: 'One' },
          { title: 'Second', body: 'Two' },
        ]}
      />,
    );
    const first = screen.getByText('1. First').closest('details');
    const second = screen.getByText('2. Second').closest('details');
    expect(first).not.toBeNull();
    expect(first?.open).toBe(false);
    expect(second?.open).toBe(true);
    expect(first?.getAttribute('name')).toBeTruthy();
    expect(second?.getAttribute('name')).toBe(first?.getAttribute('name'));
  });
});

describe('AutoplayCarousel (N24)', () => {
  it('has a pause control and stops while hovered or focused', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AutoplayCarousel label="Things" delayMs={1000}>
        <p>A</p>
        <p>B</p>
      </AutoplayCarousel>,
    );
    // Its code arrives after the first paint, then it behaves as a carousel.
    const region = await screen.findByRole('region', { name: 'Things' });
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('B');
    expect(region).toHaveAttribute('data-autoplay', 'running');
    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-autoplay', 'running');
    await user.click(screen.getByRole('button', { name: 'Pause Things' }));
    const play = screen.getByRole('button', { name: 'Play Things' });
    expect(play).toHaveAttribute('aria-pressed', 'true');
    play.blur();
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
  });
});

describe('ProvinceSubscribeForm (N23)', () => {
  it('explains a bad e-mail and a missing consent before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProvinceSubscribeForm />);
    await user.type(screen.getByLabelText(/Your e-mail address/), 'nope');
    await user.click(screen.getByRole('button', { name: 'UPDATE ME!' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please agree to receive the e-mail')).toBeInTheDocument();
  });
});
