// antd-mobile's Popup, in a chunk of its own (overlays/index.tsx).
export { Popup as default } from 'antd-mobile';
