import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  // The build type-checks the app; tests and scripts are checked by `npm run typecheck` (and run by `npm test`), so
  // a half-written test cannot stop `npm start` from building.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  reactStrictMode: true,
};

export default nextConfig;
