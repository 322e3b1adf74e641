import { defineConfig } from "vite";

// One ES module, tb_xrank/plugin/static/index.js: TensorBoard's iframe imports it and calls render();
// the standalone page (index.html, copied beside it by scripts/stamp.mjs) loads it too.
export default defineConfig({
  // a library build leaves process.env to its consumer; the browser has none
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "../tb_xrank/plugin/static",
    emptyOutDir: false,
    target: "es2020",
    minify: true,
    lib: { entry: "src/main.ts", formats: ["es"], fileName: () => "index.js" },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
