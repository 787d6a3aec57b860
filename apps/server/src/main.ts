import nodeModule from 'node:module';

// The entry point. V8 keeps the code it compiles from the server's and the embedded database's
// JavaScript on disk (os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE), so a later start skips
// parsing and compiling it again. Everything else is imported after
// this, and the worker inherits the directory through the environment. (Node 22.1-22.7: no cache.)
const compileCache = nodeModule.enableCompileCache?.();
if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;
await import('./start');
