// Single fetch is on (remix.config.js): this makes loaders' inferred types follow its
// serialization, and lets a loader return `data(value, { status })` with a typed value.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
