/**
 * A lone surrogate (half an emoji, as a fuzzer or a cut paste sends) becomes U+FFFD, so a name is
 * stored as well-formed UTF-8. Without it PGlite's parameter encoding rejected some such names
 * ("invalid byte sequence for encoding UTF8"): a 500 found by test/security/fuzz-bodies.test.ts,
 * first on team names (issue #22), then on list names through the public API (issue #23).
 */
export const wellFormed = (text: string): string => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Text made safe inside HTML or XML, in an element or a quoted attribute: the five characters that could end either. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
