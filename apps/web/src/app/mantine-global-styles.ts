// Mantine's reset, default variables and global rules: the base every page's markup uses (the
// theme's own variables are root.tsx's inline styles). Linked by every page, the content pages'
// included (content-pages.client.tsx); the components' rules are mantine-styles.ts's (ADR 0127).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
