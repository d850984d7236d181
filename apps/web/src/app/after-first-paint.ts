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

/**
 * The inline classic script, right after that `<noscript>`, that starts React Router's scripts as
 * it wrote them. Its classic scripts (the hydration context, which the prerendered data's scripts
 * after it fill) run at once, where they stand; its module script and module preloads, the only
 * requests, are added once the page has painted. The browser parses a `<noscript>`'s content as
 * text when scripting is on, so none of it is fetched before. The server allows the scripts by
 * their hashes, as every inline script.
 */
export const APP_SCRIPTS_LOADER =
  `{const holder=document.getElementById(${JSON.stringify(APP_SCRIPTS_ID)});` +
  `if(holder!==null){const parts=document.createRange().createContextualFragment(holder.textContent??"");const later=[];` +
  `for(const part of parts.querySelectorAll("script,link")){if(part.localName==="script"&&part.type!=="module")document.body.append(part);else later.push(part)}` +
  `${afterFirstPaint('document.body.append(...later)')}}}`;
