/**
 * Architecture rules checked by `npm test` (scripts/check-architecture.mjs): no import cycles anywhere, and `lib/`
 * (the domain, contract and kernel) never imports `app/` (the transport and pages). Type-only imports count too:
 * a type cycle is still a design cycle.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles make load order matter and hide layering mistakes.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-app",
      severity: "error",
      comment: "lib/ is transport-neutral: route files look operations up in lib/api, never the reverse.",
      from: { path: "^(lib|db)/" },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next|tests/\\.reports)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
