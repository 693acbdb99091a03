import proxyaddr from 'proxy-addr';

/**
 * The hops allowed to name the client (X-Forwarded-For), from TRUST_PROXY ("loopback, 172.28.0.10"), compiled
 * once as Express compiles its `trust proxy` setting (express/lib/utils.js, compileTrust). The app and the
 * prepared-page lane share it, so both log the same client address.
 */
export const trustedHops = (setting: string) => proxyaddr.compile(setting.split(',').map((hop) => hop.trim()));
