import './ui/ui.css';

// The server's HTML is painted before the application's code is fetched and run: a slow phone
// shows the page at once and hydrates it after, instead of holding the first paint behind
// 200 KB of JavaScript. (requestAnimationFrame runs just before the next paint, the timeout after it.)
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await import('./app/start-app');

export {};
