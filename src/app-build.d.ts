/** The client's build number (vite.config.ts define, from BUILD_NUMBER; '1' in development). */
declare const __APP_BUILD__: string;
