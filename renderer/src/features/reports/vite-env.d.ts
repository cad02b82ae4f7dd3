/// <reference types="vite/client" />
// CSS imports of the Reports screens (vite bundles them with the lazy screen chunk).
