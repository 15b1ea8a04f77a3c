// The second floor of the size budget: React and react-dom with the runtime libraries the
// `<lib-book-grid>` page needs — XState and its React bindings, openapi-fetch and r2wc — and none
// of the kit's own code (its dialogs are the browser's `<dialog>`; @floating-ui/react comes only
// with the tooltip). Built as the kit is (bench/size).
export { default as r2wc } from '@r2wc/react-to-web-component';
export { useActorRef, useSelector } from '@xstate/react';
export { default as createClient } from 'openapi-fetch';
export { createRoot } from 'react-dom/client';
export { assertEvent, assign, createActor, emit, fromPromise, setup, waitFor } from 'xstate';
