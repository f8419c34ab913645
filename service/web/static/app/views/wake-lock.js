// Keeps the screen on while a game is live (Screen Wake Lock API): a phone lying on the table should not go dark
// between turns. The browser drops the lock when the tab hides, so it is asked for again when the tab shows.
import { useEffect } from "../ui.js";

/** Hold a screen wake lock while `wanted`; release it when no longer wanted, the tab hides, or the screen closes. */
export function useWakeLock(/** @type {boolean} */ wanted) {
  useEffect(() => {
    const api = /** @type {any} */ (navigator).wakeLock;
    if (!wanted || !api || typeof api.request !== "function") return undefined; // no API: nothing to hold
    /** @type {{ release: () => Promise<void>, addEventListener?: (type: string, listener: () => void) => void } | null} */
    let held = null;
    let done = false;
    const request = async () => {
      if (done || held || document.visibilityState !== "visible") return;
      try {
        const sentinel = await api.request("screen");
        if (done || document.visibilityState !== "visible") {
          sentinel.release().catch(() => {});
          return;
        }
        held = sentinel;
        // the browser lets go by itself when the tab hides: forget it, so that showing the tab asks again
        sentinel.addEventListener?.("release", () => {
          if (held === sentinel) held = null;
        });
      } catch {
        // refused (battery saver, no permission): the screen just follows its own timeout
      }
    };
    const release = () => {
      const sentinel = held;
      held = null;
      sentinel?.release().catch(() => {});
    };
    const onVisibility = () => (document.visibilityState === "visible" ? request() : release());
    document.addEventListener("visibilitychange", onVisibility);
    request();
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", onVisibility);
      release();
    };
  }, [wanted]);
}
