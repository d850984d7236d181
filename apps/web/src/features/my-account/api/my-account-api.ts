// The customer's own calls under /api/account.

import type { TokenPair } from '@brokerage/shared/accounts/account-schemas';
import type {
  AccountQuote,
  NewsletterStatus,
  ProfileDetails,
  RepricedQuote,
} from '@brokerage/shared/accounts/my-account-schemas';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ProfileBody,
} from '@brokerage/shared/accounts/account-settings-schemas';
import type {
  AccountApplication,
  AccountRequest,
  ReplyToApplicationBody,
} from '@brokerage/shared/accounts/my-applications-schemas';
import {
  accountOverviewContract,
  type AccountOverview,
} from '@brokerage/shared/accounts/account-overview-schema';
import { newsletterStatusSchema, repricedQuoteSchema } from '@brokerage/shared/accounts/my-account-schemas';
import {
  accountCallsContract,
  cancelCallContract,
  rescheduleCallContract,
} from '@brokerage/shared/booking/account-calls';
import type { RescheduleCallBody } from '@brokerage/shared/booking/account-calls';
import { apiClient } from '#src/lib/api-client.ts';

export const profileQueryKey = ['account', 'profile'] as const;
export const fetchProfile = () => apiClient.get<ProfileDetails>('account/profile');
export const saveProfile = (body: ProfileBody) => apiClient.put<ProfileDetails>('account/profile', body);
export const changePassword = (body: ChangePasswordBody) =>
  apiClient.post<TokenPair>('account/password', body);
export const signOutEverywhere = () => apiClient.post<undefined>('account/sign-out-everywhere');
export const changeEmail = (body: ChangeEmailBody) => apiClient.post<undefined>('account/email', body);
export const confirmEmailChange = (body: { email: string; token: string }) =>
  apiClient.post<undefined>('account/email/confirm', body, { skipAuth: true });
export const undoEmailChange = (body: { email: string; token: string }) =>
  apiClient.post<undefined>('account/email/not-me', body, { skipAuth: true });
export const fetchQuotes = () => apiClient.get<AccountQuote[]>('account/quotes');
export const removeQuote = (quote: Pick<AccountQuote, 'kind' | 'id'>) =>
  apiClient.delete<undefined>(`account/quotes/${quote.kind}/${encodeURIComponent(quote.id)}`);
export const repriceQuote = (quote: Pick<AccountQuote, 'kind' | 'id'>) =>
  apiClient.post<RepricedQuote>(
    `account/quotes/${quote.kind}/${encodeURIComponent(quote.id)}/reprice`,
    undefined,
    {
      data: repricedQuoteSchema,
    },
  );
export const fetchNewsletter = () =>
  apiClient.get<NewsletterStatus>('account/newsletter', { data: newsletterStatusSchema });
export const saveNewsletter = (subscribed: boolean) =>
  apiClient.put<NewsletterStatus>('account/newsletter', { subscribed }, { data: newsletterStatusSchema });
export const fetchMyData = () => apiClient.get<Record<string, unknown>>('account/data');
export const deleteAccount = (password: string) => apiClient.post<undefined>('account/delete', { password });
export const fetchApplications = () => apiClient.get<AccountApplication[]>('account/applications');
export const withdrawApplication = (application: Pick<AccountApplication, 'kind' | 'id'>) =>
  apiClient.post<undefined>(`account/applications/${application.kind}/${application.id}/withdraw`);
export const replyToApplication = (
  application: Pick<AccountApplication, 'kind' | 'id'>,
  body: ReplyToApplicationBody,
) => apiClient.post<undefined>(`account/applications/${application.kind}/${application.id}/reply`, body);
export const overviewQueryKey = ['account', 'overview'] as const;
export const fetchOverview = () =>
  apiClient.get<AccountOverview>('account/overview', { data: () => accountOverviewContract.data });
export const fetchRequests = () => apiClient.get<AccountRequest[]>('account/requests');
export const callsQueryKey = ['account', 'calls'] as const;
export const fetchCalls = () => apiClient.get('account/calls', { data: () => accountCallsContract.data });
export const cancelCall = (id: string) =>
  apiClient.post(`account/calls/${encodeURIComponent(id)}/cancel`, undefined, {
    data: () => cancelCallContract.data,
  });
export const rescheduleCall = (id: string, body: RescheduleCallBody) =>
  apiClient.post(`account/calls/${encodeURIComponent(id)}/reschedule`, body, {
    data: () => rescheduleCallContract.data,
  });
