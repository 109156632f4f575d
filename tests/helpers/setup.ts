import { beforeAll } from 'vitest';
import { loadDynamicComponents } from './nextDynamic';

// Islands behind next/dynamic are imported while the test file loads; wait for them before rendering.
beforeAll(() => loadDynamicComponents());
