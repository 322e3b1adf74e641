// Dark mode follows TensorBoard's (it toggles "dark-mode" on its body; the tab's iframe is of the same origin),
// and the browser's preference where there is no TensorBoard around the page (the standalone page).
type Listener = () => void;

function tensorboardBody(): HTMLElement | null {
  try {
    return window.parent !== window ? window.parent.document.body : null;
  } catch {
    return null; // another origin: no TensorBoard to follow
  }
}

const media = window.matchMedia?.("(prefers-color-scheme: dark)");

/** Whether the page is drawn dark: TensorBoard's dark mode inside it, else the browser's preference. */
export function isDark(): boolean {
  const tb = tensorboardBody();
  return tb ? tb.classList.contains("dark-mode") : !!media?.matches;
}

/** Mark the document with the current mode (``:root.dark``) and call ``changed`` whenever it flips. */
export function followTheme(changed: Listener): void {
  let dark = isDark();
  document.documentElement.classList.toggle("dark", dark);
  const check = () => {
    if (isDark() === dark) return;
    dark = !dark;
    document.documentElement.classList.toggle("dark", dark);
    changed();
  };
  const tb = tensorboardBody();
  if (tb) new MutationObserver(check).observe(tb, { attributes: true, attributeFilter: ["class"] });
  else media?.addEventListener("change", check);
}
