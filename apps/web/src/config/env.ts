// The web app's build-time configuration: Vite replaces `import.meta.env.*` when it bundles.

/**
 * Development and tests check API answers against the shared schemas; production builds skip
 * the parse to save the CPU.
 */
export const CHECK_API_ANSWERS: boolean = !import.meta.env.PROD;
