export declare const NGINX: string;
export declare const SITE_HOST: string;
export declare function startNginxFront(options: { dir: string; upstream: string }): Promise<{
  httpPort: number;
  httpsPort: number;
  stop: () => Promise<unknown>;
}>;
