// antd-mobile's Picker, in a chunk of its own (overlays/index.tsx).
export { Picker as default } from 'antd-mobile';
