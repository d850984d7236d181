import { Anchor, Loader, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChangeSchema } from '@brokerage/shared/accounts/account-settings-schemas';
import { BAD_LINK_MESSAGE } from '@brokerage/shared/accounts/account-rules';
import { confirmEmailChange } from '../api/my-account-api.ts';

/** /account/confirm-email/: the link sent to a new address makes it the account's. */
export function ConfirmEmailChangeView() {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<string | null>(null);
  const body = useMemo(
    () => confirmEmailChangeSchema().safeParse({ email: params.get('email'), token: params.get('token') }),
    [params],
  );
  const outcome = body.success ? answer : BAD_LINK_MESSAGE;
  // The token works once: a second run of the effect (development's strict mode) must not spend it.
  const started = useRef(false);
  useEffect(() => {
    if (!body.success || started.current) return;
    started.current = true;
    confirmEmailChange(body.data)
      .then((done) => setAnswer(done.message ?? ''))
      .catch((error: unknown) => setAnswer(error instanceof Error ? error.message : BAD_LINK_MESSAGE));
  }, [body]);
  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="md">
        Confirming your new e-mail
      </Title>
      {outcome === null ? (
        <Loader color="navy.8" role="status" aria-label="Loading" />
      ) : (
        <>
          <Text role="status">{outcome}</Text>
          <Anchor component={Link} to="/account">
            Go to my account
          </Anchor>
        </>
      )}
    </div>
  );
}
