// Platform spec section 4: the app renders only when it is not inside a foreign frame, or when it
// was opened as a popup. The API's `frame-ancestors 'self'` stops framing first; this covers browsers
// that ignore it.

type WindowLike = Pick<Window, 'self' | 'top' | 'opener' | 'location'>;

export function isInForeignFrame(win: WindowLike): boolean {
  if (win.top === null || win.top === win.self) return false;
  if (win.opener) return false;
  try {
    // Reading another origin's location throws; a same-origin parent is ours.
    return win.top.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
