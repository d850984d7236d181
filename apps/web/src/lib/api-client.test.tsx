import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, GENERIC_ERROR_MESSAGE } from '@brokerage/shared/api/api-error-contract';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { z } from 'zod';
import {
  ApiError,
  UNEXPECTED_ANSWER_CODE,
  apiClient,
  setAuthHandlers,
  type AuthHandlers,
} from './api-client.ts';
import { requestTracker } from './request-tracker.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The toasts are observed where a visitor sees them.
  renderWithProviders(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setAuthHandlers(null);
  requestTracker.reset();
});

const json = (body: unknown, status = 200) => Response.json(body, { status });

function headerOf(call: number, name: string): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get(name);
}

/** A promise with its resolve function, to hold a response back. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('apiClient', () => {
  it('checks the answer against its data schema in development and tests, and types it', async () => {
    const data = z.object({ recordId: z.string() });
    fetchMock.mockResolvedValue(json({ message: 'Saved', data: { recordId: 'r1' } }));
    const answer = await apiClient.post('contact', {}, { data: () => data });
    expect(answer.data?.recordId).toBe('r1');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ message: 'Saved', data: { id: 7 } }));
    const failed = apiClient.post('contact', {}, { data: () => data, silent: true });
    await expect(failed).rejects.toMatchObject({ code: UNEXPECTED_ANSWER_CODE });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('POST contact'));
    logged.mockRestore();
  });

  it('sends JSON to /api and returns the { message, data } answer', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Saved', data: { id: 7 } }));
    const answer = await apiClient.post<{ id: number }>('contact/', { firstName: 'Jane' });
    expect(answer).toEqual({ message: 'Saved', data: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"firstName":"Jane"}');
    expect(headerOf(0, 'content-type')).toBe('application/json');
  });

  it('toasts the server message of a failed request and throws a typed ApiError', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          message: 'Please enter a valid email address',
          code: 'VALIDATION_FAILED',
          fieldErrors: { email: 'EMAIL_NOT_VALID' },
        },
        400,
      ),
    );
    const error = await apiClient.post('contact/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: 'EMAIL_NOT_VALID' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it("toasts the server's message for a body over the limit (413)", async () => {
    fetchMock.mockResolvedValue(json({ message: BODY_TOO_LARGE_MESSAGE, code: 'BAD_REQUEST' }, 413));
    const failure = apiClient.post('contact/', { message: 'y'.repeat(2_000) });
    await expect(failure).rejects.toMatchObject({ status: 413, message: BODY_TOO_LARGE_MESSAGE });
    expect(await screen.findByText(BODY_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_ERROR_MESSAGE)).toBeNull();
  });

  it('toasts the generic message when the failure carries no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiClient.get('insurances/faqs')).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something Went Wrong. Please Try After Sometime',
    );
  });

  it('toasts the generic message when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('insurances/faqs')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  });

  it('shows no toast for a silent request', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Nope', code: 'BAD_REQUEST' }, 400));
    await expect(apiClient.get('users/details', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts a request toward the loading overlay while it is in flight', async () => {
    const held = deferred<Response>();
    fetchMock.mockReturnValueOnce(held.promise);
    const pending = apiClient.get('insurances/faqs');
    expect(requestTracker.getSnapshot()).toBe(1);
    held.resolve(json({ data: [] }));
    await pending;
    expect(requestTracker.getSnapshot()).toBe(0);
  });

  it('leaves the overlay alone with trackLoading: false, and after a failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: 1 }));
    const pending = apiClient.get('insurances/faqs', { trackLoading: false });
    expect(requestTracker.getSnapshot()).toBe(0);
    await pending;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiClient.get('insurances/faqs')).rejects.toBeInstanceOf(ApiError);
    expect(requestTracker.getSnapshot()).toBe(0);
  });
});

describe('apiClient with auth handlers', () => {
  function installHandlers(refreshResult: () => Promise<boolean>) {
    let token = 'old-token';
    const handlers: AuthHandlers = {
      getAccessToken: vi.fn(() => token),
      refresh: vi.fn(async () => {
        const ok = await refreshResult();
        if (ok) token = 'new-token';
        return ok;
      }),
      onRefreshFailed: vi.fn(),
    };
    setAuthHandlers(handlers);
    return handlers;
  }

  it('sends the access token as a Bearer header', async () => {
    installHandlers(async () => true);
    fetchMock.mockResolvedValue(json({ data: {} }));
    await apiClient.get('users/details');
    expect(headerOf(0, 'authorization')).toBe('Bearer old-token');
  });

  it('refreshes once on a 401 and replays the request with the new token', async () => {
    const handlers = installHandlers(async () => true);
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Token expired', code: 'UNAUTHORIZED' }, 401))
      .mockResolvedValueOnce(json({ data: { email: 'jane@example.ca' } }));

    const answer = await apiClient.get<{ email: string }>('users/details');
    expect(answer.data).toEqual({ email: 'jane@example.ca' });
    expect(handlers.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headerOf(1, 'authorization')).toBe('Bearer new-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not retry a replayed request that fails with 401 again', async () => {
    const handlers = installHandlers(async () => true);
    fetchMock.mockResolvedValue(json({ message: 'Not allowed', code: 'UNAUTHORIZED' }, 401));
    await expect(apiClient.get('users/details')).rejects.toMatchObject({ status: 401 });
    expect(handlers.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent 401s share one refresh', async () => {
    const refreshGate = deferred<boolean>();
    const handlers = installHandlers(() => refreshGate.promise);
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('authorization') === 'Bearer new-token'
        ? json({ data: 'ok' })
        : json({ message: 'Token expired', code: 'UNAUTHORIZED' }, 401),
    );

    const both = Promise.all([apiClient.get('users/details'), apiClient.get('contact/list/1')]);
    await vi.waitFor(() => expect(handlers.refresh).toHaveBeenCalledTimes(1));
    refreshGate.resolve(true);
    const answers = await both;

    expect(answers.map((a) => a.data)).toEqual(['ok', 'ok']);
    expect(handlers.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('signs the user out once when the refresh fails', async () => {
    const handlers = installHandlers(async () => false);
    fetchMock.mockResolvedValue(json({ message: 'Your session has expired', code: 'UNAUTHORIZED' }, 401));

    const results = await Promise.allSettled([
      apiClient.get('users/details'),
      apiClient.get('contact/list/1'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(handlers.refresh).toHaveBeenCalledTimes(1);
    expect(handlers.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Your session has expired');
  });

  it('sends no token and never refreshes with skipAuth', async () => {
    const handlers = installHandlers(async () => true);
    fetchMock.mockResolvedValue(json({ message: 'Wrong e-mail or password', code: 'UNAUTHORIZED' }, 401));
    await expect(apiClient.post('users/login', {}, { skipAuth: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(headerOf(0, 'authorization')).toBeNull();
    expect(handlers.refresh).not.toHaveBeenCalled();
  });
});
