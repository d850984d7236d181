import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import { ContentAccordion } from './content-accordion.tsx';
import { ProvinceSubscribeForm } from './province-subscribe-form.tsx';

describe('ContentAccordion', () => {
  it('opens one numbered item at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ContentAccordion
        numbered
        items={[
          { title: 'First', body: 'One' },
          { title: 'Second', body: 'Two' },
        ]}
      />,
    );
    const first = screen.getByRole('button', { name: '1. First' });
    const second = screen.getByRole('button', { name: '2. Second' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
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
