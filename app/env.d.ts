/// <reference types="vite/client" />

/** True when the build carries the in-browser mock API (npm start, mock builds). */
declare const __MOCK__: boolean
