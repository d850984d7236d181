// Small inline SVG illustrations instead of photos (fast, no network, CSP img-src 'self').

const PALETTES: Record<string, { bg: string; a: string; b: string }> = {
  family: { bg: '#e8f1f6', a: '#145780', b: '#f2a33a' },
  travel: { bg: '#fff5e6', a: '#0d476b', b: '#e08f22' },
  growth: { bg: '#eef6ee', a: '#2f6b3a', b: '#f2a33a' },
  home: { bg: '#f4f7fa', a: '#0a3350', b: '#c47814' },
  health: { bg: '#fdeeee', a: '#9b2226', b: '#145780' },
  retirement: { bg: '#fff5e6', a: '#7c4906', b: '#1e6593' },
  sun: { bg: '#fff8e1', a: '#e08f22', b: '#0d476b' },
  checklist: { bg: '#e8f1f6', a: '#0d476b', b: '#2f6b3a' },
};

function Motif({ name, a, b }: { name: string; a: string; b: string }) {
  switch (name) {
    case 'family':
      return (
        <g>
          <circle cx="120" cy="70" r="18" fill={a} />
          <rect x="100" y="92" width="40" height="56" rx="14" fill={a} />
          <circle cx="178" cy="82" r="14" fill={b} />
          <rect x="162" y="100" width="32" height="48" rx="12" fill={b} />
          <path d="M70 150 Q150 40 230 150" fill="none" stroke={a} strokeWidth="6" opacity="0.35" />
        </g>
      );
    case 'travel':
      return (
        <g>
          <path d="M60 120 L240 70 L250 82 L150 118 L120 160 L105 160 L118 124 L80 134 Z" fill={a} />
          <circle cx="230" cy="140" r="16" fill={b} />
        </g>
      );
    case 'growth':
    case 'retirement':
      return (
        <g>
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={80 + i * 38} y={140 - i * 22} width="26" height={20 + i * 22} rx="4" fill={a} />
          ))}
          <path d="M70 120 L120 100 L160 86 L230 48" stroke={b} strokeWidth="6" fill="none" />
        </g>
      );
    case 'home':
      return (
        <g>
          <path d="M90 100 L150 52 L210 100 Z" fill={b} />
          <rect x="104" y="100" width="92" height="60" fill={a} />
          <rect x="140" y="124" width="22" height="36" fill={b} />
        </g>
      );
    case 'health':
      return (
        <g>
          <rect x="130" y="50" width="40" height="110" rx="6" fill={a} />
          <rect x="95" y="85" width="110" height="40" rx="6" fill={a} />
          <circle cx="225" cy="140" r="14" fill={b} />
        </g>
      );
    case 'sun':
      return (
        <g>
          <circle cx="150" cy="90" r="34" fill={a} />
          <path d="M40 160 Q150 120 260 160 Z" fill={b} />
        </g>
      );
    default:
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect x="100" y={58 + i * 34} width="22" height="22" rx="4" fill={b} />
              <rect x="132" y={64 + i * 34} width="90" height="10" rx="5" fill={a} />
            </g>
          ))}
        </g>
      );
  }
}

/** A decorative picture (alt empty by default: the text next to it carries the meaning). */
export function Illustration({
  name,
  label,
  className,
}: {
  name: string;
  label?: string;
  className?: string;
}) {
  const palette = PALETTES[name] ?? PALETTES.checklist!;
  return (
    <svg
      viewBox="0 0 300 200"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="300" height="200" fill={palette.bg} />
      <Motif name={name} a={palette.a} b={palette.b} />
    </svg>
  );
}
