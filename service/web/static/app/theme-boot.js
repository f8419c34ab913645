// The theme chosen in the app (System / Light / Dark), set on <html> before the first paint: a classic script
// loaded by index.html's head (the CSP allows no inline script), so no screen is drawn in the other theme first.
"use strict";
(() => {
  let chosen = null;
  try {
    chosen = localStorage.getItem("companion-theme");
  } catch {
    // storage blocked (a private mode): the system's theme
  }
  if (chosen === "light" || chosen === "dark") document.documentElement.dataset.theme = chosen;
})();
