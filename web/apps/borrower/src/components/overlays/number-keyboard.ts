// antd-mobile's NumberKeyboard, in a chunk of its own (overlays/index.tsx).
export { NumberKeyboard as default } from 'antd-mobile';
