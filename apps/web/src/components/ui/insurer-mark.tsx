// The insurer's mark on a result card or a compared plan: its logo where the site has one (staff
// upload it on the insurer, ADR 0097), otherwise a neutral mark of the name's initials, so no
// insurer looks favoured by colour.

import classes from './result-card.module.css';

/** Up to two initials of the insurer's name: "Blue Cross" -> "BC", "GMS" -> "GM", "TuGo" -> "TU". */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? (words[0] ?? '').slice(0, 2) : `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`;
  return letters.toUpperCase();
}

export function InsurerMark({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl?: string | null | undefined;
  className?: string | undefined;
}) {
  const cls = [classes.insurerMark, className].filter(Boolean).join(' ');
  if (logoUrl) return <img className={cls} src={logoUrl} alt={`${name} logo`} width={48} height={48} />;
  return (
    <span className={cls} data-monogram aria-hidden>
      {monogram(name)}
    </span>
  );
}
