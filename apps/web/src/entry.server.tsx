import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { SpaFallbackContext } from './app/content-pages.ts';
import { renderToPipeableStream } from 'react-dom/server';

// Runs at build time only (ssr:false with prerendered pages, ADR 0004). Unlike React Router's
// default, every page waits for all its Suspense boundaries (onAllReady, as React advises for
// static generation): the parts that hydrate later (components/hydrate-later.tsx) are
// written into the HTML in place, with no script that moves them there (which the
// Content-Security-Policy would also have to allow).
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      // The SPA fallback (React Router asks for it with this header) keeps React Router's scripts
      // even where its URL is a content page's (ADR 0090).
      <SpaFallbackContext value={request.headers.get('X-React-Router-SPA-Mode') === 'yes'}>
        <ServerRouter context={routerContext} url={request.url} />
      </SpaFallbackContext>,
      {
        // Never outline a finished boundary as a hidden block plus a script that moves it into place:
        // React does that for boundaries over 12,800 bytes by default.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
