// @ts-check
/**
 * Names the signed-in role on the document (`<html data-signed-in-role>`), for the parts of a shell
 * only one role sees (a role's title, the customer's first storefront screen: styles/theme.css). An
 * inline script in the head of every shell (scripts/finish-build.mjs writes it, the server's
 * Content-Security-Policy allows it by its hash and no other), so that the first paint already shows
 * the right role's part. Plain JavaScript with nothing to import; the session's keys as
 * state/session.ts writes them (src/state/__tests__/role-on-document.test.ts checks them).
 */
export const ROLE_ON_DOCUMENT_SCRIPT =
  'try{var t=sessionStorage.getItem("token"),r=sessionStorage.getItem("role");if(t&&r)document.documentElement.setAttribute("data-signed-in-role",r)}catch(e){}';

/**
 * Placed by the server right after a screen it rendered for one person (`data-shell-user`, a
 * customer's order or cart: server/src/modules/orders/page/customer-pages.ts): removes that screen
 * unless this tab is signed in as that person. The server knows who asks from a cookie the whole browser
 * shares, the tab from its own session: another tab may have signed in as someone else since.
 * Static text, allowed by its hash like the script above.
 */
export const SCREEN_OWNER_SCRIPT =
  'try{var s=document.currentScript.previousElementSibling;if(sessionStorage.getItem("userId")!==s.getAttribute("data-shell-user"))s.remove()}catch(e){}';
