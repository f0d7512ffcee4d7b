// What the build step writes for the page (index.ts, RunnableManifest): the workers', declarations' and frame's paths.
declare module '@generated/runnable-samples/default/manifest.json' {
  const manifest: { runner: string; checker: string; declarations: string; frame: string };
  export default manifest;
}
