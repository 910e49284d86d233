// `npm run dev`: the server rebuilt and restarted on every change, and Vite's dev server for the
// web app (http://localhost:5173, /api proxied to the server on :3000).
import { spawn } from 'node:child_process';

const children = [];
function start(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('exit', (code) => code && console.log(`${label} exited with ${code}`));
  children.push(child);
  return child;
}

start('server', process.execPath, ['build.mjs', '--watch'], { cwd: 'apps/server' });
start('web', 'npx', ['vite', '--port', '5173'], { cwd: 'apps/web' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    process.exit(0);
  });
}
