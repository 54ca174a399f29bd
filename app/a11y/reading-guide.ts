// 辅助线: a crosshair that follows the pointer, a horizontal line under the line being read
// and a vertical one, drawn above the page without catching the pointer or being read out.

export function startReadingGuide(): () => void {
  const across = document.createElement('div');
  const down = document.createElement('div');
  across.className = 'a11y-guide-line a11y-guide-line--across';
  down.className = 'a11y-guide-line a11y-guide-line--down';
  for (const line of [across, down]) {
    line.setAttribute('aria-hidden', 'true');
    line.hidden = true;
    document.body.appendChild(line);
  }
  // Set through the CSSOM, which the CSP allows (style-src 'self' refuses style attributes in HTML).
  const onMove = (event: PointerEvent) => {
    across.hidden = false;
    down.hidden = false;
    across.style.transform = `translateY(${event.clientY}px)`;
    down.style.transform = `translateX(${event.clientX}px)`;
  };
  const onLeave = () => {
    across.hidden = true;
    down.hidden = true;
  };
  document.addEventListener('pointermove', onMove, { passive: true });
  document.documentElement.addEventListener('pointerleave', onLeave);
  return () => {
    document.removeEventListener('pointermove', onMove);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    across.remove();
    down.remove();
  };
}
