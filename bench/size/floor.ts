// The floor of the size budget: React and react-dom alone, rendering one element, built as the
// kit is (bench/size/index.ts builds it with vite.config.ts's browserBuild settings).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.body).render(createElement('p', null, 'React'));
