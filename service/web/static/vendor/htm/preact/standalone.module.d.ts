// Types of the vendored standalone build: the same API as the `htm/preact` and `preact/hooks` npm packages.
export * from "htm/preact";
export { createContext } from "preact";
