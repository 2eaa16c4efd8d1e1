// @ts-check
/* global document */
/**
 * Starts a new tab's session from the token remembered at login, as a signed-in browser's new tab
 * does (legacy contract: signed in means a token exists), and names the signed-in role on the
 * document (`<html data-signed-in-role>`). Returns whether it started one.
 *
 * It is also the inline script in the head of every shell (ROLE_ON_DOCUMENT_SCRIPT: scripts/finish-build.mjs
 * writes it, the server's Content-Security-Policy allows it by its hash and no other), so that before
 * anything else of the page runs, a tab opened from a link (an order's e-mail) is already the signed-in
 * customer's: the first paint shows the right role's parts (styles/theme.css), the screen the server
 * rendered for that customer stays (SCREEN_OWNER_SCRIPT), and the early script asks for the page's data.
 * The app's start runs it too (state/session.ts restoreRememberedSession), for a page without a shell.
 * Self-contained, as its text is the script: nothing from outside its body, the session's keys as
 * state/session.ts writes them (src/state/__tests__/role-on-document.test.ts checks them). The newest
 * unexpired token wins when a customer's and an employee's are both kept; the server checks it on every call.
 * @param {number} now
 * @returns {boolean}
 */
export function startRememberedSession(now) {
  var started = false;
  try {
    var kept = [
      ['Customer', 'customerToken'],
      ['Employee', 'employeeToken'],
    ];
    var best = null;
    for (var i = 0; i < kept.length && !sessionStorage.getItem('token'); i++) {
      var role = kept[i][0];
      var token = localStorage.getItem(kept[i][1]) || '';
      var claims = null;
      try {
        var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
        claims = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')));
      } catch (e) {
        claims = null;
      }
      if (!claims || !claims.sub || claims.role !== role || typeof claims.exp !== 'number' || claims.exp * 1000 <= now)
        continue;
      if (!best || claims.exp > best.exp) best = { token: token, sub: String(claims.sub), role: role, exp: claims.exp };
    }
    if (best) {
      sessionStorage.setItem('token', best.token);
      sessionStorage.setItem('userId', best.sub);
      sessionStorage.setItem('role', best.role);
      started = true;
    }
    var signedIn = sessionStorage.getItem('token');
    var named = sessionStorage.getItem('role');
    if (signedIn && named) document.documentElement.setAttribute('data-signed-in-role', named);
  } catch (e) {
    started = false;
  }
  return started;
}

/** The shell's inline script: the function above, run at once (its lines joined: it has no comment inside, and ends each statement). */
export const ROLE_ON_DOCUMENT_SCRIPT = `(${startRememberedSession.toString().replace(/\n\s*/g, '')})(Date.now())`;

/**
 * Placed by the server right after a screen it rendered for one person (`data-shell-user`, a
 * customer's order or cart: server/src/modules/orders/page/customer-pages.ts): removes that screen
 * unless this tab is signed in as that person. The server knows who asks from a cookie the whole browser
 * shares, the tab from its own session: another tab may have signed in as someone else since.
 * Static text, allowed by its hash like the script above.
 */
export const SCREEN_OWNER_SCRIPT =
  'try{var s=document.currentScript.previousElementSibling;if(sessionStorage.getItem("userId")!==s.getAttribute("data-shell-user"))s.remove()}catch(e){}';
