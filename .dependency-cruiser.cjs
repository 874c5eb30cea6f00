/**
 * Architecture rules checked by `npm test` (tests/unit/architecture.test.ts): no import cycles anywhere, `lib/` (the
 * domain, contract and kernel) never imports `app/` (the transport and pages), and domain modules never import the
 * contract layer. Type-only imports count too: a type cycle is still a design cycle.
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
    {
      name: "domain-not-contract",
      severity: "error",
      comment:
        "The contract layer imports the domain, never the reverse; shared words live in lib/vocabulary.ts. The faces " +
        "over the contract (api bindings, OpenAPI, docs, MCP, the kernel, the website's in-process callers) may import it.",
      from: { path: "^(db/|lib/(?!contract/|api/|openapi/|docs/|mcp/|http/|website/))" },
      to: { path: "^lib/contract/" },
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
