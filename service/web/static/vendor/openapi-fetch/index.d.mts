// Types of the vendored openapi-fetch build: those of the npm package it was copied from.
export * from "openapi-fetch";
export { default } from "openapi-fetch";
