// The system Chromium and the flags it needs on this kind of machine (no sandbox as root, and no
// background connections: the network is closed), for the browser tests and the scripts that drive a browser.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
