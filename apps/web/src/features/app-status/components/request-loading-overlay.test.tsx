import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestTracker } from '#src/lib/request-tracker.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { RequestLoadingOverlay } from './request-loading-overlay.tsx';

afterEach(() => requestTracker.reset());

describe('RequestLoadingOverlay', () => {
  it('shows a Loading status while a request is in flight', () => {
    renderWithProviders(<RequestLoadingOverlay />);
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    let done = () => {};
    act(() => {
      done = requestTracker.start();
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => done());
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
