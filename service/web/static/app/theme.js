// The app's theme: the system's, or light or dark whatever the system says; remembered on this device.
// theme-boot.js applies the stored choice before the first paint; this module changes it while the app runs.
import { html, useState } from "./ui.js";

/** @typedef {"system" | "light" | "dark"} Theme */

const KEY = "companion-theme"; // read by theme-boot.js too
/** @type {Theme[]} */
const THEMES = ["system", "light", "dark"];

/** @returns {Theme} */
export function storedTheme() {
  try {
    const value = localStorage.getItem(KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** Apply a theme to the page now and remember it. */
export function applyTheme(/** @type {Theme} */ theme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
  } catch {
    // not remembered (storage blocked), still applied to this page
  }
}

/** A System / Light / Dark choice. */
export function ThemeChoice() {
  const [theme, setTheme] = useState(storedTheme);
  return html`<label class="theme-choice small">Theme
    <select value=${theme} onChange=${(/** @type {any} */ e) => {
      const next = /** @type {Theme} */ (e.currentTarget.value);
      applyTheme(next);
      setTheme(next);
    }}>
      ${THEMES.map((t) => html`<option value=${t}>${t === "system" ? "System" : t === "light" ? "Light" : "Dark"}</option>`)}
    </select></label>`;
}
