// The promotion landing page's entry: styles, then the hash router (app.ts).
import './style.css';
import { startLanding } from './app';

startLanding(document.getElementById('app') as HTMLElement);
