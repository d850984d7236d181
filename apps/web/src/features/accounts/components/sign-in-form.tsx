import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { destinationAfterSignIn, LIFE_FROM_SLUGS } from '@brokerage/shared/accounts/account-rules';
import type { signInSchema } from '@brokerage/shared/accounts/account-schemas';
import { signIn } from '../api/account-api.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { startSession } from '../session/session-store.ts';
import { Button, ButtonLink } from '#src/components/ui/first-load.tsx';
import { CheckboxField, PasswordField, TextField } from '#src/components/ui/form-fields.tsx';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

const WHY_AN_ACCOUNT =
  'An application holds your health answers and documents, so it is kept in an account only you and your licensed advisor can open. Creating one takes a minute.';

type SignInInput = z.input<ReturnType<typeof signInSchema>>;
type SignInOutput = z.output<ReturnType<typeof signInSchema>>;

// The form's rules (zod and the shared field schemas) load when it is first focused or sent, not
// with the page (ADR 0146).
const signInResolver = lazyResolver<SignInInput, unknown, SignInOutput>(() =>
  import('@brokerage/shared/accounts/account-schemas').then((schemas) => zodResolver(schemas.signInSchema())),
);

/**
 * `/sign-in` (platform spec section 4): Enter submits; remember me on by default; `from` (N35),
 * kept on the sign-up and forgot-password links.
 * Prerendered: the file cannot know the query, so `from` applies once the page is
 * hydrated. Until then the Sign In button is a plain button, so the browser cannot send the form
 * by itself (a form of two text fields and no submit button ignores Enter), and `post` would keep a
 * password out of any URL.
 */
export function SignInForm({ keptQuote }: { keptQuote?: (product: string) => ReactNode }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const from = hydrated ? params.get('from') : null;
  const navigate = useNavigate();
  const [remember, setRemember] = useState(true);
  const form = useForm<SignInInput, unknown, SignInOutput>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fromQuery = from ? `?${new URLSearchParams({ from }).toString()}` : '';
  // On the way to an application (N35): why an account, the quote being kept, and "Create an
  // account" first, as most who arrive here are new (ADR 0119). `from` and the routes stay.
  const beforeApplication = from !== null && (LIFE_FROM_SLUGS as readonly string[]).includes(from);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await signIn(values);
      if (!answer.data) return;
      // Leave the guest-only page first, so its guard does not send the new session home.
      await navigate(destinationAfterSignIn(from) ?? '/', { replace: true });
      await startSession(answer.data, remember);
    } catch {
      // The api client has shown the server's message.
    }
  });

  return (
    <AuthCard
      title={beforeApplication ? 'Save your quote and apply' : 'Sign In'}
      subtitle={beforeApplication ? WHY_AN_ACCOUNT : 'Welcome back. Sign in to your account.'}
    >
      {beforeApplication && (
        <>
          {keptQuote?.(from)}
          <ButtonLink tone="maple" size="md" to={`/sign-up${fromQuery}`} className={classes.fullWidth}>
            Create an account
          </ButtonLink>
          <h2 className={classes.divider}>Already have an account? Sign in</h2>
        </>
      )}
      <form
        method="post"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={signInResolver.prepare}
        className={classes.form}
        noValidate
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <div className={classes.between}>
          <CheckboxField
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {/* On every sign-in screen, `from` kept (ADR 0012): a customer sent here from a
              protected page may have forgotten the password too. */}
          <Link to={`/forgot-password${fromQuery}`} className={classes.link}>
            Forgot password?
          </Link>
        </div>
        <Button
          type={hydrated ? 'submit' : 'button'}
          tone={beforeApplication ? 'quiet' : 'maple'}
          size="md"
          loading={isSubmitting}
          className={classes.fullWidth}
        >
          Sign In
        </Button>
      </form>
      {!beforeApplication && (
        <p className={classes.footer}>
          Don&apos;t have an account?{' '}
          <Link to={`/sign-up${fromQuery}`} className={classes.link}>
            Sign Up
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
