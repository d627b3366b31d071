/*
 * The house rules of the source tree (docs/architecture.md, "Layout"): which folder may import
 * which, and no import circles. Checked by `npm run lint:imports` (part of `npm test`).
 * Type-only imports count for circles (a circle of types is still a circle); for the folder
 * rules, a few folders may name the types of a lower folder's data without importing its code.
 */

/** Folders under app/ from the bottom up; each may import the ones listed for it (and itself). */
const MAY_IMPORT = {
  text: [],
  config: ["text"],
  data: ["text", "config"],
  db: ["text", "config", "data"],
  models: ["text", "config", "data", "db"],
  ingest: ["text", "config", "data", "db", "models"],
  search: ["text", "config", "data", "db", "models"],
  pages: ["text", "config", "data", "db", "models", "ingest", "search"],
  // The edge also reports on ingestion (its /metrics counts feed refreshes).
  http: ["text", "config", "data", "db", "models", "ingest"],
  client: ["text"],
  components: ["text", "client", "pages-shared"],
  cli: ["text", "config", "data", "db", "models", "ingest", "search", "pages"],
};

/** Folders whose files may name (import type) the data shapes of these other folders. */
const MAY_NAME_TYPES_OF = {
  client: ["pages", "models", "search"],
  components: ["pages", "models", "search"],
};

const FOLDERS = Object.keys(MAY_IMPORT);
/** Unit tests beside the code may use whatever they need to set a case up. */
const TESTS = "\\.test\\.tsx?$";
/** `pages-shared` is the part of pages/ that is not server code: the shapes and helpers a page's components share. */
const pathOf = (folder) => (folder === "pages-shared" ? "^app/pages/(?!.*\\.server\\.tsx?$)" : `^app/${folder}/`);

const folderRules = FOLDERS.map((folder) => {
  const allowed = [folder, ...MAY_IMPORT[folder]];
  const allowedPaths = allowed.map(pathOf);
  const rule = {
    name: `${folder}-imports`,
    comment: `app/${folder}/ may import only ${allowed.map((f) => `app/${f}/`).join(", ")} (and packages)`,
    severity: "error",
    from: { path: `^app/${folder}/`, pathNot: TESTS },
    to: { path: "^app/", pathNot: allowedPaths },
  };
  const typesOf = MAY_NAME_TYPES_OF[folder];
  if (typesOf) {
    return [
      { ...rule, to: { ...rule.to, dependencyTypesNot: ["type-only"] } },
      {
        ...rule,
        name: `${folder}-imports-types`,
        comment: `${rule.comment}; it may name the types of ${typesOf.map((f) => `app/${f}/`).join(", ")}`,
        to: { path: "^app/", pathNot: [...allowedPaths, ...typesOf.map(pathOf)], dependencyTypes: ["type-only"] },
      },
    ];
  }
  return [rule];
}).flat();

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circles anywhere (type-only imports included).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...folderRules,
    {
      name: "routes-imports",
      comment:
        "Routes are thin: they import pages/ (server code), components/, client/, text/ and reference data, and may name other types",
      severity: "error",
      from: { path: "^app/routes/", pathNot: TESTS },
      to: { path: ["^app/(models|db|ingest|search|http|config|cli)/", "^app/data/.*\\.server\\.ts$"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "http-only-from-roots",
      comment: "The web edge (app/http/) is wired by server.ts and entry.server.tsx only (context.ts names its types)",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/http/", "^app/entry\\.server\\.tsx$", "^app/context\\.ts$"] },
      to: { path: "^app/http/" },
    },
    {
      name: "app-not-tools",
      comment: "The application does not import the tools around it (the demo newsroom, the corpus generator)",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^tools/" },
    },
    {
      name: "not-to-tests",
      comment: "Code never imports tests or test support",
      severity: "error",
      from: { path: "^(app|tools)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "(^tests/|\\.test\\.tsx?$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^node_modules/|^build/|^public/build/|^dist/)" },
    includeOnly: "^(app|tools|server\\.ts|cli\\.ts)",
    // Type-only imports are dependencies too (circles of types count).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
