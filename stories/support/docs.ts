/**
 * A docs page shows each story of the meta in a frame of its own, `height` pixels high, whose
 * storage `.storybook/preview.tsx` keeps apart. On one page the stories share one document: an
 * element's stories would share one session and one mock API and each show the state of the last;
 * an open modal dialog would take the whole page, and a dialog or tooltip portalled to the body
 * would leave its story's theme behind.
 * A meta takes it as `parameters: { docs: { story: ownFrame() } }`, written out so that Storybook
 * can add the meta's description to the same `docs`.
 */
export function ownFrame(height = 560) {
  return { inline: false, iframeHeight: height };
}
