// The 电脑版/手机版 and 繁體/简体 links, which every page hydrates later (decision 0088): until
// then they are plain links that work as they are (the worker's device-choice route, the other
// basename), so the page's first-view script need not carry them.

import { hydratedLater } from './hydrated-later.tsx';

export const DeviceSwitchLater = hydratedLater(() => import('./device-switch.tsx').then((m) => m.DeviceSwitch));
