// antd-mobile's Dialog, in a chunk of its own (overlays/index.tsx).
export { Dialog as default } from 'antd-mobile';
