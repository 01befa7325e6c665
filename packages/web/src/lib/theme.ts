/**
 * Charter has one theme, dark. `index.html` ships `<html class="dark">`; this keeps it there
 * if a browser extension or a stray script removes it. Returns the cleanup for tests.
 */
export function enforceDarkTheme(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    if (!root.classList.contains('dark')) root.classList.add('dark');
    if (root.style.colorScheme !== 'dark') root.style.colorScheme = 'dark';
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['class', 'style'] });
  return () => observer.disconnect();
}
