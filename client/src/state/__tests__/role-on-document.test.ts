import { ROLE_ON_DOCUMENT_SCRIPT } from '../../lib/role-on-document.js';
import { clearSession, SESSION_KEYS, startSession } from '../session';

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
    expect(ROLE_ON_DOCUMENT_SCRIPT).toContain(`sessionStorage.getItem("${SESSION_KEYS.token}")`);
    expect(ROLE_ON_DOCUMENT_SCRIPT).toContain(`sessionStorage.getItem("${SESSION_KEYS.role}")`);
    startSession({ token: 'header.payload.signature', userId: '7', role: 'Customer' });
    runScript();
    expect(named()).toBe('Customer');
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
