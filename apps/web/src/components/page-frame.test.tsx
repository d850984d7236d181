import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { RevealWhenLoaded, SkeletonBlocks } from './page-frame.tsx';

// ADR 0125: a section whose parts arrive with their own calls appears once, whole.

function Section({ answer }: { answer: Promise<string> }) {
  const first = useQuery({ queryKey: ['first'], queryFn: () => answer });
  const second = useQuery({ queryKey: ['second'], queryFn: async () => `${await answer} again` });
  return (
    <>
      <p>{first.data ?? 'First part loading'}</p>
      <p>{second.data ?? 'Second part loading'}</p>
    </>
  );
}

describe('RevealWhenLoaded', () => {
  it('shows the skeleton until every call of the section has answered, then the section whole', async () => {
    let answer: (value: string) => void = () => {};
    const answered = new Promise<string>((resolve) => {
      answer = resolve;
    });
    renderWithProviders(
      <RevealWhenLoaded placeholder={<SkeletonBlocks />}>
        <Section answer={answered} />
      </RevealWhenLoaded>,
    );
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // Rendered underneath, but not seen.
    const hidden = (text: string) => screen.getByText(text).closest('[aria-hidden="true"][inert]') !== null;
    expect(hidden('First part loading')).toBe(true);
    answer('Your quotes');
    await screen.findByText('Your quotes again');
    expect(hidden('Your quotes again')).toBe(false);
    expect(hidden('Your quotes')).toBe(false);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
