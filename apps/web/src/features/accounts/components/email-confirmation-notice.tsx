import { useSearchParams } from 'react-router';
import { destinationAfterSignIn } from '@brokerage/shared/accounts/account-rules';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import { Notice } from '#src/components/ui/design-parts.tsx';
import { useSession } from '../session/session-store.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

/**
 * `/email-confirmation`, the "check your inbox" page after sign-up (platform spec section 2, N41;
 * ADR 0119): where the link went, what to do if it does not come, and one button: on to where the
 * visitor was going when signed in, to sign-in (keeping `from`) when not.
 */
export function EmailConfirmationNotice() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const { status, email } = useSession();
  const signedIn = status === 'signed-in';
  const fromQuery = from ? `?${new URLSearchParams({ from }).toString()}` : '';
  return (
    <AuthCard title="Check your inbox">
      <p className={classes.lead}>
        We have sent a link to confirm your e-mail address
        {signedIn && email ? (
          <>
            {' '}
            to <strong className={classes.breakAnywhere}>{email}</strong>
          </>
        ) : null}
        . Open it to finish setting up your account; the link works once and expires in 7 days.
      </p>
      <Notice title="No e-mail after a few minutes?" className={classes.notice}>
        <p>
          Look in your spam or promotions folder. Signed in, you can send it again from the banner at the top
          of any page.
        </p>
      </Notice>
      {signedIn ? (
        <ButtonLink
          tone="maple"
          size="md"
          to={destinationAfterSignIn(from) ?? '/account'}
          className={classes.fullWidth}
        >
          Continue
        </ButtonLink>
      ) : (
        <ButtonLink tone="maple" size="md" to={`/sign-in${fromQuery}`} className={classes.fullWidth}>
          Sign in
        </ButtonLink>
      )}
    </AuthCard>
  );
}
