import classes from './content.module.css';

/** Trusted HTML written by the team and committed with the code (N30): blog bodies, FAQ answers. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${classes.prose} ${className ?? ''}`}
      // Not user input: the seed files in packages/shared/src/content.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
