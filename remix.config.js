/**
 * Remix classic compiler configuration.
 * Unit tests live beside the code, so they are kept out of the route tree and the bundles.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // Packages that must stay external on the server (native addon; loaded by server.ts anyway).
  serverDependenciesToBundle: [],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_singleFetch: true,
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Route discovery stays eager: the route tree is small and a full manifest lets the client
    // answer unknown paths itself.
    v3_lazyRouteDiscovery: false,
  },
};
