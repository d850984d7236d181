import { Link } from 'react-router';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { ShieldLogoIcon } from '#src/components/ui/icons.tsx';
import classes from './site-logo.module.css';

export function SiteLogo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link
      to="/"
      className={classes.logo}
      data-on-dark={onDark || undefined}
      aria-label={`${COMPANY.shortName} home`}
    >
      <ShieldLogoIcon size={34} />
      <span className={classes.wordmark}>{COMPANY.shortName}</span>
    </Link>
  );
}
