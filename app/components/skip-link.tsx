// WCAG 2.4.1: the first focusable element skips the navigation.

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      跳到主要内容
    </a>
  );
}
