import { Anchor, Button, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChangeSchema } from '@brokerage/shared/accounts/account-settings-schemas';
import { BAD_LINK_MESSAGE } from '@brokerage/shared/accounts/account-rules';
import { undoEmailChange } from '../api/my-account-api.ts';

/**
 * /account/not-me/ (ADR 0092): the link of the notice sent to the old address after an e-mail
 * change. A button, not the page load, undoes it: mail scanners open links too.
 */
export function EmailChangeNotMeView() {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const body = useMemo(
    () => confirmEmailChangeSchema().safeParse({ email: params.get('email'), token: params.get('token') }),
    [params],
  );
  const undo = () => {
    if (!body.success) return;
    setSending(true);
    undoEmailChange(body.data)
      .then((done) => setAnswer(done.message ?? ''))
      .catch((error: unknown) => setAnswer(error instanceof Error ? error.message : BAD_LINK_MESSAGE))
      .finally(() => setSending(false));
  };
  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="md">
        This wasn’t me
      </Title>
      {!body.success ? (
        <Text role="status">{BAD_LINK_MESSAGE}</Text>
      ) : answer !== null ? (
        <>
          <Text role="status">{answer}</Text>
          <Anchor component={Link} to="/sign-in">
            Go to sign in
          </Anchor>
        </>
      ) : (
        <>
          <Text mb="md">
            If you did not change the e-mail address of your account, we put {body.data.email} back, sign out
            every device and send you a link to choose a new password.
          </Text>
          <Button color="navy.8" loading={sending} onClick={undo}>
            Undo the change and sign out everywhere
          </Button>
        </>
      )}
    </div>
  );
}
