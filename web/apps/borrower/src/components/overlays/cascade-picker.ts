// antd-mobile's CascadePicker, in a chunk of its own (overlays/index.tsx).
export { CascadePicker as default } from 'antd-mobile';
