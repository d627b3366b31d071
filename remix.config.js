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
    // Routes are discovered lazily (issue 28, ADR 027): a page carries only its own routes, inline,
    // instead of loading the whole route manifest (2.2 KB gzip) as a script; Remix asks /__manifest
    // for the routes of the links it renders, and the client runtime for the paths it must be sure of.
    v3_lazyRouteDiscovery: true,
  },
};
