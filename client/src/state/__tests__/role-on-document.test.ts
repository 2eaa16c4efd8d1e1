import { ROLE_ON_DOCUMENT_SCRIPT, startRememberedSession } from '../../lib/role-on-document.js';
import { testToken } from '../../test/kit';
import { clearSession, getSession, PERSISTENT_TOKEN_KEYS, SESSION_KEYS, startSession } from '../session';

/** The shell's inline script, run as the browser runs it. */
const runScript = () => new Function(ROLE_ON_DOCUMENT_SCRIPT)();
const named = () => document.documentElement.getAttribute('data-signed-in-role');

describe('the shell’s inline script naming the signed-in role on the document', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-signed-in-role');
    clearSession();
    jest.restoreAllMocks();
  });

  it('reads the session as state/session.ts writes it', () => {
    startSession({ token: 'header.payload.signature', userId: '7', role: 'Customer' });
    runScript();
    expect(named()).toBe('Customer');
  });

  it('in a new tab (a link from an e-mail), starts the session remembered at login before anything else runs, as the app would', () => {
    localStorage.clear();
    const customer = testToken({ sub: 'c-41', role: 'Customer' });
    localStorage.setItem(PERSISTENT_TOKEN_KEYS.Customer, customer);
    localStorage.setItem(PERSISTENT_TOKEN_KEYS.Employee, testToken({ sub: 'e-1', role: 'Employee', exp: 1 }));
    runScript();
    expect(named()).toBe('Customer');
    expect(getSession()).toEqual({ token: customer, userId: 'c-41', role: 'Customer' });
    // The app's start finds it started: nothing more to restore.
    expect(startRememberedSession(Date.now())).toBe(false);
    localStorage.clear();
  });

  it('never starts a session from an expired or mislabelled token, nor over a session the tab has', () => {
    localStorage.setItem(PERSISTENT_TOKEN_KEYS.Customer, testToken({ sub: 'c-1', role: 'Customer', exp: 1 }));
    localStorage.setItem(PERSISTENT_TOKEN_KEYS.Employee, testToken({ sub: 'c-2', role: 'Customer' }));
    runScript();
    expect(named()).toBeNull();
    expect(getSession()).toBeNull();
    startSession({ token: testToken({ sub: 'e-9', role: 'Employee' }), userId: 'e-9', role: 'Employee' });
    localStorage.setItem(PERSISTENT_TOKEN_KEYS.Customer, testToken({ sub: 'c-3', role: 'Customer' }));
    runScript();
    expect(getSession()?.userId).toBe('e-9');
    expect(named()).toBe('Employee');
    localStorage.clear();
  });

  it('names nobody for a visitor, or a role without a token', () => {
    runScript();
    expect(named()).toBeNull();
    sessionStorage.setItem(SESSION_KEYS.role, 'Employee');
    runScript();
    expect(named()).toBeNull();
  });

  it('never throws where the session cannot be read (storage refused)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(named()).toBeNull();
  });
});
