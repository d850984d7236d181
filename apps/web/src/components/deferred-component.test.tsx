import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { deferredComponent } from './deferred-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Harness({
  Deferred,
  onLoadError,
}: {
  Deferred: ReturnType<typeof deferredComponent<{ name: string }>>;
  onLoadError?: () => void;
}) {
  const [active, setActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setActive((value) => !value)}>
        Toggle
      </button>
      <Deferred active={active} name="Ann" {...(onLoadError ? { onLoadError } : {})} />
    </>
  );
}

describe('deferredComponent', () => {
  it('fetches nothing and shows nothing until first activated, then stays mounted', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferredComponent(load);
    const { user } = renderWithProviders(<Harness Deferred={Deferred} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Hello Ann')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be fetched, and tries again on the next activation', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const onLoadError = vi.fn();
    const Deferred = deferredComponent(load);
    const { user } = renderWithProviders(<Harness Deferred={Deferred} onLoadError={onLoadError} />);

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
