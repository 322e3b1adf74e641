import { defineConfig } from "vite";

// The unit tests (test/*.test.ts) as one ES module for node's test runner: npm test.
export default defineConfig({
  build: {
    outDir: "build-test",
    emptyOutDir: true,
    target: "node18",
    minify: false,
    lib: { entry: "test/units.test.ts", formats: ["es"], fileName: () => "units.test.mjs" },
    rollupOptions: { external: [/^node:/] },
  },
});
