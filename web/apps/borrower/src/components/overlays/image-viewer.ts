// antd-mobile's ImageViewer.Multi, in a chunk of its own (overlays/index.tsx).
import { ImageViewer } from 'antd-mobile';

export default ImageViewer.Multi;
