// The renderer of a customer's /user in a process of its own (http/render-process.ts starts it with
// the web build's server-side entry as its argument): React, Mantine and the web app's code (about
// 100 MB) stay out of the server's memory, and a page being drawn never holds the server's event loop.
// Node builtins only: it runs as it is, from the TypeScript sources too.
import { pathToFileURL } from 'node:url';

interface Renderer {
  earlyRequests(home: boolean): string[];
  renderCustomerArea(request: unknown): Promise<{ html: string; state: string }>;
}

const file = process.argv[2];
if (!file || !process.send) throw new Error('render-worker runs as a child process started with the renderer file');
const send = process.send.bind(process);
const renderer = (await import(pathToFileURL(file).href)) as Renderer;

// The web app's query cache, session and language are module state: one page at a time.
let drawing = Promise.resolve();
process.on('message', (message: { id: number; request: unknown }) => {
  drawing = drawing.then(async () => {
    try {
      send({ id: message.id, result: await renderer.renderCustomerArea(message.request) });
    } catch (error) {
      send({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
// The server gone, this process goes too.
process.on('disconnect', () => process.exit(0));
send({ ready: true, urls: renderer.earlyRequests(true) });
