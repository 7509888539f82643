/**
 * The public half of the extension's signing key, as the manifest's `key`: it fixes the
 * extension's id (ooggbgojncafmehggbokonopkkekdibe) whether it is loaded unpacked or installed, so
 * the server's CORS (EXTENSION_ORIGINS, server/config.ts) knows its origin. Only a public key:
 * nothing secret is here, and no private key is kept in the repository.
 */
export const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoZGWurtTq+JCjkOLv66le9U0nHrfM+SdTwHId40SnVKE8Csq3pxjqR6bCm+nNomZw39zrrYH2o9k6Z1xN/14WwIz79JVauMtfnM2qKeapgFIPVtPAiJxYxNuRPF4G2eop2g8UawTILLljMPFFeH9xhnffd1J24pLz2nXy4yQ6iD7Dv+LG17inRf9H+mF5n1qDqBL6n6r40X2r5MoEL7Ld2q5NjyP0W2yLHrdRVMLDTmebb48CxU2I3HZJoqDksDe/XOZzvh/09U4Cqebtok780yrlpi1rNirLBH6UVXBCdX81QOBVStNvh7Fn298XOx37yWQ6m5MOvW3p4LvJtzwJwIDAQAB';
