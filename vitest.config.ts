import { defineConfig } from "vitest/config";

// Unit and integration tests. The React Router Vite plugin does not load under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify("https://example.test") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "cli/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
