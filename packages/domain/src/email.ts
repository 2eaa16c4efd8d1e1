import { EMAIL_MAX } from './limits.js';

/* eslint-disable no-control-regex -- quoted local parts may hold control characters, as RFC 5322 allows */
/** A dot-separated piece of an unquoted local part: letters (any script), digits and !#$%&'*+-/=?^_`{|}~. */
const LOCAL_ATOM = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
/** What may stand between the quotes of a quoted local part ("john doe"@example.com). */
const QUOTED_LOCAL =
  /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
/* eslint-enable no-control-regex */
/** A top-level domain: two or more letters (any script), or an IDN's punycode (xn--…). */
const TOP_LEVEL_DOMAIN = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
/** A domain label: letters (any script), digits and inner hyphens; no underscores, no full-width forms. */
const DOMAIN_LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;
/** Half of a surrogate pair standing alone: not text at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** RFC 5321's limits, in UTF-8 bytes. */
const LOCAL_PART_MAX_BYTES = 64;
const DOMAIN_MAX_BYTES = 254;
const DOMAIN_LABEL_MAX = 63;

function utf8Length(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function isMailDomain(domain: string): boolean {
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(topLevel) || /\s/.test(topLevel)) return false;
  return labels.every(
    (label) =>
      label.length <= DOMAIN_LABEL_MAX &&
      DOMAIN_LABEL.test(label) &&
      !FULL_WIDTH.test(label) &&
      !label.startsWith('-') &&
      !label.endsWith('-'),
  );
}

/**
 * The e-mail address rule of both sides (a form checks it first, the server's @IsEmailAddress
 * again): the address alone, no display name; a local part of dot-separated atoms (letters of any
 * script allowed) or a quoted string; a domain name with a top-level domain of letters, never an
 * IP address or a single label (localhost). At most EMAIL_MAX characters, 64 bytes before the @
 * and 254 after. The same addresses class-validator's @IsEmail() accepts, which the server used
 * before, except that a lone `"` before the @ and text that is not well-formed UTF-16 are refused.
 * The caller trims surrounding spaces first, as both sides do.
 */
export function isEmailAddress(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > EMAIL_MAX || LONE_SURROGATE.test(value)) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, Math.max(at, 0));
  const domain = value.slice(at + 1);
  if (utf8Length(local) > LOCAL_PART_MAX_BYTES || utf8Length(domain) > DOMAIN_MAX_BYTES || !isMailDomain(domain))
    return false;
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) return QUOTED_LOCAL.test(local.slice(1, -1));
  return local.split('.').every((atom) => LOCAL_ATOM.test(atom));
}
