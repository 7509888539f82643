import { createHash, createHmac } from 'node:crypto';
import type { DrawCrypto } from '../../common/draw.plain';

/** The draw's HMAC and SHA-256 on the server: node:crypto (OpenSSL), the same functions as the browser's @noble/hashes. */
export const nodeDrawCrypto: DrawCrypto = {
  hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
  sha256: (bytes) => createHash('sha256').update(bytes).digest(),
};
