import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers, top to bottom: app → components → server → lib. A file imports only from its own layer
// or those below it; both the "@/" alias and relative paths are caught.
const above = (...layers) =>
  layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`, `../${layer}/**`, `../../${layer}/**`, `../../../${layer}/**`]);
const layerRule = (message, ...layers) => ({ "no-restricted-imports": ["error", { patterns: [{ group: above(...layers), message }] }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Leaving fields out of an object by destructuring is how we strip internals before answering.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" }],
    },
  },
  // One module graph without cycles: a cycle makes the order modules load in decide what is defined.
  {
    files: ["app/**", "components/**", "server/**", "lib/**"],
    // Packages are never parsed for it: they cannot import us back, and parsing them costs minutes.
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["lib/**"],
    rules: layerRule("lib/ is the bottom layer: it imports nothing of ours from above it.", "server", "components", "app"),
  },
  { files: ["server/**"], rules: layerRule("server/ never imports the screens (components/, app/).", "components", "app") },
  { files: ["components/**"], rules: layerRule("components/ never import app/.", "app") },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "drizzle/**",
    "test-results/**",
    "playwright-report/**",
    "public/sw.js",
  ]),
]);
