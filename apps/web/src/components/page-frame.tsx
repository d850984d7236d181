import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import classes from './page-frame.module.css';

// ADR 0125: the frames of the signed-in pages (My account, the staff inbox). A frame is prerendered
// and shows until the session is known; its skeleton stays until the page's data has arrived, and
// the space stays reserved afterwards, so nothing on the first screen moves.

/** Grey blocks standing for content still loading; `lines` text lines then `blocks` cards. */
export function SkeletonBlocks({ lines = 1, blocks = 2 }: { lines?: number; blocks?: number }) {
  return (
    <div className={classes.skeleton} role="status" aria-label="Loading">
      {Array.from({ length: lines }, (_, index) => (
        <div key={`line-${index}`} className={classes.line} />
      ))}
      {Array.from({ length: blocks }, (_, index) => (
        <div key={`block-${index}`} className={classes.block} />
      ))}
    </div>
  );
}

const isFirstLoad = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'fetching';

/**
 * Shows `placeholder` while any query is loading for the first time, the children rendered
 * underneath but hidden, then the children in full at once: a section whose parts each arrive
 * with their own call appears once, instead of growing and pushing what is below it. Inside a
 * box of a reserved height, so the footer does not move either.
 */
export function RevealWhenLoaded({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const cache = useQueryClient().getQueryCache();
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const check = () => {
      if (!cache.getAll().some(isFirstLoad)) setRevealed(true);
    };
    const unsubscribe = cache.subscribe(check);
    // The children's calls start in their own effects, which run before this one: look once
    // after them too (a section whose answers are all cached shows at once).
    const first = setTimeout(check);
    return () => {
      unsubscribe();
      clearTimeout(first);
    };
  }, [cache]);
  return (
    <div className={classes.space}>
      {!revealed && placeholder}
      <div {...(revealed ? {} : { className: classes.hidden, 'aria-hidden': true, inert: true })}>
        {children}
      </div>
    </div>
  );
}

/** The reserved space alone: a frame's content area, the same box `RevealWhenLoaded` uses. */
export function FrameSpace({ children }: { children: ReactNode }) {
  return <div className={classes.space}>{children}</div>;
}
