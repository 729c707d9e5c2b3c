/** The 2% page backdrop, as specified: 100 white particles, radius 0.6-1.4 px, speed 0.5. */
const PARTICLE_COUNT = 100;
const MIN_RADIUS_PX = 0.6;
const MAX_RADIUS_PX = 1.4;
const SPEED = 0.5;

interface Particle {
  x: number;
  y: number;
  r: number;
  dx: number;
  dy: number;
}

/**
 * Draws drifting particles on `canvas`, filling its parent. Animates only while on screen and
 * only without reduced motion; otherwise a still field is drawn once.
 */
export function startParticles(canvas: HTMLCanvasElement, win: Window): void {
  const context = canvas.getContext("2d");
  const host = canvas.parentElement;
  if (!context || !host) return;
  const reduced = win.matchMedia("(prefers-reduced-motion: reduce)");
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let visible = true;
  let frame = 0;

  const resize = () => {
    const ratio = win.devicePixelRatio || 1;
    width = host.clientWidth;
    height = host.clientHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    particles = Array.from({ length: PARTICLE_COUNT }, () => {
      const angle = Math.random() * Math.PI * 2;
      return {
        x: Math.random() * width,
        y: Math.random() * height,
        r: MIN_RADIUS_PX + Math.random() * (MAX_RADIUS_PX - MIN_RADIUS_PX),
        dx: Math.cos(angle) * SPEED,
        dy: Math.sin(angle) * SPEED,
      };
    });
    draw();
  };

  const draw = () => {
    context.clearRect(0, 0, width, height);
    context.fillStyle = "#fff";
    for (const p of particles) {
      context.beginPath();
      context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      context.fill();
    }
  };

  const step = () => {
    frame = 0;
    for (const p of particles) {
      p.x = (p.x + p.dx + width) % width;
      p.y = (p.y + p.dy + height) % height;
    }
    draw();
    schedule();
  };

  const schedule = () => {
    if (!frame && visible && !reduced.matches) frame = win.requestAnimationFrame(step);
  };
  const stop = () => {
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };

  resize();
  new ResizeObserver(resize).observe(host);
  new IntersectionObserver((entries) => {
    visible = entries.some((entry) => entry.isIntersecting);
    if (visible) schedule();
    else stop();
  }).observe(host);
  reduced.addEventListener("change", () => (reduced.matches ? stop() : schedule()));
  canvas.dataset.state = "running";
  schedule();
}
