// ADRs 0121 and 0128: a prerendered page starts its scripts once it has painted, so no script
// request competes with its first paint. Content pages import their entry this way; the
// application's prerendered pages (quote forms, results frames, sign-in, travel applications)
// start React Router's scripts this way.

/**
 * Code that runs `call` once, after the first contentful paint (a `paint` observer), at the
 * latest after 2.5 s (a tab opened in the background does not paint). A block, so its names stay
 * its own in a classic script too.
 */
export function afterFirstPaint(call: string): string {
  return (
    `{let started=false;const start=()=>{if(!started){started=true;${call}}};` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{start()}` +
    `setTimeout(start,2500);}`
  );
}

/** The `<noscript>` root.tsx writes React Router's `<Scripts>` into on a prerendered page. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Module preloads added per task: each costs about 0.5 ms of the main thread at 1x (ADR 0139). */
export const PRELOADS_PER_TASK = 4;

/**
 * The inline classic script, right after that `<noscript>`, that starts React Router's scripts as
 * it wrote them. Its classic scripts (the hydration context, which the prerendered data's scripts
 * after it fill) run at once, where they stand; its module preloads and then its module script,
 * the only requests, are added once the page has painted, the preloads a few per task so that 10
 * to 21 of them make no long task (all at once in a hidden tab, whose timers the browser slows).
 * The browser parses a `<noscript>`'s content as text when scripting is on, so none of it is
 * fetched before. The server allows the scripts by their hashes, as every inline script.
 */
export const APP_SCRIPTS_LOADER =
  `{const holder=document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});` +
  `if(holder!==null){const parts=document.createRange().createContextualFragment(holder.textContent??"");const links=[];const modules=[];` +
  `for(const part of parts.querySelectorAll("script,link")){if(part.localName==="link")links.push(part);else if(part.type==="module")modules.push(part);else document.body.append(part)}` +
  `const next=()=>{document.body.append(...links.splice(0,document.hidden?links.length:${PRELOADS_PER_TASK}));if(links.length>0)setTimeout(next,0);else document.body.append(...modules)};` +
  `${afterFirstPaint('next()')}}}`;
